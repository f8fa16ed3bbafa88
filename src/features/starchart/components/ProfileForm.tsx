import { useId, useRef, useState, type FormEvent } from 'react';
import type { ListingRequest } from '../../../../contract/directory-schemas.ts';
import { LabelledInput } from '@/components/ui/LabelledInput';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { requestListing } from '@/domains/directory-listing/data/record-directory-listing';
import { hasActiveSubscription } from '@/domains/therapist-account/therapist-roles';
import { hasSampleWords } from '../data/client-identity';
import { checkListingDraft, listingDraftFrom, type ListingDraft, type ListingField, type ListingProblems } from '../data/listing-request';
import { profileFromDraft, profileProblems } from '../data/profile-validation';
import { therapistSession } from '../hooks/use-therapist-session';
import { DirectoryFields } from './DirectoryFields';
import { ErrorSummary } from './ErrorSummary';

type ProfileTextField = 'name' | 'credentials' | 'licenseNumber' | 'licenseState' | 'city' | 'state' | 'specialties';

const TEXT_FIELDS: { field: ProfileTextField; label: string; hint?: string; autoComplete?: string }[] = [
  { field: 'name', label: 'Name', hint: 'As your clients and the directory will see it.', autoComplete: 'name' },
  { field: 'credentials', label: 'Credentials', hint: 'For example LCSW, PhD, LMFT.' },
  { field: 'licenseNumber', label: 'Licence number', hint: 'To be listed, an admin checks it with the state board first.' },
  { field: 'licenseState', label: 'Licence state', hint: 'The state or region that issued it, like CA.' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', hint: 'Two letters, like NY.', autoComplete: 'address-level1' },
  { field: 'specialties', label: 'Specialties', hint: 'Separate them with commas.' },
];

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * "Your profile" and the directory listing in one form with one opt-in: the name, credentials and place clients
 * and the directory see, saved to the profile; ticking "List me in the therapist directory" shows what only the
 * directory asks for and sends the request with the profile (saved on this device and sent through the outbox, so
 * it works offline). Unticking it, once a request was sent, sends the request again with the opt-in off.
 */
export function ProfileForm({ user, saved }: { user: TherapistUser; saved: ListingRequest | undefined }) {
  const text = usePlainText();
  const profile = user.therapistProfile;
  const [draft, setDraft] = useState<ListingDraft>(() => listingDraftFrom(profile, saved));
  const [keepSample, setKeepSample] = useState(profile.sampleWordsKept === true);
  const [problems, setProblems] = useState<ListingProblems>({});
  const [status, setStatus] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const problemList = Object.entries(problems) as [ListingField, string][];
  const set = <Field extends ListingField>(field: Field, value: ListingDraft[Field]) => setDraft((current) => ({ ...current, [field]: value }));
  const sample = hasSampleWords(draft.name) || hasSampleWords(draft.credentials);
  // A request goes to the directory when listed, or to take a listing out once one was asked for.
  const sendsListing = draft.directoryOptIn || saved !== undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const changes = profileFromDraft(draft);
    const listing = sendsListing ? checkListingDraft({ ...draft, ...changes, specialties: changes.specialties.join(', ') }) : null;
    const found: ListingProblems = { ...(listing && !listing.ok ? listing.problems : {}), ...profileProblems(draft) };
    setProblems(found);
    if (Object.keys(found).length > 0 || (listing && !listing.ok)) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    if (!(await therapistSession.updateProfile({ ...changes, sampleWordsKept: sample && keepSample }))) {
      setStatus(text('The browser did not save the profile. Try again.', 'Not saved. Try again.'));
      return;
    }
    if (!listing) {
      setStatus(text('Profile saved on this device.', 'Profile saved.'));
      return;
    }
    if (!(await requestListing(listing.request))) {
      setStatus(text('The profile is saved, but the browser did not save the directory request. Try again.', 'Profile saved. The list request was not. Try again.'));
      return;
    }
    setStatus(
      navigator.onLine
        ? text('Request saved. It is being sent to the directory for checking.', 'Saved. Sending it now.')
        : text('Request saved on this device. It will be sent when you are online.', 'Saved. It will be sent when you are online.'),
    );
  }

  const subscriptionActive = hasActiveSubscription(profile);
  const submitLabel = draft.directoryOptIn
    ? saved
      ? text('Save and update my listing', 'Save and update my listing')
      : text('Save and ask to be listed', 'Save and ask to be listed')
    : text('Save profile', 'Save profile');
  return (
    <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('Your profile', 'Your profile')}</h2>
      <p className="sc-muted">
        {profile.isVerified ? text('Verified therapist.', 'Checked therapist.') : text('Not verified.', 'Not checked.')}{' '}
        {subscriptionActive
          ? text(
              `Subscription active${profile.subscriptionEnd ? ` until ${dateOf(profile.subscriptionEnd)}` : ''}.`,
              `Subscription on${profile.subscriptionEnd ? ` until ${dateOf(profile.subscriptionEnd)}` : ''}.`,
            )
          : text('No active subscription.', 'No subscription on now.')}
      </p>
      <ErrorSummary ref={summaryRef} idPrefix={id} problems={problemList} />
      {TEXT_FIELDS.map(({ field, label, hint, autoComplete }) => (
        <LabelledInput
          key={field}
          classPrefix="sc"
          id={`${id}-${field}`}
          label={label}
          hint={hint}
          error={problems[field]}
          value={draft[field]}
          autoComplete={autoComplete ?? 'off'}
          onChange={(event) => set(field, event.target.value)}
        />
      ))}
      {sample ? (
        <div className="sc-field">
          <label className="sc-check">
            <input type="checkbox" checked={keepSample} onChange={(event) => setKeepSample(event.target.checked)} />
            <span>
              <Plain
                standard="Keep the sample words: clients will see them (otherwise no prescription leaves this device until you set your own)"
                plain="Keep the sample words: clients will see them"
              />
            </span>
          </label>
        </div>
      ) : null}
      <div className="sc-field">
        <label className="sc-check">
          <input type="checkbox" checked={draft.directoryOptIn} onChange={(event) => set('directoryOptIn', event.target.checked)} />
          <span>
            <Plain
              standard="List me in the therapist directory (an admin checks your licence first; you can turn this off at any time)"
              plain="Show me in the therapist list (someone checks your licence first; you can turn it off)"
            />
          </span>
        </label>
      </div>
      {draft.directoryOptIn ? <DirectoryFields idPrefix={id} draft={draft} problems={problems} onChange={set} /> : null}
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        <p role="status" className="sc-status">
          {status}
        </p>
      </div>
    </form>
  );
}
