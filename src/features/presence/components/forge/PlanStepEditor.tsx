import { useId, useRef, useState, type FormEvent } from 'react';
import type { PlanStep } from '@/domains/safety-plan/model';
import { presetsFor } from '@/domains/safety-plan/presets';
import { usePlainText } from '@/lib/plain-language';
import { useCopy } from '@/components/ui/use-copy';
import { addItem, itemLimits, presetIndex, type AddResult, type StepItem } from '../../lib/forge/step-items';

interface PlanStepEditorProps {
  step: PlanStep;
  items: StepItem[];
  onChange: (items: StepItem[]) => void;
}

function problemText(problem: Exclude<AddResult, { ok: true }>['problem'], max: number, textMax: number): string {
  switch (problem) {
    case 'empty':
      return 'Write something first, then add it.';
    case 'duplicate':
      return 'That is already on your list.';
    case 'full':
      return `This step holds up to ${max}. Remove one to add another.`;
    case 'too-long':
      return `Please keep it under ${textMax} characters.`;
  }
}

/**
 * One step of the plan: presets to tick, the person's own words to add, and the list as it will be saved, each item
 * editable and removable (contacts with a phone). Nothing is saved here: the wizard saves the step as a whole.
 */
export function PlanStepEditor({ step, items, onChange }: PlanStepEditorProps) {
  const pick = useCopy();
  const text = usePlainText();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const draftRef = useRef<HTMLInputElement>(null);
  const { field } = step;
  const contacts = field.kind === 'repeater';
  const limits = itemLimits(step);
  const presets = presetsFor(step.step.id);
  const itemLabel = pick(field.itemLabel);

  function add(value: string) {
    const result = addItem(step, items, value);
    if (!result.ok) {
      setProblem(problemText(result.problem, field.maxItems, limits.text));
      return false;
    }
    setProblem(null);
    onChange(result.items);
    return true;
  }

  function togglePreset(label: string, index: number) {
    if (index >= 0) {
      setProblem(null);
      onChange(items.filter((_, other) => other !== index));
    } else {
      add(label);
    }
  }

  function submitDraft(event: FormEvent) {
    event.preventDefault();
    if (add(draft)) setDraft('');
    draftRef.current?.focus();
  }

  function change(index: number, patch: Partial<StepItem>) {
    onChange(items.map((item, other) => (other === index ? { ...item, ...patch } : item)));
  }

  return (
    <div className="forge-step-editor">
      {presets.length > 0 ? (
        <fieldset className="forge-fieldset">
          <legend>{text('Choose any that fit you', 'Pick any that fit you')}</legend>
          <div className="forge-presets">
            {presets.map((preset, presetNumber) => {
              const label = pick(preset);
              const index = presetIndex(items, preset);
              const inputId = `${id}-preset-${presetNumber}`;
              return (
                <div key={preset.standard} className="forge-preset">
                  <input id={inputId} type="checkbox" checked={index >= 0} onChange={() => togglePreset(label, index)} />
                  <label htmlFor={inputId}>{label}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <form className="forge-add" onSubmit={submitDraft} noValidate>
        <label htmlFor={`${id}-draft`}>{text('Add in your own words', 'Add your own')}</label>
        <div className="forge-add__row">
          <input
            id={`${id}-draft`}
            ref={draftRef}
            type="text"
            value={draft}
            maxLength={limits.text}
            autoComplete="off"
            aria-describedby={`${id}-problem`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button">
            Add
          </button>
        </div>
        <p id={`${id}-problem`} className="forge-problem" role="status">
          {problem ?? ''}
        </p>
      </form>

      <section aria-labelledby={`${id}-list`} className="forge-items">
        <h3 id={`${id}-list`}>{text('On my plan for this step', 'On my plan')}</h3>
        {items.length === 0 ? (
          <p className="forge-muted">{text('Nothing yet. Tick one above or add your own.', 'Nothing yet.')}</p>
        ) : (
          <ol className="forge-items__list">
            {items.map((item, index) => {
              const number = index + 1;
              return (
                <li key={index} className="forge-item">
                  <div className="forge-item__field">
                    <label htmlFor={`${id}-item-${index}`}>
                      {itemLabel} {number}
                    </label>
                    <input
                      id={`${id}-item-${index}`}
                      type="text"
                      value={item.text}
                      maxLength={limits.text}
                      autoComplete="off"
                      onChange={(event) => change(index, { text: event.target.value })}
                    />
                  </div>
                  {contacts ? (
                    <div className="forge-item__field">
                      <label htmlFor={`${id}-phone-${index}`}>
                        {text('Phone (optional)', 'Phone (you can skip this)')} for {itemLabel.toLowerCase()} {number}
                      </label>
                      <input
                        id={`${id}-phone-${index}`}
                        type="tel"
                        value={item.phone}
                        maxLength={limits.phone}
                        autoComplete="off"
                        onChange={(event) => change(index, { phone: event.target.value })}
                      />
                    </div>
                  ) : null}
                  <button
                    type="button"
                    className="button forge-item__remove"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${number}${item.text.trim() ? `: ${item.text.trim()}` : ''}`}
                    onClick={() => onChange(items.filter((_, other) => other !== index))}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
