import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { findActivity } from '@/content/insight/activities';
import { c } from '@/content/insight/copy';
import type { ActivityContent, FormStep } from '@/content/insight/types';
import type { ActivityEntryRow, InsightValues } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
import { deleteActivityEntry } from '../data/delete-activity-entry';
import { useActivityEntries, useActivityEntry } from '../data/list-activity-entries';
import { saveActivityEntry } from '../data/save-activity-entry';
import { updateActivityEntry } from '../data/update-activity-entry';
import { useCopy } from '../hooks/use-copy';
import { describeValues, summarizeValues } from '@/domains/tool-entries/describe-values';
import { formatDateTime } from '@/lib/format';
import { paths, safeReturnPath } from '../lib/paths';
import { useNarrator, useReadAloud } from '@/lib/narration';
import { ConfirmDelete } from './ConfirmDelete';
import { ShieldDrawing, WorryTreeDrawing } from './Drawings';
import { EntryDetails } from './EntryDetails';
import { StepForm } from './form/StepForm';
import { InsightNotFound } from './InsightNotFound';
import { ReturnLink } from './ReturnLink';
import '../styles/insight.css';

const STEP_TITLES = {
  imagery: c('Afterwards', 'After'),
  writing: c('Write', 'Write'),
  'worry-tree': c('Your worry tree', 'Your worry tree'),
  shield: c('Your strengths shield', 'Your strengths shield'),
} as const;

function formStep(activity: ActivityContent): FormStep {
  return { id: 'answers', title: STEP_TITLES[activity.kind], fields: activity.fields };
}

/** The worry tree asks only the questions on the branch the person is on. */
function worryTreeHidden(values: InsightValues): readonly string[] {
  if (values.canAct === 'yes') return values.when === 'later' ? ['refocus'] : ['refocus', 'plan'];
  if (values.canAct === 'no') return ['what', 'when', 'plan'];
  return ['what', 'when', 'plan', 'refocus'];
}

function Drawing({ activity, values }: { activity: ActivityContent; values: InsightValues }) {
  if (activity.kind === 'worry-tree') return <WorryTreeDrawing values={values} />;
  if (activity.kind === 'shield') return <ShieldDrawing values={values} />;
  return null;
}

