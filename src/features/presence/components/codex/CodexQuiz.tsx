import { useEffect, useRef, useState } from 'react';
import type { CodexSection } from '@/content/codex';
import { usePlainText } from '@/lib/plain-language';
import { recordQuizResult } from '../../data/codex/record-quiz-result';
import { QuizQuestion } from './QuizQuestion';

interface CodexQuizProps {
  section: CodexSection;
  /** How many times this device has completed this quiz before (undefined while loading): the attempt number. */
  completedBefore: number | undefined;
}

type Phase =
  | { kind: 'ready' }
  | { kind: 'asking'; index: number; startedAt: number; answers: ReadonlyMap<string, boolean> }
  | { kind: 'done'; score: number; total: number; missed: number; saved: boolean };

/**
 * The section's quiz: one question at a time with its explanation, the score at the end, and as many tries as the
 * person likes. Each finished try is recorded (score, total, seconds taken, attempt number); missed questions come
 * back for review.
 */
export function CodexQuiz({ section, completedBefore }: CodexQuizProps) {
  const text = usePlainText();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [saving, setSaving] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const total = section.quiz.length;

  useEffect(() => {
    if (phase.kind === 'done') doneRef.current?.focus();
  }, [phase.kind]);

  function start() {
    setPhase({ kind: 'asking', index: 0, startedAt: Date.now(), answers: new Map() });
  }

  async function finish(answers: ReadonlyMap<string, boolean>, startedAt: number) {
    setSaving(true);
    const result = await recordQuizResult({
      sectionId: section.id,
      answers,
      timeTakenSeconds: (Date.now() - startedAt) / 1000,
      attempts: (completedBefore ?? 0) + 1,
    });
    setSaving(false);
    const score = [...answers.values()].filter(Boolean).length;
    setPhase({ kind: 'done', score, total: answers.size, missed: answers.size - score, saved: result.completion !== null && result.reviewsSaved });
  }

  if (phase.kind === 'ready') {
    return (
      <div className="codex-quiz__start">
        <p>
          {text(
            `${total} short questions about this section. You will see why each answer is right, and you can try as often as you like.`,
            `${total} short questions. You will see the answers. You can try again as many times as you want.`,
          )}
        </p>
        <button type="button" className="button button--primary" onClick={start}>
          {completedBefore ? text('Take the quiz again', 'Try the quiz again') : 'Start the quiz'}
        </button>
      </div>
    );
  }

  if (phase.kind === 'done') {
    return (
      <div className="codex-quiz__done">
        <h3 ref={doneRef} tabIndex={-1} data-testid="codex-quiz-score">
          {`You got ${phase.score} of ${phase.total} right`}
        </h3>
        {phase.missed > 0 ? (
          <p>
            {text(
              `The ${phase.missed === 1 ? 'question you missed' : `${phase.missed} questions you missed`} will come back for a short review in about a day, then after 3 and 7 days.`,
              `You will see the ${phase.missed === 1 ? 'question you missed' : 'questions you missed'} again tomorrow, to help you remember.`,
            )}
          </p>
        ) : (
          <p>{text('Every answer was right.', 'All your answers were right.')}</p>
        )}
        {phase.saved ? null : (
          <p className="codex-error" role="alert">
            {text('This result could not be saved on this device.', 'We could not save this result.')}
          </p>
        )}
        <button type="button" className="button" onClick={start}>
          {text('Try the quiz again', 'Try again')}
        </button>
      </div>
    );
  }

  const question = section.quiz[phase.index];
  if (!question) return null;
  const last = phase.index === total - 1;
  return (
    <QuizQuestion
      key={`${phase.startedAt}-${question.id}`}
      question={question}
      label={`Question ${phase.index + 1} of ${total}`}
      onChecked={(correct) => setPhase({ ...phase, answers: new Map(phase.answers).set(question.id, correct) })}
      after={
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => {
            if (last) void finish(phase.answers, phase.startedAt);
            else setPhase({ ...phase, index: phase.index + 1 });
          }}
        >
          {last ? 'See your score' : 'Next question'}
        </button>
      }
    />
  );
}
