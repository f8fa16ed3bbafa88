import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CodexQuizQuestion, CodexSection } from '@/content/codex';
import type { CodexReviewRow } from '@/db/codex-types';
import { paths } from '@/lib/paths';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { saveReviewAnswers } from '../../data/codex/save-review-answers';
import { useDueReviews } from '../../data/codex/list-due-reviews';
import { QuizQuestion } from './QuizQuestion';

interface DueItem {
  row: CodexReviewRow;
  section: CodexSection;
  question: CodexQuizQuestion;
}

/** Cards whose section and question still exist in the content (an old card for removed content is left alone). */
function toItems(rows: readonly CodexReviewRow[], sections: readonly CodexSection[]): DueItem[] {
  return rows.flatMap((row) => {
    const section = sections.find((candidate) => candidate.id === row.sectionId);
    const question = section?.quiz.find((candidate) => candidate.id === row.questionId);
    return section && question ? [{ row, section, question }] : [];
  });
}

/**
 * "Due for review": questions missed in a quiz, back when their card is due. An answered question stays on screen
 * with its explanation (its card has already moved on) until the person goes on.
 */
export function DueReviews({ sections, hydrated }: { sections: readonly CodexSection[]; hydrated: boolean }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const due = useDueReviews();
  const [held, setHeld] = useState<readonly DueItem[]>([]);
  const [failed, setFailed] = useState(false);
  // After "Done", focus goes to the line that says how many are left, instead of being lost with the question.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);

  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [held]);

  if (!hydrated || due === undefined) {
    return <p className="codex-hint">{text('Looking for questions due for review…', 'Checking for questions to review…')}</p>;
  }
  const fresh = toItems(due, sections).filter((item) => !held.some((kept) => kept.row.id === item.row.id));
  const items = [...held, ...fresh];
  if (items.length === 0) {
    return (
      <p ref={statusRef} tabIndex={-1} data-testid="codex-no-reviews">
        {text(
          'Nothing is due for review. Questions you miss in a quiz come back here after about a day.',
          'Nothing to review now. Questions you miss in a quiz come back here the next day.',
        )}
      </p>
    );
  }

  async function answer(item: DueItem, correct: boolean) {
    setHeld((current) => [...current, item]);
    const saved = await saveReviewAnswers([{ sectionId: item.section.id, questionId: item.question.id, correct }]);
    setFailed(saved === null);
  }

  return (
    <>
      <p ref={statusRef} tabIndex={-1}>
        {text(`${fresh.length} due now.`, `${fresh.length} to review now.`)}
      </p>
      {failed ? (
        <p className="codex-error" role="alert">
          {text('Your answer could not be saved on this device; the question will stay due.', 'We could not save your answer. The question will stay here.')}
        </p>
      ) : null}
      <ol className="codex-reviews" data-testid="codex-due-reviews">
        {items.map((item) => (
          <li key={item.row.id} className="codex-review">
            <p className="codex-review__from">
              From{' '}
              <Link to={paths.codexSection(item.section.id)}>{pickVariant(item.section.title, plain)}</Link>
            </p>
            <QuizQuestion
              question={item.question}
              onChecked={(correct) => void answer(item, correct)}
              after={
                <>
                  <p>
                    {text(
                      'It will come back later, sooner if you missed it.',
                      'You will see it again later.',
                    )}
                  </p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      focusStatus.current = true;
                      setHeld((current) => current.filter((kept) => kept.row.id !== item.row.id));
                    }}
                  >
                    {text('Done with this question', 'Done')}
                  </button>
                </>
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}
