import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClientReturn, PrescribedItem, ShareFacet } from '@contract/prescription-schemas';
import { deviceTimeZone } from '@/domains/calendar/rhythm';
import { ReturnView } from '../components/ReturnView';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { Plain } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { useReceivedPrescription } from '@/domains/prescriptions/data/read-received-prescriptions';
import { useReturnSources } from '../data/read-return-sources';
import { useCopy } from '@/components/ui/use-copy';
import { buildClientReturn, facetsFor, NO_CHOICE, type ItemChoice, type ItemSource } from '../client-return';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { summarizeValuesForEntry } from '../summarize-source-entry';

/* The sending part (the codec and the QR library) loads only once a return is made. */
const SendToTherapist = lazy(() => importWithTimeout(() => import('../components/SendToTherapist'), 'send-to-therapist').then((module) => ({ default: module.SendToTherapist })));
const ReturnSend = lazy(() => importWithTimeout(() => import('../components/ReturnSend'), 'return-send').then((module) => ({ default: module.ReturnSend })));

const FACET_LABELS: Record<ShareFacet, string> = {
  completions: 'The days I did it',
  scores: 'My scores',
  entries: 'Entries I choose',
};

function ItemChoices({ source, choice, onChange }: { source: ItemSource; choice: ItemChoice; onChange: (choice: ItemChoice) => void }) {
  const pick = useCopy();
  const name = `share-${source.item.id}`;
  const toggle = (facet: ShareFacet) =>
    onChange({ ...choice, facets: choice.facets.includes(facet) ? choice.facets.filter((other) => other !== facet) : [...choice.facets, facet] });
  return (
    <fieldset className="insight-fieldset return-builder__item">
      <legend>{source.item.title}</legend>
      <p className="insight-muted">
        <Plain standard="Choose any, several or none: nothing is shared of an item with none chosen." plain="Pick any, or none. None means nothing is sent." />
      </p>
      {facetsFor(source).map((facet) => (
        <div key={facet} className="insight-choice">
          <input id={`${name}-${facet}`} type="checkbox" checked={choice.facets.includes(facet)} onChange={() => toggle(facet)} />
          <label htmlFor={`${name}-${facet}`}>
            {FACET_LABELS[facet]}
            {facet === 'completions' ? ` (${source.completions.length})` : facet === 'entries' ? ` (${source.entries.length} since it was prescribed)` : ''}
          </label>
        </div>
      ))}
      {choice.facets.includes('entries') ? (
        <fieldset className="insight-fieldset">
          <legend>Which entries</legend>
          {source.entries.map((entry) => {
            const id = `${name}-entry-${entry.id}`;
            const checked = choice.entryIds.includes(entry.id);
            return (
              <div key={entry.id} className="insight-choice">
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange({ ...choice, entryIds: checked ? choice.entryIds.filter((other) => other !== entry.id) : [...choice.entryIds, entry.id] })}
                />
                <label htmlFor={id}>
                  {formatDateTime(entry.createdAt)}: {summarizeValuesForEntry(source, entry, pick)}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** The return builder: per item, what to share (nothing by default), a preview as the therapist will see it, then send. */
export function ReturnBuilder({ prescriptionId }: { prescriptionId: string }) {
  usePageTitle('Send something back');
  const pick = useCopy();
  const row = useReceivedPrescription(prescriptionId);
  const sources = useReturnSources(row?.prescription ?? null);
  const [choices, setChoices] = useState<Record<string, ItemChoice>>({});
  const [made, setMade] = useState<ClientReturn | null>(null);
  const [emptyTried, setEmptyTried] = useState(false);
  const madeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (made) madeRef.current?.focus();
  }, [made]);

  if (row === undefined || sources === undefined) return <p className="insight-muted">Loading…</p>;
  if (row === null) {
    return (
      <article className="insight-page">
        <h1>Send something back</h1>
        <p>This prescription is not on this device.</p>
        <Link to={paths.journeys}>Back to journeys</Link>
      </article>
    );
  }
  const { prescription } = row;
  const entryTitle = (item: PrescribedItem) => item.title;
  const choiceOf = (itemId: string): ItemChoice => choices[itemId] ?? NO_CHOICE;
  // The zone recorded when the prescription was added (the device's own for a row saved before zones were kept).
  const timeZone = row.timeZone ?? deviceTimeZone();
  // The preview is built from the same function as the return that is sent, so they cannot differ.
  const preview = buildClientReturn({ id: 'preview', prescription, createdAt: new Date().toISOString(), sources, choices, entryTitle, pick, timeZone });

  function make() {
    if (preview.items.length === 0) {
      setEmptyTried(true);
      return;
    }
    setEmptyTried(false);
    // The id is made once per return: importing the same return twice adds nothing.
    setMade(buildClientReturn({ id: crypto.randomUUID(), prescription, createdAt: new Date().toISOString(), sources: sources ?? [], choices, entryTitle, pick, timeZone }));
  }

  return (
    <article className="insight-page return-builder">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.journeys}>Journeys</Link>
        </p>
        <h1>Send something back to {prescription.prescriber.name}</h1>
        <p className="insight-lead">
          <Plain
            standard="You choose what your therapist sees, item by item; nothing is chosen until you choose it. Only what the preview shows leaves this device, and only when you send it yourself. Nothing else about you is ever sent."
            plain="You choose what your therapist sees. Nothing is picked until you pick it. Only what the preview shows is sent, and only when you send it."
          />
        </p>
      </header>
      {made ? (
        <section aria-labelledby="return-made-heading">
          <h2 id="return-made-heading" ref={madeRef} tabIndex={-1}>
            Your return is ready to send
          </h2>
          <ReturnView clientReturn={made} prescription={prescription} side="client" />
          <Suspense fallback={<p className="insight-muted">Loading…</p>}>
            {prescription.inbox ? <SendToTherapist clientReturn={made} prescription={prescription} /> : null}
            {prescription.inbox ? <h3>Other ways to send it: a link, a QR code, a file or a short code</h3> : null}
            <ReturnSend clientReturn={made} />
          </Suspense>
          <button type="button" className="button" onClick={() => setMade(null)}>
            Change what I share
          </button>
        </section>
      ) : (
        <>
          <section aria-labelledby="return-choose-heading">
            <h2 id="return-choose-heading">What to share</h2>
            {sources.map((source) => (
              <ItemChoices key={source.item.id} source={source} choice={choiceOf(source.item.id)} onChange={(choice) => setChoices({ ...choices, [source.item.id]: choice })} />
            ))}
          </section>
          <section aria-labelledby="return-preview-heading">
            <h2 id="return-preview-heading">Preview: exactly what your therapist will see</h2>
            <ReturnView clientReturn={preview} prescription={prescription} side="client" />
          </section>
          <div className="insight-actions">
            <button type="button" className="button button--primary" onClick={make}>
              Make the return
            </button>
            <Link to={paths.journeys}>Cancel</Link>
          </div>
          <p role="status" className="insight-muted">
            {emptyTried && preview.items.length === 0 ? 'Nothing is chosen yet, so there is nothing to send. Choose something above first, or cancel.' : ''}
          </p>
        </>
      )}
    </article>
  );
}
