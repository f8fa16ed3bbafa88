import type { ActivityContent } from '@/content/insight/types';
import { formatDateTime } from '@/lib/format';
import { useActivityEntry } from '../../data/list-activity-entries';
import { updateActivityEntry } from '../../data/update-activity-entry';
import { StepForm } from '../form/StepForm';
import { ActivityDrawing } from './ActivityDrawing';
import { formStep, worryTreeHidden } from './activity-form';

/** One saved entry of an activity, changed in the activity's own form (?entry=<id>). */
export function EditActivityEntry({ activity, entryId, onDone }: { activity: ActivityContent; entryId: string; onDone: () => void }) {
  const entry = useActivityEntry(entryId);
  if (entry === undefined) return <p className="insight-muted">Loading…</p>;
  if (!entry || entry.activityId !== activity.id) {
    return (
      <p>
        This entry is not here any more.{' '}
        <button type="button" className="insight-link-button" onClick={onDone}>
          Back to the activity
        </button>
      </p>
    );
  }
  return (
    <section aria-labelledby="insight-activity-edit">
      <p id="insight-activity-edit" className="insight-form__progress">
        Changing your entry from {formatDateTime(entry.createdAt)}
      </p>
      <StepForm
        steps={[formStep(activity)]}
        saved={entry.values}
        idPrefix={`insight-activity-${activity.id}`}
        submitLabel="Save changes"
        hiddenFields={activity.kind === 'worry-tree' ? worryTreeHidden : undefined}
        renderExtra={(values) => <ActivityDrawing activity={activity} values={values} />}
        onSubmit={async (values) => {
          const ok = await updateActivityEntry(entry.id, values);
          if (ok) onDone();
          return ok;
        }}
        onCancel={onDone}
      />
    </section>
  );
}
