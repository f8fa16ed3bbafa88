import { useEffect, useRef, useState } from 'react';
import { groupWords } from '../lib/device-name-guess';

interface RecoveryCodeOnceProps {
  words: readonly string[];
  onDone: () => void;
}

/**
 * The recovery code, shown this once: four groups of three numbered words, a Print button (the print stylesheet shows
 * only the code), and a box to tick before Done, because the words are not kept anywhere to show again.
 */
export function RecoveryCodeOnce({ words, onDone }: RecoveryCodeOnceProps) {
  const [kept, setKept] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);

  // The screen changed under the person's button: focus goes to the new heading, so a screen reader starts here.
  useEffect(() => headingRef.current?.focus(), []);

  function done() {
    if (!kept) {
      setProblem('Recovery code: please tick "I have written down or printed my recovery code" first. It will not be shown again.');
      boxRef.current?.focus();
      return;
    }
    onDone();
  }

  return (
    <div className="e2e-recovery">
      <h3 ref={headingRef} tabIndex={-1}>
        Your recovery code
      </h3>
      <p>
        Sync and backup is on. Please write these 12 words down, in order, or print them, and keep them somewhere safe.
        If you lose every device, they are the only way to bring your data back. This is the only time they will be shown.
      </p>
      <div className="e2e-recovery__print">
        <p className="e2e-recovery__print-title">Better Minds recovery code</p>
        <ol className="e2e-recovery__groups" aria-label="Recovery code, 12 words">
          {groupWords(words).map((group) => (
            <li key={group[0]?.number} className="e2e-recovery__group">
              <ol className="e2e-recovery__words" start={group[0]?.number}>
                {group.map(({ number, word }) => (
                  <li key={number}>
                    <span className="e2e-recovery__number" aria-hidden="true">
                      {number}.
                    </span>{' '}
                    <span className="e2e-recovery__word">{word}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
      <div className="e2e-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className="e2e-check">
        <input
          ref={boxRef}
          id="e2e-recovery-kept"
          type="checkbox"
          checked={kept}
          required
          aria-describedby={problem === null ? undefined : 'e2e-recovery-problem'}
          onChange={(event) => {
            setKept(event.target.checked);
            if (event.target.checked) setProblem(null);
          }}
        />
        <label htmlFor="e2e-recovery-kept">I have written down or printed my recovery code</label>
      </div>
      {problem === null ? null : (
        <p id="e2e-recovery-problem" role="alert" className="e2e-field__error">
          {problem}
        </p>
      )}
      <div className="e2e-actions">
        <button type="button" className="button button--primary" onClick={done}>
          Done
        </button>
      </div>
    </div>
  );
}
