import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { findActivity } from '@/content/insight/activities';
import { findTool } from '@/content/insight/tools';
import { findTrail } from '@/content/insight/trails';
import type { TrailContent, TrailStep } from '@/content/insight/types';
import type { TrailProgressRow } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
import { completeTrailStep } from '../data/complete-trail-step';
import { useTrailProgress } from '../data/read-trail-progress';
import { resetTrailProgress } from '../data/reset-trail-progress';
import { startTrail } from '../data/start-trail';
import { visitTrailStep } from '../data/visit-trail-step';
import { useCopy } from '../hooks/use-copy';
import { paths, withReturn } from '../lib/paths';
import { ConfirmDelete } from './ConfirmDelete';
import { InsightNotFound } from './InsightNotFound';
import { availableTrails } from './TrailsPage';
import '../styles/insight.css';

function ContentNote({ trail }: { trail: TrailContent }) {
  const pick = useCopy();
  if (!trail.contentNote) return null;
  return (
    <section className="insight-content-note" aria-labelledby="insight-content-note">
      <h2 id="insight-content-note">Before you begin</h2>
      <p>{pick(trail.contentNote.text)}</p>
      <p>
        If you are in danger now, <Link to={paths.crisisHelp}>get crisis help</Link>: phone and text lines for your
        country, available offline.
      </p>
      <h3>Specialist help</h3>
      <ul>
        {trail.contentNote.help.map((help) => (
          <li key={help.name.standard}>
            {help.url ? (
              <a href={help.url} target="_blank" rel="noopener noreferrer">
                {pick(help.name)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <strong>{pick(help.name)}</strong>
            )}
            : {pick(help.description)}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface StepPanelProps {
  trail: TrailContent;
  step: TrailStep;
  index: number;
  progress: TrailProgressRow | null;
  onComplete: (response?: string) => Promise<void>;
  onGo: (stepId: string) => void;
  /** Move focus to the step's heading: only when the person moved to it from within the page. */
  focusHeading: boolean;
}

function StepPanel({ trail, step, index, progress, onComplete, onGo, focusHeading }: StepPanelProps) {
  const pick = useCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saved = progress?.responses[step.id] ?? '';
  const [response, setResponse] = useState(saved);
  const [busy, setBusy] = useState(false);
  const done = progress?.completedStepIds.includes(step.id) ?? false;
  const previous = trail.steps[index - 1];
  const next = trail.steps[index + 1];
  const here = `${paths.trail(trail.id)}?step=${encodeURIComponent(step.id)}`;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  async function complete(withResponse?: string) {
    setBusy(true);
    await onComplete(withResponse);
    setBusy(false);
  }

  const responseId = `insight-trail-response-${step.id}`;
  return (
    <section className="insight-step" aria-labelledby="insight-step-title">
      <p className="insight-form__progress">
        Step {index + 1} of {trail.steps.length}
        {done ? <span className="insight-step-status">Done</span> : null}
      </p>
      <h2 id="insight-step-title" ref={headingRef} tabIndex={-1}>
        {pick(step.title)}
      </h2>
      {step.body.map((paragraph, at) => (
        <p key={at}>{pick(paragraph)}</p>
      ))}

      {step.kind === 'reflection' ? (
        <div className="insight-field">
          <label htmlFor={responseId} className="insight-field__label">
            {pick(step.prompt)}
          </label>
          <p className="insight-field__hint">Only you can see this. It is saved on this device.</p>
          <textarea id={responseId} rows={6} maxLength={10000} value={response} onChange={(event) => setResponse(event.target.value)} />
        </div>
      ) : null}

      {step.kind === 'tool' ? (
        <p>
          <Link className="button" to={withReturn(paths.tool(step.toolId), here)}>
            Open {pick(findTool(step.toolId)?.title ?? step.title)}
          </Link>
        </p>
      ) : null}
      {step.kind === 'activity' ? (
        <p>
          <Link className="button" to={withReturn(paths.activity(step.activityId), here)}>
            Open {pick(findActivity(step.activityId)?.title ?? step.title)}
          </Link>
        </p>
      ) : null}

      <div className="insight-actions">
        {step.kind === 'reflection' ? (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void complete(response.trim())}>
            {done ? 'Save my answer' : 'Save and continue'}
          </button>
        ) : done ? null : (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void complete()}>
            {step.kind === 'reading' ? 'Mark as read and continue' : 'Mark as done and continue'}
          </button>
        )}
        {previous ? (
          <button type="button" className="button" onClick={() => onGo(previous.id)}>
            Previous step
          </button>
        ) : null}
        {next ? (
          <button type="button" className="button" onClick={() => onGo(next.id)}>
            {done ? 'Next step' : 'Skip to the next step'}
          </button>
        ) : null}
      </div>
    </section>
  );
}

export function TrailPage() {
  const { trail: trailId = '' } = useParams();
  const pick = useCopy();
  const trail = availableTrails().find((candidate) => candidate.id === trailId) ?? null;
  usePageTitle(trail ? pick(trail.title) : 'Page not found');
  const progress = useTrailProgress(trail?.id ?? '');
  const [params, setParams] = useSearchParams();
  const [welcomeBack] = useState(() => !params.get('step'));
  const [movedWithinPage, setMovedWithinPage] = useState(false);

  const stepIds = trail?.steps.map((step) => step.id) ?? [];
  const requested = params.get('step');
  const needsBeginning = Boolean(trail?.contentNote) && progress === null;
  const finishedView = Boolean(progress?.finishedAt) && !requested;
  const selectedId =
    (requested && stepIds.includes(requested) ? requested : null) ??
    (progress?.currentStepId && stepIds.includes(progress.currentStepId) ? progress.currentStepId : null) ??
    stepIds.find((id) => !progress?.completedStepIds.includes(id)) ??
    stepIds[0] ??
    null;

  // Remember where the person is, so the trail resumes here next time: once per step they open. Not again when the
  // saved progress changes under the same step: saving a step moves the saved place on to the next one a moment
  // before the page follows, and writing the step on screen back then would resume the trail a step behind.
  const recordedStep = useRef<string | null>(null);
  useEffect(() => {
    if (!trail || progress === undefined || needsBeginning || finishedView || !selectedId) return;
    if (recordedStep.current === selectedId) return;
    recordedStep.current = selectedId;
    if (progress?.currentStepId !== selectedId) void visitTrailStep(trail.id, selectedId);
  }, [trail, progress, needsBeginning, finishedView, selectedId]);

  if (!trail) return <InsightNotFound what={findTrail(trailId) ? 'trail in this version of the app' : 'trail'} />;

  const goTo = (stepId: string) => {
    setMovedWithinPage(true);
    setParams({ step: stepId });
  };
  const doneCount = progress ? progress.completedStepIds.filter((id) => stepIds.includes(id)).length : 0;
  const selectedIndex = selectedId ? stepIds.indexOf(selectedId) : -1;
  const selected = selectedIndex >= 0 ? trail.steps[selectedIndex] : undefined;
  const resumed = welcomeBack && !movedWithinPage && progress && doneCount > 0 && !progress.finishedAt && selected;

  return (
    <article className="insight-page insight-trail">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.trails}>Trails</Link>
        </p>
        <h1>{pick(trail.title)}</h1>
        <p className="insight-muted">{pick(trail.audience)}</p>
        <p className="insight-lead">{pick(trail.intro)}</p>
      </header>

      <ContentNote trail={trail} />

      {progress === undefined ? (
        <p className="insight-muted">Loading…</p>
      ) : needsBeginning ? (
        <div className="insight-actions">
          <button type="button" className="button button--primary" onClick={() => void startTrail(trail.id, stepIds[0] ?? '')}>
            I am ready to begin
          </button>
          <Link className="button" to={paths.trails}>
            Not now
          </Link>
        </div>
      ) : (
        <>
          <div className="insight-progress">
            <progress id="insight-trail-progress" value={doneCount} max={trail.steps.length} aria-labelledby="insight-trail-progress-label" />
            <span id="insight-trail-progress-label">
              {doneCount} of {trail.steps.length} steps done
            </span>
          </div>
          {resumed ? (
            <p className="insight-callout" role="status">
              Welcome back. You are on step {selectedIndex + 1} of {trail.steps.length}: {pick(selected.title)}.
            </p>
          ) : null}

          {finishedView ? (
            <section className="insight-step" aria-labelledby="insight-trail-end">
              <h2 id="insight-trail-end">You have walked this trail</h2>
              <p>{pick(trail.closing)}</p>
              <div className="insight-actions">
                <Link className="button" to={paths.trails}>
                  All trails
                </Link>
                <ConfirmDelete what={`my progress and answers on this trail`} label="Walk it again from the start" onDelete={() => resetTrailProgress(trail.id)} />
              </div>
            </section>
          ) : selected ? (
            <StepPanel
              key={selected.id}
              trail={trail}
              step={selected}
              index={selectedIndex}
              progress={progress}
              onGo={goTo}
              focusHeading={movedWithinPage}
              onComplete={async (response) => {
                const next = await completeTrailStep({ trailId: trail.id, stepId: selected.id, stepIds, response });
                if (!next) return;
                if (next.finishedAt && next.currentStepId === null) setParams({});
                else if (next.currentStepId && next.currentStepId !== selected.id) goTo(next.currentStepId);
              }}
            />
          ) : null}

          <nav className="insight-section" aria-labelledby="insight-trail-steps">
            <h2 id="insight-trail-steps">All steps</h2>
            <ol className="insight-steps">
              {trail.steps.map((step) => {
                const done = progress?.completedStepIds.includes(step.id);
                return (
                  <li key={step.id}>
                    <Link
                      to={`${paths.trail(trail.id)}?step=${encodeURIComponent(step.id)}`}
                      aria-current={!finishedView && step.id === selectedId ? 'step' : undefined}
                    >
                      {pick(step.title)}
                    </Link>
                    {done ? <span className="insight-step-status">Done</span> : null}
                  </li>
                );
              })}
            </ol>
          </nav>
        </>
      )}

      <p className="insight-note">
        This trail is for self-reflection, not diagnosis or treatment. If you are in danger or thinking about harming
        yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
      </p>
    </article>
  );
}
