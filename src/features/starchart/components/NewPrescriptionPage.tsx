import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { PrescriptionRow } from '@/db/star-chart-types';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { paths } from '@/lib/paths';
import { deviceTimeZone, todayIn } from '@/domains/calendar/rhythm';
import { usePageTitle } from '@/lib/use-page-title';
import { putPrescription } from '@/domains/prescriptions/data/record-star-chart';
import { clientIdentity, IDENTITY_PROBLEM_TEXT } from '../data/client-identity';
import { makeInbox, savePrescriptionWithInbox } from '../data/inbox';
import { prescribableContent } from '../data/prescribable-content';
import { buildPrescription, type DraftProblems, type ItemDraft, type PrescriptionDraft } from '../data/prescription-draft';
import { starChartPaths } from '../data/star-chart-paths';
import { newId, useClients } from '../data/workspace-data';
import { ClientIdentityForm, ClientIdentityLine } from './ClientIdentity';
import { ItemEditor } from './ItemEditor';
import { RequireTherapist } from './RequireTherapist';
import { SharePanel } from './SharePanel';
import '../styles/starchart.css';

function newItem(): ItemDraft {
  return {
    key: newId().slice(0, 12),
    kind: 'tool',
    contentId: prescribableContent.tool[0]?.id ?? '',
    ageTier: 'adult',
    patternType: 'daily',
    days: [],
    everyN: '14',
    startDate: todayIn(deviceTimeZone(), new Date()),
    endDate: '',
    windowFrom: '',
    windowTo: '',
    note: '',
  };
}

/** /chart/new and /pro/prescription/new: prescribe items with rhythms to one client, then share it. */
export function NewPrescriptionPage() {
  usePageTitle('New prescription');
  return <RequireTherapist>{(user) => <PrescriptionForm user={user} />}</RequireTherapist>;
}

