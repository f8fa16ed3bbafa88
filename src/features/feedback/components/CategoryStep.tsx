import type { RefObject } from 'react';
import type { FeedbackCategory } from '@contract/categories';

/** An icon the server gave as a short symbol (an emoji); an icon name meant for another icon set is not shown. */
function displayableIcon(icon: string): string | null {
  const trimmed = icon.trim();
  return trimmed && trimmed.length <= 8 && !/[A-Za-z]/.test(trimmed) ? trimmed : null;
}

interface CategoryStepProps {
  titleId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  categories: readonly FeedbackCategory[];
  onChoose: (categoryId: string) => void;
}

/** Step 1: what the feedback is about. */
export function CategoryStep({ titleId, headingRef, categories, onChoose }: CategoryStepProps) {
  return (
    <>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Share your feedback
      </h2>
      <p className="fb-modal__lead">What would you like to tell us about?</p>
      <ul className="fb-categories">
        {categories.map((category) => {
          const icon = displayableIcon(category.icon);
          return (
            <li key={category.id}>
              <button type="button" className="fb-category" onClick={() => onChoose(category.id)}>
                {icon ? (
                  <span className="fb-category__icon" aria-hidden="true">
                    {icon}
                  </span>
                ) : null}
                <span className="fb-category__text">
                  <span className="fb-category__label">{category.label}</span>
                  {category.description ? (
                    <span className="fb-category__description">{category.description}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
