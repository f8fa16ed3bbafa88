import { ERASED_KINDS, ERASED_LABELS, type ErasedKind } from '@contract/erase-schemas';

/** `feedback.2,screenshots.1` (the address's `erased` parameter, counts only) as the kinds and counts it names. */
function parseErased(param: string | null): [ErasedKind, number][] {
  if (!param) return [];
  return param.split(',').flatMap((part) => {
    const [kind, count] = part.split('.');
    const known = ERASED_KINDS.find((candidate) => candidate === kind);
    const value = Number(count);
    return known && Number.isInteger(value) && value > 0 ? [[known, value] as [ErasedKind, number]] : [];
  });
}

/**
 * What "delete everything" erased on the site's server, listed after the page reloads from the emptied device
 * (the counts travel in the address, since nothing on the device survives the erase).
 */
export function ErasedSummary({ param }: { param: string | null }) {
  const erased = parseErased(param);
  if (erased.length === 0) return null;
  return (
    <div className="insight-callout" role="status" aria-label="Erased on the server">
      <p>Also erased on this site’s server:</p>
      <ul>
        {erased.map(([kind, count]) => (
          <li key={kind}>
            {count} {ERASED_LABELS[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
