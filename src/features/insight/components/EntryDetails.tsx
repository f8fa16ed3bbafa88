import type { DescribedField } from '@/domains/tool-entries/describe-values';

/** A saved entry, read back: each answered question and the person's own words, as plain text. */
export function EntryDetails({ described }: { described: readonly DescribedField[] }) {
  if (described.length === 0) return <p className="insight-muted">No answers were filled in.</p>;
  return (
    <dl className="insight-details">
      {described.map((item) => (
        <div key={item.fieldId} className="insight-details__row">
          <dt>{item.label}</dt>
          <dd>
            {item.text !== undefined ? <span className="insight-user-text">{item.text}</span> : null}
            {item.items ? (
              <ul>
                {item.items.map((text, index) => (
                  <li key={index} className="insight-user-text">
                    {text}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.groups ? (
              <ol>
                {item.groups.map((pairs, index) => (
                  <li key={index}>
                    {pairs.map((pair) => (
                      <p key={pair.label} className="insight-details__pair">
                        <span className="insight-details__pair-label">{pair.label}: </span>
                        <span className="insight-user-text">{pair.text}</span>
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
