import { Link } from 'react-router-dom';
import { Pending } from '@/components/ui/Pending';
import { config } from '@/config/env';
import { trails } from '@/content/insight/trails';
import type { TrailContent } from '@/content/insight/types';
import type { TrailProgressRow } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllTrailProgress } from '../data/read-trail-progress';
import { useCopy } from '../hooks/use-copy';
import { paths } from '../lib/paths';
import '../styles/insight.css';

/** Trails shown in this build: the muster trail follows the musterSet flag. */
export function availableTrails(flags = config.flags): TrailContent[] {
  return trails.filter((trail) => !trail.flag || flags[trail.flag]);
}

function progressLabel(trail: TrailContent, progress: TrailProgressRow | undefined): string {
  if (!progress) return 'Not started';
  if (progress.finishedAt) return 'Finished';
  const done = progress.completedStepIds.filter((id) => trail.steps.some((step) => step.id === id)).length;
  return `${done} of ${trail.steps.length} steps done`;
}

export function TrailsPage() {
  usePageTitle('Trails');
  const pick = useCopy();
  const progress = useAllTrailProgress();

  return (
    <article className="insight-page">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Trails</h1>
        <p className="insight-lead">
          Each trail is a short path of readings, reflection questions and tools for a particular season of life. Take
          it at your own pace: your place is saved on this device, so you can stop and pick up where you left off.
        </p>
      </header>
      <ul className="insight-cards">
        {availableTrails().map((trail) => (
          <li key={trail.id} className="insight-card">
            <h2 className="insight-card__title">
              <Link className="insight-card__link" to={paths.trail(trail.id)}>
                {pick(trail.title)}
              </Link>
            </h2>
            <p>{pick(trail.summary)}</p>
            <p className="insight-card__meta">
              <span>{trail.steps.length} steps</span>
              <span>{progress === undefined ? <Pending inline loading="Loading…" nothingStored={progressLabel(trail, undefined)} /> : progressLabel(trail, progress[trail.id])}</span>
              {trail.contentNote ? <span>Includes a content note</span> : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="insight-note">
        Trails are for self-reflection, not diagnosis or treatment. If you are in danger or thinking about harming
        yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
      </p>
    </article>
  );
}
