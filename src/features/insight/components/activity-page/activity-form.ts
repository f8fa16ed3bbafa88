import { c } from '@/content/insight/copy';
import type { ActivityContent, FormStep } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';

const STEP_TITLES = {
  imagery: c('Afterwards', 'After'),
  writing: c('Write', 'Write'),
  'worry-tree': c('Your worry tree', 'Your worry tree'),
  shield: c('Your strengths shield', 'Your strengths shield'),
} as const;

/** An activity's questions as the one step of its form, titled by the kind of activity. */
export function formStep(activity: ActivityContent): FormStep {
  return { id: 'answers', title: STEP_TITLES[activity.kind], fields: activity.fields };
}

/** The worry tree asks only the questions on the branch the person is on. */
export function worryTreeHidden(values: InsightValues): readonly string[] {
  if (values.canAct === 'yes') return values.when === 'later' ? ['refocus'] : ['refocus', 'plan'];
  if (values.canAct === 'no') return ['what', 'when', 'plan'];
  return ['what', 'when', 'plan', 'refocus'];
}
