import { useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FeedbackCategory } from '@contract/categories';
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { collectMetadata } from '../data/collect-metadata';
import { submitFeedback, submissionErrorMessage } from '../data/submit-feedback';
import { initialValues, validateForm, visibleFields, type FormValues } from '../lib/form';
import { extensionFor } from '../lib/redaction';
import { buildSubmission, detectModule, pageContextFrom, type FeedbackSubmission } from '../lib/submission';
import { FormFieldInput } from './FormFieldInput';
import { ScreenshotField, type ScreenshotState } from './ScreenshotField';

interface FormStepProps {
  titleId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  category: FeedbackCategory;
  page: { pathname: string; search: string; title: string };
  onBack: () => void;
  onSubmitted: (submission: FeedbackSubmission) => void;
}

/** The context box: what is sent about the page, shown before it is sent. */
function ContextBox({ page }: { page: ReturnType<typeof pageContextFrom> }) {
  const headingId = useId();
  const params = Object.entries(page.urlParams);
  return (
    <section className="fb-context" aria-labelledby={headingId}>
      <h3 id={headingId}>Sent with your feedback</h3>
      <dl className="fb-context__list">
        <div>
          <dt>Page</dt>
          <dd>{page.page}</dd>
        </div>
        <div>
          <dt>Title</dt>
          <dd>{page.title || 'None'}</dd>
        </div>
        <div>
          <dt>URL parameters</dt>
          <dd>
            {params.length === 0 ? (
              'None'
            ) : (
              <ul className="fb-context__params">
                {params.map(([key, value]) => (
                  <li key={key}>
                    {key} = {value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <p className="fb-context__more">
        Also sent: your browser and screen size, the accessibility settings you use, the pages you visited in this
        session and how fast they loaded. This helps us understand what happened. Nothing you wrote elsewhere in
        Better Minds is sent.
      </p>
    </section>
  );
}

/** Step 2: the category's form, the context box, an optional screenshot, Back and Submit Feedback. */
export function FormStep({ titleId, headingRef, category, page, onBack, onSubmitted }: FormStepProps) {
  const fields = category.form_schema.fields;
  const pageContext = useMemo(() => pageContextFrom({ pathname: page.pathname, search: page.search }, page.title), [page]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, detectModule(page.pathname)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [screenshot, setScreenshot] = useState<ScreenshotState>({ status: 'none' });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const shown = visibleFields(fields, values);

  const setValue = (id: string, value: string | number | undefined) => {
    setValues((current) => {
      const next = { ...current };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
    if (errors[id]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[id];
        return next;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitError(null);
    const found = validateForm(fields, values);
    setErrors(found);
    const firstInvalid = shown.find((field) => found[field.id]);
    if (firstInvalid) {
      const wrapper = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []).find(
        (element) => element.dataset.field === firstInvalid.id,
      );
      wrapper?.querySelector<HTMLElement>('input, select, textarea')?.focus();
      return;
    }
    if (screenshot.status === 'editing') {
      setSubmitError('Your screenshot is not attached yet. Choose Attach screenshot, or Remove it to send without it.');
      return;
    }
    if (screenshot.status === 'preparing') {
      setSubmitError('Your screenshot is still being prepared. Please wait a moment, then send.');
      return;
    }
    setSubmitting(true);
    try {
      const submission = buildSubmission({
        id: crypto.randomUUID(),
        // The feedback id, never the session id Supabase rows carry (admins see this one).
        sessionId: (await ensureFeedbackIdentity()).id,
        category,
        values,
        // Filled in by the replayer once the screenshot is uploaded: it is saved with the submission below.
        attachments: [],
        page: pageContext,
        metadata: await collectMetadata(),
        now: new Date(),
      });
      const screenshots =
        screenshot.status === 'attached'
          ? [{ name: `screenshot.${extensionFor(screenshot.image.type)}`, type: screenshot.image.type, bytes: await screenshot.image.arrayBuffer() }]
          : [];
      await submitFeedback(submission, new Date(), screenshots);
      onSubmitted(submission);
    } catch (error) {
      setSubmitError(submissionErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {category.label}
      </h2>
      {category.description ? <p className="fb-modal__lead">{category.description}</p> : null}
      <form ref={formRef} className="fb-form" noValidate onSubmit={(event) => void submit(event)}>
        {shown.map((field) => (
          <FormFieldInput
            key={field.id}
            field={field}
            value={values[field.id]}
            error={errors[field.id]}
            onChange={(value) => setValue(field.id, value)}
          />
        ))}
        <ContextBox page={pageContext} />
        <ScreenshotField state={screenshot} onChange={setScreenshot} />
        {submitError ? (
          <p className="fb-form__error" role="alert">
            {submitError}
          </p>
        ) : null}
        <div className="fb-modal__actions">
          <button type="button" className="button" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="button button--primary" aria-disabled={submitting || undefined}>
            {submitting ? 'Sending...' : 'Submit Feedback'}
          </button>
        </div>
      </form>
    </>
  );
}