/** Guided imagery, one part at a time, spoken in audio mode. */
function ScriptPlayer({ activity, onFinish }: { activity: ActivityContent; onFinish: () => void }) {
  const pick = useCopy();
  const narrator = useNarrator();
  const [part, setPart] = useState(0);
  const textRef = useRef<HTMLDivElement>(null);
  const total = activity.script.length;
  const current = activity.script[part];
  const currentText = current ? pick(current) : '';

  useEffect(() => {
    textRef.current?.focus();
    if (narrator.enabled && currentText) void narrator.speak(currentText);
    return () => narrator.stop();
  }, [narrator, currentText]);

  return (
    <section className="insight-step" aria-labelledby="insight-script-title">
      <h2 id="insight-script-title">
        Part {part + 1} of {total}
      </h2>
      <div className="insight-script" ref={textRef} tabIndex={-1}>
        <p>{currentText}</p>
      </div>
      {narrator.enabled ? (
        <p className="insight-muted">Audio mode is on: each part is read aloud. Take as long as you like before moving on.</p>
      ) : (
        <p className="insight-muted">Read slowly, pause, and move on when you are ready.</p>
      )}
      <div className="insight-actions">
        {part > 0 ? (
          <button type="button" className="button" onClick={() => setPart(part - 1)}>
            Previous part
          </button>
        ) : null}
        {part < total - 1 ? (
          <button type="button" className="button button--primary" onClick={() => setPart(part + 1)}>
            Next part
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onFinish}>
            Finish
          </button>
        )}
        {narrator.enabled ? (
          <button type="button" className="button" onClick={() => void narrator.speak(currentText)}>
            Read this part again
          </button>
        ) : null}
      </div>
    </section>
  );
}

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
function ReadAloud({ activity, stage }: { activity: ActivityContent; stage: string }) {
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

function EntryItem({ activity, entry }: { activity: ActivityContent; entry: ActivityEntryRow }) {
  const pick = useCopy();
  const when = formatDateTime(entry.createdAt);
  const headingId = `insight-activity-entry-${entry.id}`;
  return (
    <li className="insight-entry">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="insight-entry__when">
          {when}
        </h3>
        <p className="insight-entry__summary insight-user-text">{summarizeValues(activity.fields, activity.summaryFields, entry.values, pick)}</p>
        <details className="insight-entry__more">
          <summary>Show all answers</summary>
          <Drawing activity={activity} values={entry.values} />
          <EntryDetails described={describeValues(activity.fields, entry.values, pick)} />
        </details>
        <div className="insight-actions">
          <Link className="button" to={`${paths.activity(activity.id)}?entry=${encodeURIComponent(entry.id)}`} aria-label={`Edit entry from ${when}`}>
            Edit
          </Link>
          <ConfirmDelete what={`entry from ${when}`} onDelete={() => deleteActivityEntry(entry.id)} />
        </div>
      </article>
    </li>
  );
}

function EditActivityEntry({ activity, entryId, onDone }: { activity: ActivityContent; entryId: string; onDone: () => void }) {
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
        renderExtra={(values) => <Drawing activity={activity} values={values} />}
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

export function ActivityPage() {
  const { activityId = '' } = useParams();
  const pick = useCopy();
  const activity = findActivity(activityId);
  usePageTitle(activity ? pick(activity.title) : 'Page not found');
  const [params, setParams] = useSearchParams();
  const entries = useActivityEntries(activity?.id ?? '');
  const [stage, setStage] = useState<'intro' | 'script' | 'answers' | 'saved'>('intro');
  const savedRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage === 'saved') savedRef.current?.focus();
  }, [stage]);

  if (!activity) return <InsightNotFound what="activity" />;
  const returnTo = safeReturnPath(params.get('from'));
  const editId = params.get('entry');
  const stopEditing = () => {
    const next = new URLSearchParams(params);
    next.delete('entry');
    setParams(next);
  };
  const needsScript = activity.kind === 'imagery';

  return (
    <article className="insight-page insight-activity">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.imaginarium}>Imaginarium</Link>
        </p>
        <ReturnLink to={returnTo} />
        <h1>{pick(activity.title)}</h1>
        <p className="insight-lead">{pick(activity.intro)}</p>
        <details className="insight-about">
          <summary>Where this comes from</summary>
          <p>{pick(activity.approach)}</p>
        </details>
        <ReadAloud activity={activity} stage={editId ? 'edit' : stage} />
      </header>

      {editId ? (
        <EditActivityEntry activity={activity} entryId={editId} onDone={stopEditing} />
      ) : stage === 'saved' ? (
        <section className="insight-saved" aria-labelledby="insight-activity-saved">
          <h2 id="insight-activity-saved" ref={savedRef} tabIndex={-1}>
            Saved on this device
          </h2>
          <p>You can read it again, change it or delete it below.</p>
          <div className="insight-actions">
            <button type="button" className="button" onClick={() => setStage('intro')}>
              Do it again
            </button>
            <Link className="button" to={paths.imaginarium}>
              More activities
            </Link>
            <ReturnLink to={returnTo} asButton />
          </div>
        </section>
      ) : stage === 'script' ? (
        <ScriptPlayer activity={activity} onFinish={() => setStage('answers')} />
      ) : stage === 'answers' || !needsScript ? (
        <>
          {activity.kind === 'writing' && activity.script.length > 0 ? (
            <ol className="insight-steps">
              {activity.script.map((line, index) => (
                <li key={index}>{pick(line)}</li>
              ))}
            </ol>
          ) : null}
          <StepForm
            steps={[formStep(activity)]}
            idPrefix={`insight-activity-${activity.id}`}
            submitLabel="Save"
            hiddenFields={activity.kind === 'worry-tree' ? worryTreeHidden : undefined}
            renderExtra={(values) => <Drawing activity={activity} values={values} />}
            onSubmit={async (values) => {
              const ok = (await saveActivityEntry(activity.id, values)) !== null;
              if (ok) setStage('saved');
              return ok;
            }}
          />
        </>
      ) : (
        <section className="insight-step" aria-labelledby="insight-activity-begin">
          <h2 id="insight-activity-begin">When you are ready</h2>
          <p>
            Find a quiet, comfortable spot. The guide has {activity.script.length} short parts; afterwards you can note
            what you noticed.
          </p>
          <div className="insight-actions">
            <button type="button" className="button button--primary" onClick={() => setStage('script')}>
              Begin
            </button>
          </div>
          <details>
            <summary>Read the whole guide at once</summary>
            <ol className="insight-steps">
              {activity.script.map((line, index) => (
                <li key={index}>{pick(line)}</li>
              ))}
            </ol>
            <button type="button" className="button" onClick={() => setStage('answers')}>
              Skip to noting what you noticed
            </button>
          </details>
        </section>
      )}

      <section className="insight-section" aria-labelledby="insight-activity-entries">
        <h2 id="insight-activity-entries">Your entries</h2>
        {entries === undefined ? (
          <p className="insight-muted">Loading…</p>
        ) : entries.length === 0 ? (
          <p className="insight-muted">Nothing saved yet. What you save here stays on this device.</p>
        ) : (
          <ul className="insight-entries">
            {entries.map((entry) => (
              <EntryItem key={entry.id} activity={activity} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
