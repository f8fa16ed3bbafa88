import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { FeedbackCategory } from '@contract/categories';
import { paths } from '@/lib/paths';
import { loadCategories } from '../data/load-categories';
import type { FeedbackSubmission } from '../lib/submission';
import { CategoryStep } from './CategoryStep';
import { FormStep } from './FormStep';
import { ThankYouStep } from './ThankYouStep';
import '../styles/feedback-modal.css';

export interface FeedbackModalProps {
  onClose: () => void;
  /** Called once the submission is saved (and queued for the server). */
  onSubmitted?: (submission: FeedbackSubmission) => void;
  /** Open straight on this category's form, once the categories have loaded. */
  initialCategory?: string;
  /** The page the feedback is about, as it was when the form was opened. */
  page: { pathname: string; search: string; title: string };
}

type Step =
  | { name: 'category' }
  | { name: 'form'; categoryId: string }
  | { name: 'success'; submission: FeedbackSubmission; category: FeedbackCategory };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The three-step feedback dialog (spec sections 2 and 4): choose a category, fill in its form, thank you. A native
 * modal dialog, labelled by its step's heading; Tab and Shift+Tab stay inside it, Escape and the close button close
 * it at every step, and the widget returns focus to where it was.
 */
export function FeedbackModal({ onClose, onSubmitted, initialCategory, page }: FeedbackModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [categories, setCategories] = useState<FeedbackCategory[] | null>(null);
  const [step, setStep] = useState<Step>({ name: 'category' });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadCategories().then(({ categories: loaded }) => {
      if (cancelled) return;
      setCategories(loaded);
      if (initialCategory) setStep({ name: 'form', categoryId: initialCategory });
    });
    return () => {
      cancelled = true;
    };
  }, [initialCategory]);

  // Each step starts at its heading, so a screen reader reads where the person now is.
  const stepKey = step.name === 'form' ? `form:${step.categoryId}` : step.name;
  const loaded = categories !== null;
  useEffect(() => {
    headingRef.current?.focus();
  }, [stepKey, loaded]);

  const trapFocus = useCallback((event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === headingRef.current || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  const selected =
    step.name === 'form' && categories ? categories.find((category) => category.id === step.categoryId) : undefined;

  let body;
  if (categories === null) {
    body = (
      <>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          Share your feedback
        </h2>
        <p role="status">Loading...</p>
      </>
    );
  } else if (step.name === 'category') {
    body = (
      <CategoryStep
        titleId={titleId}
        headingRef={headingRef}
        categories={categories}
        onChoose={(categoryId) => setStep({ name: 'form', categoryId })}
      />
    );
  } else if (step.name === 'form' && !selected) {
    body = (
      <>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          Category not found
        </h2>
        <p>That kind of feedback is not on our list. Go back and choose the one closest to what you want to say.</p>
        <div className="fb-modal__actions">
          <button type="button" className="button button--primary" onClick={() => setStep({ name: 'category' })}>
            Go back
          </button>
        </div>
      </>
    );
  } else if (step.name === 'form' && selected) {
    body = (
      <FormStep
        titleId={titleId}
        headingRef={headingRef}
        category={selected}
        page={page}
        onBack={() => setStep({ name: 'category' })}
        onSubmitted={(submission) => {
          onSubmitted?.(submission);
          setStep({ name: 'success', submission, category: selected });
        }}
      />
    );
  } else if (step.name === 'success') {
    body = (
      <ThankYouStep
        titleId={titleId}
        headingRef={headingRef}
        submission={step.submission}
        category={step.category}
        onContinue={onClose}
      />
    );
  }

  const stepNumber = step.name === 'category' ? 1 : step.name === 'form' ? 2 : 3;

  return (
    <dialog
      ref={dialogRef}
      className="fb-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapFocus}
    >
      <div className="fb-modal__top">
        <p className="fb-modal__step">Step {stepNumber} of 3</p>
        <button type="button" className="fb-modal__close" aria-label="Close feedback" onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {body}
      {step.name !== 'success' ? (
        <div className="fb-modal__notes">
          <p>
            <strong>Feedback is anonymous.</strong> We never ask for your name or email, so please leave out anything
            that could identify you or someone else.
          </p>
          <p>
            This form is not watched around the clock. If you need help now,{' '}
            <Link to={paths.crisisHelp} onClick={onClose}>
              go to crisis help
            </Link>
            .
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