function PrescriptionForm({ user }: { user: TherapistUser }) {
  const text = usePlainText();
  const area = starChartPaths(useLocation().pathname);
  const [params] = useSearchParams();
  const clients = useClients(user.id)?.filter((client) => client.archivedAt === null);
  const [draft, setDraft] = useState<PrescriptionDraft>(() => ({
    clientId: params.get('client') ?? '',
    note: '',
    crisisReminder: true,
    items: [newItem()],
  }));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [saved, setSaved] = useState<PrescriptionRow | null>(null);
  const [saveError, setSaveError] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const identity = clientIdentity(user.therapistProfile);

  // A client chosen in the link that is not one of this therapist's active clients is not preselected.
  const clientKnown = clients?.some((client) => client.id === draft.clientId) ?? false;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError('');
    // A prescription leaves the device with the name and credentials the therapist set, never the sample's
    // unless kept on purpose (data/client-identity.ts).
    const built = buildPrescription(
      { ...draft, clientId: clientKnown ? draft.clientId : '' },
      identity.ok ? identity.prescriber : { name: '' },
      newId(),
      new Date(),
    );
    if (!built.ok || !identity.ok) {
      const found = built.ok ? {} : { ...built.problems };
      if (!identity.ok) found['prescriber.name'] = IDENTITY_PROBLEM_TEXT[identity.problem];
      setProblems(found);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setProblems({});
    const at = new Date().toISOString();
    // Its returns inbox: made here, its private key kept on this device only (data/inbox.ts). A browser without
    // WebCrypto's P-256 makes the prescription without one: it is answered by link, code or file.
    const made = await makeInbox(built.prescription.id, user.id).catch((error: unknown) => {
      console.warn('No returns inbox could be made on this device', error);
      return null;
    });
    const row: PrescriptionRow = {
      id: built.prescription.id,
      therapistId: user.id,
      clientId: draft.clientId,
      prescription: made ? { ...built.prescription, inbox: made.inbox } : built.prescription,
      status: 'active',
      shortCodes: [],
      createdAt: at,
      updatedAt: at,
    };
    if (await (made ? savePrescriptionWithInbox(row, made.keys) : putPrescription(row))) setSaved(row);
    else setSaveError(text('This browser did not save the prescription. Check the storage message and try again.', 'Not saved. Try again.'));
  }

  if (saved) {
    const alias = clients?.find((client) => client.id === saved.clientId)?.alias ?? '';
    return (
      <article className="sc-page">
        <h1 ref={savedRef} tabIndex={-1}>
          {text(`Prescription saved for ${alias}`, `Saved for ${alias}`)}
        </h1>
        <p>
          <Plain
            standard="It is in this client's chart on this device. Now send it to the client by link, QR code or short code."
            plain="It is in this client's chart. Now send it to the client."
          />
        </p>
        <SharePanel row={saved} />
        <p className="sc-row">
          <Link to={area.client(saved.clientId)}>{text(`Open ${alias}'s chart`, `Open ${alias}'s chart`)}</Link>
          <Link to={area.workspace}>{text('Back to Star Chart', 'Back to Star Chart')}</Link>
        </p>
      </article>
    );
  }

  const problemList = Object.entries(problems);
  return (
    <article className="sc-page">
      <h1>New prescription</h1>
      <p className="sc-muted">
        <Plain
          standard="Choose tools, trails, flows, imaginarium activities or journeys, and when each is due. Due dates are worked out on the client's device, in the client's own time zone."
          plain="Choose what the client should do and when. Their own device works out the days, in their own time zone."
        />
      </p>
      {identity.ok ? (
        <ClientIdentityLine profile={user.therapistProfile} />
      ) : (
        <ClientIdentityForm key={user.therapistProfile.updatedAt} profile={user.therapistProfile} />
      )}
      {clients !== undefined && clients.length === 0 ? (
        <p>
          <Plain standard="Add a client first: " plain="Add a client first: " />
          <Link to={area.workspace}>{text('go to your clients', 'go to your clients')}</Link>.
        </p>
      ) : null}
      <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate>
        {problemList.length > 0 ? (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="sc-error" aria-labelledby={`${id}-summary`}>
            <p id={`${id}-summary`}>{text('Please check these:', 'Please fix these:')}</p>
            <ul>
              {problemList.map(([path, problem]) => (
                <li key={path}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="sc-field">
          <label htmlFor={`${id}-client`}>{text('Client', 'Client')}</label>
          <select
            id={`${id}-client`}
            value={clientKnown ? draft.clientId : ''}
            onChange={(event) => setDraft({ ...draft, clientId: event.target.value })}
            aria-invalid={problems.clientId ? true : undefined}
            aria-describedby={problems.clientId ? `${id}-client-error` : undefined}
          >
            <option value="">{text('Choose a client', 'Choose a client')}</option>
            {clients?.map((client) => (
              <option key={client.id} value={client.id}>
                {client.alias}
              </option>
            ))}
          </select>
          {problems.clientId ? (
            <p id={`${id}-client-error`} className="sc-error">
              {problems.clientId}
            </p>
          ) : null}
        </div>
        {draft.items.map((item, index) => (
          <ItemEditor
            key={item.key}
            item={item}
            index={index}
            problems={problems}
            onChange={(changed) => setDraft({ ...draft, items: draft.items.map((current) => (current.key === item.key ? changed : current)) })}
            onRemove={() => setDraft({ ...draft, items: draft.items.filter((current) => current.key !== item.key) })}
          />
        ))}
        <p>
          <button type="button" className="button" onClick={() => setDraft({ ...draft, items: [...draft.items, newItem()] })}>
            {text('Add another item', 'Add another item')}
          </button>
        </p>
        <div className="sc-field">
          <label htmlFor={`${id}-note`}>{text('Note to the client (optional)', 'Note to the client (you can leave it empty)')}</label>
          <textarea id={`${id}-note`} rows={4} value={draft.note} onChange={(event) => setDraft({ ...draft, note: event.target.value })} aria-invalid={problems.note ? true : undefined} />
        </div>
        <label className="sc-check">
          <input type="checkbox" checked={draft.crisisReminder} onChange={(event) => setDraft({ ...draft, crisisReminder: event.target.checked })} />
          <span>
            <Plain
              standard="Remind the client where crisis help is (the crisis page, one step away on every screen)"
              plain="Remind the client where to get crisis help"
            />
          </span>
        </label>
        <p className="sc-hint">
          {text('Crisis help page: ', 'Crisis help page: ')}
          <Link to={paths.crisisHelp}>{text('see what the client sees', 'see what the client sees')}</Link>
        </p>
        {saveError ? (
          <p role="alert" className="sc-error">
            {saveError}
          </p>
        ) : null}
        <p className="sc-row">
          <button type="submit" className="button button--primary">
            {text('Save prescription', 'Save prescription')}
          </button>
          <Link to={area.workspace}>{text('Cancel', 'Cancel')}</Link>
        </p>
      </form>
    </article>
  );
}

export default NewPrescriptionPage;
