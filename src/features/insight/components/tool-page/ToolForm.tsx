import { moodQuadrants, quadrantFor } from '@/content/insight/emotions';
import type { ToolContent } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { StepForm } from '../form/StepForm';

/** The mood check-in lists first the emotions of the quadrant the person's pleasantness and energy point to. */
function moodGroupOrder(fieldId: string, values: InsightValues): readonly string[] | undefined {
  if (fieldId !== 'emotions') return undefined;
  const { pleasantness, energy } = values;
  if (typeof pleasantness !== 'number' || typeof energy !== 'number') return undefined;
  const first = quadrantFor(pleasantness, energy);
  return [first, ...moodQuadrants.map((quadrant) => quadrant.id).filter((id) => id !== first)];
}

interface ToolFormProps {
  tool: ToolContent;
  saved?: InsightValues;
  submitLabel: string;
  onSubmit: (values: InsightValues) => Promise<boolean>;
  onCancel?: () => void;
  /** Started from a one-tap link: the form opens at its first step, scrolled into view. */
  startInView?: boolean;
}

/** A tool's steps as one form: a new entry, a change to one, or the safety plan. */
export function ToolForm({ tool, saved, submitLabel, onSubmit, onCancel, startInView }: ToolFormProps) {
  return (
    <StepForm
      steps={tool.steps}
      startInView={startInView}
      saved={saved}
      idPrefix={`insight-${tool.id}`}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      groupOrderFor={tool.kind === 'mood' ? moodGroupOrder : undefined}
    />
  );
}
