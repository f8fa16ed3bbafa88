import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CodexQuizQuestion } from '@/content/codex';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';

interface QuizQuestionProps {
  question: CodexQuizQuestion;
  /** Shown above the prompt, e.g. "Question 2 of 4". */
  label?: string;
  onChecked: (correct: boolean) => void;
  /** What follows once the answer is checked (a "Next question" button). */
  after?: ReactNode;
}

/**
 * One multiple-choice question: choose, check, read why. After checking, the choices are locked and focus moves to
 * the result, so a screen reader hears whether it was right and the explanation.
 */
export function QuizQuestion({ question, label, onChecked, after }: QuizQuestionProps) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const id = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (checked) resultRef.current?.focus();
  }, [checked]);

  const correct = selected === question.answer;
  const rightOption = question.options.find((option) => option.id === question.answer);

  function check() {
    if (selected === null) {
      setError(true);
      return;
    }
    setChecked(true);
    onChecked(correct);
  }

  return (
    <div className="codex-question">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          {label ? <span className="codex-question__label">{label}</span> : null}
          <span className="codex-question__prompt">{pickVariant(question.prompt, plain)}</span>
        </legend>
        {question.options.map((option) => (
          <label key={option.id} className="codex-option">
            <input
              type="radio"
              name={`${id}-answer`}
              value={option.id}
              checked={selected === option.id}
              disabled={checked}
              onChange={() => {
                setSelected(option.id);
                setError(false);
              }}
            />
            <span>{pickVariant(option.text, plain)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="codex-error" role="alert">
          {text('Choose an answer first.', 'Pick an answer first.')}
        </p>
      ) : null}
      {checked ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          className={`codex-result ${correct ? 'codex-result--right' : 'codex-result--missed'}`}
          data-testid="codex-answer-result"
        >
          <p className="codex-result__verdict">
            {correct
              ? text('That’s right.', 'Yes, that’s right.')
              : text(
                  `Not quite. The answer is: ${rightOption ? pickVariant(rightOption.text, plain) : ''}`,
                  `Not this time. The answer is: ${rightOption ? pickVariant(rightOption.text, plain) : ''}`,
                )}
          </p>
          <p>{pickVariant(question.explanation, plain)}</p>
          {after}
        </div>
      ) : (
        <button type="button" className="button button--primary" onClick={check}>
          {text('Check answer', 'Check')}
        </button>
      )}
    </div>
  );
}
