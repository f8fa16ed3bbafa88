import { useId, useRef, useState, type FormEvent } from 'react';
import { LabelledInput } from '@/components/ui/LabelledInput';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { hasActiveSubscription } from '@/domains/therapist-account/therapist-roles';
import {
  draftFromProfile,
  profileFromDraft,
  profileProblems,
  type ProfileDraft,
  type ProfileField,
  type ProfileProblems,
} from '../data/profile-validation';
import { therapistSession } from '../hooks/use-therapist-session';
import { ErrorSummary } from './ErrorSummary';
import { formatDate } from '@/lib/format';

const TEXT_FIELDS: { field: Exclude<ProfileField, 'directoryOptIn'>; label: string; hint?: string; autoComplete?: string }[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'credentials', label: 'Credentials', hint: 'For example LCSW, PhD, LMFT.' },
  { field: 'licenseNumber', label: 'Licence number' },
  { field: 'licenseState', label: 'Licence state', hint: 'The state or region that issued it, like CA.' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', hint: 'Two letters, like NY.', autoComplete: 'address-level1' },
  { field: 'specialties', label: 'Specialties', hint: 'Separate them with commas.' },
];

/** The therapist's profile, edited with validation and saved through the session's profile update. */
export function ProfileForm({ user }: { user: TherapistUser }) {
  const text = usePlainText();
  const profile = user.therapistProfile;
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [saved, setSaved] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const problemList = Object.entries(problems) as [ProfileField, string][];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = profileProblems(draft);
    setProblems(found);
    setSaved('');
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const ok = await therapistSession.updateProfile(profileFromDraft(draft));
    setSaved(ok ? text('Profile saved on this device.', 'Profile saved.') : text('The browser did not save the profile. Try again.', 'Not saved. Try again.'));
  }

  const subscriptionActive = hasActiveSubscription(profile);
  return (
    <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('Your profile', 'Your profile')}</h2>
      <p className="sc-muted">
        {profile.isVerified ? text('Verified therapist.', 'Checked therapist.') : text('Not verified.', 'Not checked.')}{' '}
        {subscriptionActive
          ? text(
              `Subscription active${profile.subscriptionEnd ? ` until ${formatDate(profile.subscriptionEnd)}` : ''}.`,
              `Subscription on${profile.subscriptionEnd ? ` until ${formatDate(profile.subscriptionEnd)}` : ''}.`,
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
          onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <div className="sc-field">
        <label className="sc-check">
          <input
            type="checkbox"
            checked={draft.directoryOptIn}
            onChange={(event) => setDraft((current) => ({ ...current, directoryOptIn: event.target.checked }))}
          />
          <Plain standard="List me in the therapist directory" plain="Show me in the therapist list" />
        </label>
      </div>
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {text('Save profile', 'Save profile')}
        </button>
        <p role="status" className="sc-status">
          {saved}
        </p>
      </div>
    </form>
  );
}
