import { useEffect } from 'react';
import type { ActivityContent } from '@/content/insight/types';
import { useReadAloud } from '@/lib/narration';
import { useCopy } from '../../hooks/use-copy';

/**
 * What audio mode reads aloud for an activity before it starts: the introduction, then, for the writing and drawing
 * activities, each prompt and each question. Imagery reads its introduction here and its guide part by part.
 */
function activityReading(activity: ActivityContent, pick: ReturnType<typeof useCopy>): string[] {
  const intro = pick(activity.intro);
  if (activity.kind === 'imagery') return [intro, `The guide has ${activity.script.length} short parts. Choose Begin when you are ready.`];
  return [intro, ...activity.script.map((line) => pick(line)), ...activity.fields.map((field) => pick(field.label))];
}

/** In audio mode: a button that reads the activity's introduction and prompts aloud, and stops it. */
export function ActivityReadAloud({ activity, stage }: { activity: ActivityContent; stage: string }) {
  const pick = useCopy();
  const { enabled, reading, read, stop } = useReadAloud();
  // Moving on (Begin, Finish, Save) silences the reading, so the guide's own narration is not talked over.
  useEffect(() => stop, [stage, stop]);
  if (!enabled) return null;
  return (
    <div className="insight-actions insight-no-print">
      {reading ? (
        <button type="button" className="button" onClick={stop}>
          Stop reading
        </button>
      ) : (
        <button type="button" className="button" onClick={() => read(activityReading(activity, pick))}>
          {activity.kind === 'imagery' ? 'Read the introduction aloud' : 'Read the introduction and prompts aloud'}
        </button>
      )}
    </div>
  );
}
