import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/info.css';

interface AreaLink {
  to: string;
  label: string;
  description: string;
}

interface AreaHomeProps {
  id: string;
  title: string;
  lead: string;
  listTitle: string;
  links: readonly AreaLink[];
  children?: ReactNode;
}

function AreaHome({ id, title, lead, listTitle, links, children }: AreaHomeProps) {
  usePageTitle(title);
  const listId = `info-area-${id}-list`;

  return (
    <article className={`info-page info-area info-area--${id}`}>
      <header className="info-header">
        <h1 className="info-title">{title}</h1>
        <p className="info-lead">{lead}</p>
      </header>

      {children}

      <section className="info-section" aria-labelledby={listId}>
        <h2 id={listId}>{listTitle}</h2>
        <ul className="info-area-links">
          {links.map((link) => (
            <li key={link.to} className="info-area-item">
              <Link className="info-area-link" to={link.to}>
                {link.label}
              </Link>
              <p className="info-area-description">{link.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <p className="info-area-note">
        Better Minds is educational and not a substitute for professional care. If you need help now,{' '}
        <Link className="info-link" to={paths.crisisHelp}>
          crisis help
        </Link>{' '}
        is one step away.
      </p>
    </article>
  );
}

const INSIGHT_LINKS: readonly AreaLink[] = [
  {
    to: paths.trails,
    label: 'Trails',
    description: 'Guided paths for particular seasons of life, such as caregiving, grief, a career change or recovery.',
  },
  {
    to: paths.tools,
    label: 'Tools',
    description: 'Short self-reflection exercises you can do in a few minutes, whenever you need them, and guided flows.',
  },
  {
    to: paths.journeys,
    label: 'Journeys',
    description: 'A few short sessions over several days, taken whenever suits you, with nothing to fall behind on.',
  },
  {
    to: paths.imaginarium,
    label: 'Imaginarium',
    description: 'Creative, imaginative activities for reflecting in a gentler, more playful way.',
  },
  {
    to: '/insight/reflections',
    label: 'Your reflections',
    description: 'What you have recorded, with your mood over time, and your data to export, import or delete.',
  },
];

export function InsightHomePage() {
  return (
    <AreaHome
      id="insight"
      title="Insight"
      lead="Insight is for understanding yourself: what you think, feel and value, and the patterns that connect them. Everything here is self-reflection you do at your own pace, in any order, and you can stop at any point."
      listTitle="In Insight"
      links={INSIGHT_LINKS}
    />
  );
}
