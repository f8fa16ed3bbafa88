import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormStep } from '@/content/insight/types';
import type { InsightFieldValue, InsightValues } from '@/db/types';
import { useCopy } from '../../hooks/use-copy';
import { useStartInView } from '../../hooks/use-start-in-view';
import { cleanValues, initialValues, validateFields, type FieldError } from '../../lib/form-values';
import { FieldInput } from './FieldInput';
import { fieldDomId } from './field-text';

interface StepFormProps {
  steps: readonly FormStep[];
  /** Answers saved before, when editing. */
  saved?: InsightValues;
  submitLabel: string;
  /** Resolves true once saved; false shows a calm "not saved" message and keeps everything typed. */
  onSubmit: (values: InsightValues) => Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
  idPrefix: string;
  /** The order of a choice field's groups, from the answers so far (the mood check-in's quadrants). */
  groupOrderFor?: (fieldId: string, values: InsightValues) => readonly string[] | undefined;
  /** Shown under a step's fields (the drawing of an activity, for example). */
  renderExtra?: (values: InsightValues) => ReactNode;
  /** Fields to hide given the answers so far (the worry tree's branches). */
  hiddenFields?: (values: InsightValues) => readonly string[];
  /** Started "right now" from a one-tap link: the form scrolls into view as it opens, focus on its first heading. */
  startInView?: boolean;
}

/**
 * A form in steps: one step's fields at a time, with Back and Next, checking required answers before moving on.
 * Single-step forms show only the save button. Focus moves to each new step's heading.
 */
export function StepForm({
  steps,
  saved,
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  idPrefix,
  groupOrderFor,
  renderExtra,
  hiddenFields,
  startInView = false,
}: StepFormProps) {
  const pick = useCopy();
  const allFields = steps.flatMap((step) => step.fields);
  const [values, setValues] = useState<InsightValues>(() => initialValues(allFields, saved));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [state, setState] = useState<'editing' | 'saving' | 'failed'>('editing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useStartInView(startInView, formRef, headingRef);
  const movedRef = useRef(false);
  const step = steps[stepIndex] ?? steps[0];

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [stepIndex]);

  if (!step) return null;
  const hidden = new Set(hiddenFields?.(values) ?? []);
  const visibleFields = (fields: FormStep['fields']) => fields.filter((field) => !hidden.has(field.id));

  function setValue(fieldId: string, value: InsightFieldValue) {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors((current) => current.filter((error) => error.fieldId !== fieldId));
  }

  function showErrors(found: FieldError[]) {
    setErrors(found);
    const first = found[0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(fieldDomId(idPrefix, first.fieldId, first.item, first.subFieldId))?.focus());
    }
  }

  function goTo(index: number) {
    movedRef.current = true;
    setErrors([]);
    setStepIndex(index);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    const stepErrors = validateFields(visibleFields(step.fields), values);
    if (stepErrors.length > 0) return showErrors(stepErrors);
    if (stepIndex < steps.length - 1) return goTo(stepIndex + 1);
    // Editing can skip around; check every step before saving.
    const earlier = steps.findIndex((candidate) => validateFields(visibleFields(candidate.fields), values).length > 0);
    if (earlier >= 0 && earlier !== stepIndex) {
      goTo(earlier);
      return;
    }
    setState('saving');
    const ok = await onSubmit(cleanValues(visibleFields(allFields), values));
    setState(ok ? 'editing' : 'failed');
  }

  const last = stepIndex === steps.length - 1;
  return (
    <form className="insight-form insight-start-in-view" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      {steps.length > 1 ? (
        <p className="insight-form__progress">
          Step {stepIndex + 1} of {steps.length}
        </p>
      ) : null}
      <h2 className="insight-form__title" ref={headingRef} tabIndex={-1}>
        {pick(step.title)}
      </h2>
      {step.body ? <p className="insight-form__body">{pick(step.body)}</p> : null}
      {visibleFields(step.fields).map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          value={values[field.id]}
          onChange={(value) => setValue(field.id, value)}
          idPrefix={idPrefix}
          errors={errors.filter((error) => error.fieldId === field.id)}
          groupOrder={groupOrderFor?.(field.id, values)}
        />
      ))}
      {renderExtra?.(values)}
      {errors.length > 0 ? (
        <p className="insight-form__problem" role="alert">
          Some answers are needed before you go on. They are marked above.
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="insight-form__problem" role="alert">
          This could not be saved on this device. What you wrote is still here; please try again.
        </p>
      ) : null}
      <div className="insight-actions">
        {stepIndex > 0 ? (
          <button type="button" className="button" onClick={() => goTo(stepIndex - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={state === 'saving'}>
          {last ? (state === 'saving' ? 'Saving…' : submitLabel) : 'Next'}
        </button>
        {onCancel ? (
          <button type="button" className="button insight-button--quiet" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
