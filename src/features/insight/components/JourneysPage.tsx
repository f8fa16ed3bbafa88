import { useEffect, useRef } from 'react';
import { Link, useNavigationType, useSearchParams } from 'react-router-dom';
import { Pending } from '@/components/ui/Pending';
import { findActivity } from '@/content/insight/activities';
import { findBundledFlow } from '@/content/insight/flows';
import { findJourney, journeys } from '@/content/insight/journeys';
import { findTool } from '@/content/insight/tools';
import { findTrail } from '@/content/insight/trails';
import type { JourneyContent, JourneyItem } from '@/content/insight/types';
import type { JourneyProgressRow } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
import { journeyItemKey, nextJourneyDay } from '../data/journey-progress-row';
import { markJourneyDay } from '../data/mark-journey-day';
import { useAllJourneyProgress, useJourneyProgress } from '../data/read-journey-progress';
import { useReceivedPrescriptions } from '@/domains/prescriptions/data/read-received-prescriptions';
import { resetJourneyProgress } from '../data/reset-journey-progress';
import { startJourney } from '../data/start-journey';
import { toggleJourneyItem } from '../data/toggle-journey-item';
import { useCopy } from '../hooks/use-copy';
import { journeyStepPath } from '../lib/journey-step';
import { insightPaths, paths, withReturn } from '../lib/paths';
import { ConfirmDelete } from './ConfirmDelete';
import { PrescribedJourneys } from './PrescribedJourneys';
import { DueToday } from '@/domains/reminders/components/DueToday';
import { ReturnBuilder } from '@/domains/returns/screens/ReturnBuilder';
import '../styles/insight.css';
import { HaveACode } from '@/domains/prescriptions/components/HaveACode';

const NO_SCHEDULE_REST = 'do a day whenever it suits you, and pick up where you left off, however long it has been.';
const NO_SCHEDULE = `There is no schedule to keep and nothing to fall behind on: ${NO_SCHEDULE_REST}`;

function journeyPath(id: string): string {
  return `${paths.journeys}?journey=${encodeURIComponent(id)}`;
}

function journeyStatus(journey: JourneyContent, progress: JourneyProgressRow | undefined | null): string {
  if (!progress) return 'Not started';
  if (progress.finishedAt) return 'Finished';
  const next = nextJourneyDay(progress, journey.days.length);
  const done = Object.keys(progress.completedDays).length;
  return next ? `${done} of ${journey.days.length} days done; day ${next} is next` : 'Finished';
}

type PickCopy = ReturnType<typeof useCopy>;

/** What an item is called, as plain text. */
function journeyItemTitle(item: JourneyItem, pick: PickCopy): string {
  switch (item.kind) {
    case 'tool': {
      const tool = findTool(item.toolId);
      return tool ? pick(tool.title) : item.toolId;
    }
    case 'activity': {
      const activity = findActivity(item.activityId);
      return activity ? pick(activity.title) : item.activityId;
    }
    case 'flow': {
      const flow = findBundledFlow(item.flowId);
      return flow ? pick(flow.title) : item.flowId;
    }
    case 'trail-step': {
      const trail = findTrail(item.trailId);
      const step = trail?.steps.find((candidate) => candidate.id === item.stepId);
      return trail && step ? `${pick(step.title)} (from the ${pick(trail.title)} trail)` : item.stepId;
    }
    default:
      return pick(item.title);
  }
}

function journeyItemPath(item: JourneyItem, from: string): string | null {
  switch (item.kind) {
    case 'tool':
      return withReturn(paths.tool(item.toolId), from);
    case 'activity':
      return withReturn(paths.activity(item.activityId), from);
    case 'flow':
      return withReturn(paths.flow(item.flowId), from);
    case 'trail-step':
      return `${paths.trail(item.trailId)}?step=${encodeURIComponent(item.stepId)}`;
    default:
      return null;
  }
}

function ItemLink({ item, from }: { item: JourneyItem; from: string }) {
  const pick = useCopy();
  const to = journeyItemPath(item, from);
  const title = journeyItemTitle(item, pick);
  return to ? <Link to={to}>{title}</Link> : <strong>{title}</strong>;
}

