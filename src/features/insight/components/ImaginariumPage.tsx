import { Link } from 'react-router-dom';
import { activities } from '@/content/insight/activities';
import { usePageTitle } from '@/lib/use-page-title';
import { useActivityEntryCounts } from '../data/list-activity-entries';
import { useCopy } from '../hooks/use-copy';
import { paths } from '../lib/paths';
import '../styles/insight.css';

const KIND_LABELS = {
  imagery: 'Guided imagery',
  writing: 'Writing',
  'worry-tree': 'Draw as you answer',
  shield: 'Draw as you answer',
} as const;

export function ImaginariumPage() {
  usePageTitle('Imaginarium');
  const pick = useCopy();
  const counts = useActivityEntryCounts();
  return (
    <article className="insight-page">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Imaginarium</h1>
        <p className="insight-lead">
          Gentler, more imaginative ways to reflect: guided imagery to read at your own pace (or hear, in audio mode),
          letters, and drawings made from your answers. What you write is saved on this device.
        </p>
      </header>
      <ul className="insight-cards">
        {activities.map((activity) => (
          <li key={activity.id} className="insight-card">
            <h2 className="insight-card__title">
              <Link className="insight-card__link" to={paths.activity(activity.id)}>
                {pick(activity.title)}
              </Link>
            </h2>
            <p>{pick(activity.summary)}</p>
            <p className="insight-card__meta">
              <span>{KIND_LABELS[activity.kind]}</span>
              <span>About {activity.minutes} min</span>
              {counts?.[activity.id] ? <span>{counts[activity.id] === 1 ? '1 saved' : `${counts[activity.id]} saved`}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}
