import { useId, useRef, useState, type FormEvent } from 'react';
import { screenForRisk } from '@contract/risk-screen';
import type { CrisisCountryCode } from '@/content/crisis-lines';
import { pickVariant, Plain, usePlainLanguage } from '@/lib/plain-language';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { spotThinkingTraps, THOUGHT_MAX_CHARS, type SpottedTrap } from '../../lib/ai/thinking-traps';
import { CrisisHelpNotice } from './CrisisHelpNotice';

type Outcome = { kind: 'none' } | { kind: 'crisis'; country: CrisisCountryCode } | { kind: 'traps'; spotted: SpottedTrap[] };

/** Spots thinking traps in one sentence, on the device. Risky words get crisis help first, never a list of traps. */
export function ThinkingTrapsTool() {
  const plainLanguage = usePlainLanguage();
  const fieldId = useId();
  const [thought, setThought] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [empty, setEmpty] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  function look(event: FormEvent) {
    event.preventDefault();
    if (!thought.trim()) {
      setEmpty(true);
      setOutcome(null);
      return;
    }
    setEmpty(false);
    if (screenForRisk(thought).risk) {
      setOutcome({ kind: 'crisis', country: crisisCountryForDevice().code });
      return;
    }
    const spotted = spotThinkingTraps(thought);
    setOutcome(spotted.length > 0 ? { kind: 'traps', spotted } : { kind: 'none' });
    // After React has shown the result: the heading takes focus, so a screen reader reads it next.
    requestAnimationFrame(() => resultHeading.current?.focus());
  }

  return (
    <article className="ai-tool" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>
        <Plain standard="Spot thinking traps" plain="Check a thought" />
      </h3>
      <p>
        <Plain
          standard="Write a thought that is bothering you. This simple tool looks for common thinking traps in your words and offers a question to look at it another way. It runs on this device, sends nothing anywhere, and keeps nothing."
          plain="Write a thought that bothers you. This simple tool looks for common thinking habits and asks a question. It works on this device and keeps nothing."
        />
      </p>
      <form onSubmit={look} noValidate>
        <label htmlFor={fieldId}>
          <Plain standard="Your thought" plain="Your thought" />
        </label>
        <textarea
          id={fieldId}
          value={thought}
          maxLength={THOUGHT_MAX_CHARS}
          rows={3}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${fieldId}-error` : undefined}
          onChange={(event) => setThought(event.target.value)}
        />
        {empty && (
          <p id={`${fieldId}-error`} className="ai-tool__error" role="alert">
            <Plain standard="Write a thought first, then look again." plain="Write a thought first." />
          </p>
        )}
        <button type="submit" className="button button--primary">
          <Plain standard="Look for thinking traps" plain="Check my thought" />
        </button>
      </form>
      {outcome?.kind === 'crisis' && <CrisisHelpNotice country={outcome.country} />}
      {outcome && outcome.kind !== 'crisis' && (
        <div className="ai-tool__result">
          <h4 ref={resultHeading} tabIndex={-1}>
            {outcome.kind === 'none' ? (
              <Plain standard="No common thinking trap found" plain="No thinking habit found" />
            ) : (
              <Plain standard="Some patterns that might be there" plain="Some habits that might be there" />
            )}
          </h4>
          {outcome.kind === 'none' ? (
            <p>
              <Plain
                standard="This simple tool only knows some common phrasings, so it may miss things. A thought can be painful without being a trap: it may help to ask what you would say to a friend who had this thought."
                plain="This tool only knows some ways of saying things. It may miss some. What would you say to a friend with this thought?"
              />
            </p>
          ) : (
            <ul className="ai-tool__traps">
              {outcome.spotted.map(({ trap, words }) => (
                <li key={trap.id}>
                  <h5>{pickVariant(trap.name, plainLanguage)}</h5>
                  <p className="ai-tool__quote">
                    <Plain standard="In your words: " plain="You wrote: " />“{words}”
                  </p>
                  <p>{pickVariant(trap.explanation, plainLanguage)}</p>
                  <p className="ai-tool__question">{pickVariant(trap.question, plainLanguage)}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}
