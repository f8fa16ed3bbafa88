import type { ActivityContent } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { ShieldDrawing, WorryTreeDrawing } from '../Drawings';

/** The picture an activity draws from the answers (the worry tree, the strengths shield); none for the others. */
export function ActivityDrawing({ activity, values }: { activity: ActivityContent; values: InsightValues }) {
  if (activity.kind === 'worry-tree') return <WorryTreeDrawing values={values} />;
  if (activity.kind === 'shield') return <ShieldDrawing values={values} />;
  return null;
}
