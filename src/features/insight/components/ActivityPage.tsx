import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { findActivity } from '@/content/insight/activities';
import { usePageTitle } from '@/lib/use-page-title';
import { useActivityEntries } from '../data/list-activity-entries';
import { saveActivityEntry } from '../data/save-activity-entry';
import { useCopy } from '../hooks/use-copy';
import { useSearchParam } from '../hooks/use-search-param';
import { paths, safeReturnPath } from '../lib/paths';
import { StepForm } from './form/StepForm';
import { InsightNotFound } from './InsightNotFound';
import { ReturnLink } from './ReturnLink';
import { ActivityDrawing } from './activity-page/ActivityDrawing';
import { ActivityEntryItem } from './activity-page/ActivityEntryItem';
import { ActivityReadAloud } from './activity-page/ActivityReadAloud';
import { EditActivityEntry } from './activity-page/EditActivityEntry';
import { ScriptPlayer } from './activity-page/ScriptPlayer';
import { formStep, worryTreeHidden } from './activity-page/activity-form';
import '../styles/insight.css';

/**
 * An Imaginarium activity's page (/insight/imaginarium/<id>): the introduction, the guide for imagery, the answers
 * (with their drawing), the saved confirmation, and the entries kept so far.
 */
export function ActivityPage() {
  const { activityId = '' } = useParams();
  const pick = useCopy();
  const activity = findActivity(activityId);
  usePageTitle(activity ? pick(activity.title) : 'Page not found');
  const [params] = useSearchParams();
  const [editId, setEditId] = useSearchParam('entry');
  const entries = useActivityEntries(activity?.id ?? '');
  const [stage, setStage] = useState<'intro' | 'script' | 'answers' | 'saved'>('intro');
  const savedRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage === 'saved') savedRef.current?.focus();
  }, [stage]);

  if (!activity) return <InsightNotFound what="activity" />;
  const returnTo = safeReturnPath(params.get('from'));
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
        <ActivityReadAloud activity={activity} stage={editId ? 'edit' : stage} />
      </header>

      {editId ? (
        <EditActivityEntry activity={activity} entryId={editId} onDone={() => setEditId(null)} />
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
            renderExtra={(values) => <ActivityDrawing activity={activity} values={values} />}
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
              <ActivityEntryItem key={entry.id} activity={activity} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
