import { PRESCRIBABLE_KINDS, type PrescribableKind } from '@contract/prescription-schemas';
import type { AgeTier } from '@/db/types';
import { usePlainText } from '@/lib/plain-language';
import { KIND_LABELS, prescribableContent } from '../data/prescribable-content';
import type { DraftProblems, ItemDraft, PatternType } from '../data/prescription-draft';

const PATTERNS: { value: PatternType; label: string }[] = [
  { value: 'once', label: 'Once' },
  { value: 'daily', label: 'Every day' },
  { value: 'weekdays', label: 'Weekdays (Monday to Friday)' },
  { value: 'days-of-week', label: 'Chosen days of the week' },
  { value: 'every-n-days', label: 'Every N days' },
];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIER_LABELS: Record<AgeTier, string> = { adult: 'Adult', teen: 'Teen', child: 'Child' };

interface ItemEditorProps {
  item: ItemDraft;
  index: number;
  problems: DraftProblems;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}

/** One prescribed item: what, with which rhythm (and window and dates), and a note. Errors sit under their field. */
export function ItemEditor({ item, index, problems, onChange, onRemove }: ItemEditorProps) {
  const text = usePlainText();
  const base = `sc-item-${item.key}`;
  const options = prescribableContent[item.kind];
  const tiers = prescribableContent.flow.find((flow) => flow.id === item.contentId)?.ageTiers ?? [];
  const set = (changes: Partial<ItemDraft>) => onChange({ ...item, ...changes });
  const problem = (path: string) => problems[`items.${index}.${path}`];

  function field(path: string, id: string) {
    const message = problem(path);
    return {
      id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
    } as const;
  }
  function errorFor(path: string, id: string) {
    const message = problem(path);
    return message ? (
      <p id={`${id}-error`} className="sc-error">
        {message}
      </p>
    ) : null;
  }

  const windowMessage = problem('rhythm.window') ?? problem('rhythm.window.from') ?? problem('rhythm.window.to');
  return (
    <fieldset className="sc-fieldset" data-testid="prescribed-item">
      <legend>{text(`Item ${index + 1}`, `Item ${index + 1}`)}</legend>
      <div className="sc-field">
        <label htmlFor={`${base}-kind`}>{text('Kind', 'Kind')}</label>
        <select
          id={`${base}-kind`}
          value={item.kind}
          onChange={(event) => {
            const kind = event.target.value as PrescribableKind;
            set({ kind, contentId: prescribableContent[kind][0]?.id ?? '' });
          }}
        >
          {PRESCRIBABLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="sc-field">
        <label htmlFor={`${base}-content`}>{text('What to prescribe', 'What to do')}</label>
        <select {...field('contentId', `${base}-content`)} value={item.contentId} onChange={(event) => set({ contentId: event.target.value })}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
        {errorFor('contentId', `${base}-content`)}
      </div>
      {item.kind === 'flow' && tiers.length > 0 ? (
        <div className="sc-field">
          <label htmlFor={`${base}-tier`}>{text('Age tier', 'Age group')}</label>
          <select id={`${base}-tier`} value={item.ageTier} onChange={(event) => set({ ageTier: event.target.value as AgeTier })}>
            {tiers.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="sc-field">
        <label htmlFor={`${base}-pattern`}>{text('Rhythm', 'How often')}</label>
        <select id={`${base}-pattern`} value={item.patternType} onChange={(event) => set({ patternType: event.target.value as PatternType })}>
          {PATTERNS.map((pattern) => (
            <option key={pattern.value} value={pattern.value}>
              {pattern.label}
            </option>
          ))}
        </select>
      </div>
      {item.patternType === 'days-of-week' ? (
        <fieldset
          className="sc-fieldset"
          aria-invalid={problem('rhythm.pattern.days') ? true : undefined}
          aria-describedby={problem('rhythm.pattern.days') ? `${base}-days-error` : undefined}
        >
          <legend>{text('Days', 'Days')}</legend>
          <div className="sc-days">
            {DAY_NAMES.map((name, day) => (
              <label key={name} className="sc-check">
                <input
                  type="checkbox"
                  checked={item.days.includes(day)}
                  onChange={(event) =>
                    set({ days: event.target.checked ? [...item.days, day] : item.days.filter((value) => value !== day) })
                  }
                />
                {name}
              </label>
            ))}
          </div>
          {errorFor('rhythm.pattern.days', `${base}-days`)}
        </fieldset>
      ) : null}
      {item.patternType === 'every-n-days' ? (
        <div className="sc-field">
          <label htmlFor={`${base}-n`}>{text('Every how many days', 'Every how many days')}</label>
          <input {...field('rhythm.pattern.n', `${base}-n`)} inputMode="numeric" value={item.everyN} onChange={(event) => set({ everyN: event.target.value })} />
          {errorFor('rhythm.pattern.n', `${base}-n`)}
        </div>
      ) : null}
      <div className="sc-row">
        <div className="sc-field">
          <label htmlFor={`${base}-start`}>{item.patternType === 'once' ? text('On', 'On') : text('Start date', 'Start')}</label>
          <input {...field('rhythm.startDate', `${base}-start`)} type="date" value={item.startDate} onChange={(event) => set({ startDate: event.target.value })} />
          {errorFor('rhythm.startDate', `${base}-start`)}
        </div>
        {item.patternType !== 'once' ? (
          <div className="sc-field">
            <label htmlFor={`${base}-end`}>{text('End date (optional)', 'End (you can leave it empty)')}</label>
            <input {...field('rhythm.endDate', `${base}-end`)} type="date" value={item.endDate} onChange={(event) => set({ endDate: event.target.value })} />
            {errorFor('rhythm.endDate', `${base}-end`)}
          </div>
        ) : null}
      </div>
      <fieldset
        className="sc-fieldset"
        aria-describedby={windowMessage ? `${base}-window-error` : `${base}-window-hint`}
      >
        <legend>{text('Time window (optional)', 'Time of day (you can leave it empty)')}</legend>
        <p id={`${base}-window-hint`} className="sc-hint">
          {text('In the client’s own local time, wherever they are.', 'In the client’s own time, where they are.')}
        </p>
        <div className="sc-row">
          <div className="sc-field">
            <label htmlFor={`${base}-from`}>{text('From', 'From')}</label>
            <input id={`${base}-from`} type="time" value={item.windowFrom} aria-invalid={windowMessage ? true : undefined} onChange={(event) => set({ windowFrom: event.target.value })} />
          </div>
          <div className="sc-field">
            <label htmlFor={`${base}-to`}>{text('To', 'To')}</label>
            <input id={`${base}-to`} type="time" value={item.windowTo} aria-invalid={windowMessage ? true : undefined} onChange={(event) => set({ windowTo: event.target.value })} />
          </div>
        </div>
        {windowMessage ? (
          <p id={`${base}-window-error`} className="sc-error">
            {windowMessage}
          </p>
        ) : null}
      </fieldset>
      <div className="sc-field">
        <label htmlFor={`${base}-note`}>{text('Note for this item (optional)', 'Note for this item (you can leave it empty)')}</label>
        <textarea {...field('note', `${base}-note`)} rows={2} value={item.note} onChange={(event) => set({ note: event.target.value })} />
        {errorFor('note', `${base}-note`)}
      </div>
      <p>
        <button type="button" className="button" onClick={onRemove}>
          {text(`Remove item ${index + 1}`, `Remove item ${index + 1}`)}
        </button>
      </p>
    </fieldset>
  );
}