function JourneyDetail({ journey }: { journey: JourneyContent }) {
  const pick = useCopy();
  usePageTitle(pick(journey.title));
  const progress = useJourneyProgress(journey.id);
  const here = journeyPath(journey.id);
  const next = progress === undefined ? null : nextJourneyDay(progress, journey.days.length);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    // The list and each journey share one path (only the query differs), so the app's reset on a new path does not
    // run: a journey opened from far down the list would open scrolled to its last days.
    window.scrollTo(0, 0);
    // As on a new path, focus starts at the heading after a navigation (not on a first load), not on the lost link.
    if (navigationType !== 'POP') headingRef.current?.focus({ preventScroll: true });
  }, [journey.id, navigationType]);

  return (
    <article className="insight-page insight-journey">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.journeys}>Journeys</Link>
        </p>
        <h1 ref={headingRef} tabIndex={-1}>
          {pick(journey.title)}
        </h1>
        <p className="insight-lead">{pick(journey.summary)}</p>
        <p className="insight-callout">{pick(journey.rhythm)}</p>
      </header>

      {progress === undefined ? (
        <p className="insight-muted">Loading…</p>
      ) : (
        <>
          <div className="insight-progress">
            <progress
              value={Object.keys(progress?.completedDays ?? {}).length}
              max={journey.days.length}
              aria-labelledby="insight-journey-progress"
            />
            <span id="insight-journey-progress">{journeyStatus(journey, progress)}</span>
          </div>
          {!progress ? (
            <div className="insight-actions">
              <button type="button" className="button button--primary" onClick={() => void startJourney(journey.id)}>
                Start this journey
              </button>
            </div>
          ) : null}
          {journey.days.map((day) => {
            const dayDone = Boolean(progress?.completedDays[String(day.day)]);
            const headingId = `insight-day-${day.day}`;
            return (
              <section key={day.day} className="insight-day" aria-labelledby={headingId}>
                <h2 id={headingId}>
                  Day {day.day}: {pick(day.title)}
                  {dayDone ? <span className="insight-step-status">Done</span> : day.day === next && progress ? <span className="insight-step-status">Up next</span> : null}
                </h2>
                <p>{pick(day.note)}</p>
                <ul className="insight-day__items">
                  {day.items.map((item, index) => {
                    const key = journeyItemKey(day.day, index);
                    const checkboxId = `insight-journey-${journey.id}-${key.replace(':', '-')}`;
                    return (
                      <li key={key} className="insight-day__item">
                        <input
                          id={checkboxId}
                          type="checkbox"
                          checked={progress?.completedItems.includes(key) ?? false}
                          onChange={(event) => void toggleJourneyItem(journey.id, day.day, index, event.target.checked)}
                        />
                        <div>
                          <label htmlFor={checkboxId} className="visually-hidden">
                            Done: {journeyItemTitle(item, pick)}
                          </label>
                          {/* A tool opened from here returns to this very item, which its save then ticks. */}
                          <ItemLink item={item} from={item.kind === 'tool' ? journeyStepPath({ journeyId: journey.id, day: day.day, index }) : here} />
                          <p className="insight-muted">{item.kind === 'reading' ? pick(item.body) : pick(item.note)}</p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <button
                  type="button"
                  className={dayDone ? 'button' : 'button button--primary'}
                  onClick={() => void markJourneyDay(journey.id, day.day, !dayDone, journey.days.length)}
                >
                  {dayDone ? `Mark day ${day.day} as not done` : `Mark day ${day.day} as done`}
                </button>
              </section>
            );
          })}
          {progress ? (
            <div className="insight-actions">
              <ConfirmDelete what="my progress on this journey" label="Start this journey over" onDelete={() => resetJourneyProgress(journey.id)} />
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}

export function JourneysPage() {
  const [params] = useSearchParams();
  const selected = params.get('journey');
  const sendBack = params.get('send');
  if (sendBack) return <ReturnBuilder prescriptionId={sendBack} />;
  const journey = selected ? findJourney(selected) : undefined;
  if (journey) return <JourneyDetail journey={journey} />;
  return <JourneyList unknown={selected !== null} />;
}

function JourneyList({ unknown }: { unknown: boolean }) {
  usePageTitle('Journeys');
  const pick = useCopy();
  const progress = useAllJourneyProgress();
  const received = useReceivedPrescriptions();
  const prescribed = received !== undefined && received.length > 0;
  return (
    <article className="insight-page">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Journeys</h1>
        <p className="insight-lead">
          A journey is a few short sessions over several days, built from the tools, trails and activities.
          {prescribed ? null : ` ${NO_SCHEDULE}`}
        </p>
        {unknown ? <p className="insight-callout">That journey could not be found. Here are the journeys there are.</p> : null}
        <p>
          <Link to={insightPaths.reminders}>Reminders</Link>: choose what may remind you, and when.
        </p>
      </header>
      <HaveACode />
      <DueToday />
      <PrescribedJourneys />
      {/* A therapist's items do have days they are due: "no schedule to keep" above them would contradict them, so
          with prescriptions it is said of the built-in journeys only, below the therapist's. */}
      {prescribed ? <p className="insight-lead">The journeys below have no schedule to keep and nothing to fall behind on: {NO_SCHEDULE_REST}</p> : null}
      <ul className="insight-cards">
        {journeys.map((journey) => (
          <li key={journey.id} className="insight-card">
            <h2 className="insight-card__title">
              <Link className="insight-card__link" to={journeyPath(journey.id)}>
                {pick(journey.title)}
              </Link>
            </h2>
            <p>{pick(journey.summary)}</p>
            <p className="insight-card__meta">
              <span>{journey.days.length} days</span>
              <span>
                {progress === undefined ? (
                  <Pending inline loading="Loading…" nothingStored={journeyStatus(journey, undefined)} />
                ) : (
                  journeyStatus(journey, progress[journey.id])
                )}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}
