import type { ClientReturn, Prescription, ReturnedItem } from '@contract/prescription-schemas';
import { describeFlags } from '@/content/insight/measure-flags';
import { Plain } from '@/lib/plain-language';
import { formatDateTime } from '@/lib/format';
import '@/domains/prescriptions/components/prescriptions.css';
import './returns.css';

interface ReturnViewProps {
  /** Whose screen: the client's own (made, not yet sent) or the therapist's (sent by the client). */
  side?: 'client' | 'therapist';
  clientReturn: ClientReturn;
  /** The prescription the return answers, to name its items; without it items are named by their ids. */
  prescription?: Prescription;
}

function hasAnything(item: ReturnedItem | undefined): boolean {
  if (!item) return false;
  return Boolean(item.completions?.length || item.scores?.length || item.entries?.length);
}

function formatScore(value: number, max: number | undefined): string {
  return max === undefined ? String(value) : `${value} out of ${max}`;
}

/**
 * A return exactly as the therapist sees it (the client's preview uses this same component): per item, the
 * completions as dates, the check-in scores, the chosen entries as text, and an honest line for each item the client
 * shared nothing about. Every text is rendered as text, never as HTML.
 */
export function ReturnView({ clientReturn, prescription, side = 'therapist' }: ReturnViewProps) {
  const returned = new Map(clientReturn.items.map((item) => [item.itemId, item]));
  // The prescription's order first, then anything the return names that the prescription does not (an older copy).
  // A return made only to send the safety plan (from the forge) names no item: it lists none as "nothing shared".
  const planOnly = clientReturn.items.length === 0 && clientReturn.safetyPlan !== undefined;
  const itemIds = planOnly
    ? []
    : [
        ...(prescription?.items.map((item) => item.id) ?? []),
        ...clientReturn.items.map((item) => item.itemId).filter((id) => !prescription?.items.some((item) => item.id === id)),
      ];
  const titles = new Map(prescription?.items.map((item) => [item.id, item.title]));

  return (
    <div className="return-view">
      <p className="return-view__meta">
        {/* On the client's own screen nothing is sent yet: the send section says when it was (issue 28). */}
        {side === 'client' ? <Plain standard="Made on " plain="Made on " /> : <Plain standard="Sent by the client on " plain="Sent on " />}
        {formatDateTime(clientReturn.createdAt)}.
      </p>
      {itemIds.length > 0 ? (
        <ul className="return-view__items">
          {itemIds.map((itemId) => {
            const item = returned.get(itemId);
            return (
              <li key={itemId} className="return-view__item">
                <p className="return-view__title">{titles.get(itemId) ?? `Item ${itemId}`}</p>
                {!item || !hasAnything(item) ? (
                  <p className="return-view__nothing">
                    <Plain standard="Nothing was shared for this item." plain="Nothing shared for this one." />
                  </p>
                ) : (
                  <>
                    {item.completions?.length ? (
                      <div>
                        <p className="return-view__label">
                          {item.completions.length === 1 ? 'Marked done once' : `Marked done ${item.completions.length} times`}
                        </p>
                        <ul className="return-view__list">
                          {item.completions.map((at, index) => (
                            <li key={`${at}-${index}`}>{formatDateTime(at)}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {item.scores?.length ? (
                      <div>
                        <p className="return-view__label">Check-in scores</p>
                        <ul className="return-view__list">
                          {item.scores.map((score, index) => (
                            <li key={`${score.at}-${score.label}-${index}`}>
                              {formatDateTime(score.at)}: {score.label} {formatScore(score.value, score.max)}
                              {score.flags?.length ? <strong className="return-view__flag"> · {describeFlags(score.flags)}</strong> : null}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {item.entries?.length ? (
                      <div>
                        <p className="return-view__label">{item.entries.length === 1 ? 'One entry' : `${item.entries.length} entries`}</p>
                        {item.entries.map((entry, index) => (
                          <div key={`${entry.at}-${index}`} className="return-view__entry">
                            <p className="return-view__entry-title">
                              {entry.title} ({formatDateTime(entry.at)})
                            </p>
                            {entry.flags?.length ? (
                              <p className="return-view__flag">
                                <strong>{describeFlags(entry.flags)}</strong>
                              </p>
                            ) : null}
                            <p className="return-view__entry-body">{entry.body}</p>
                          </div>
                        ))}
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {clientReturn.safetyPlan ? (
        <section className="return-view__item return-view__plan" aria-label="Their safety plan">
          <p className="return-view__title">Their safety plan</p>
          <p className="return-view__label">Last changed {formatDateTime(clientReturn.safetyPlan.updatedAt)}</p>
          <p className="return-view__entry-body">{clientReturn.safetyPlan.body}</p>
        </section>
      ) : null}
    </div>
  );
}
