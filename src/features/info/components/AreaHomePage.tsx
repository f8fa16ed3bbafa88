import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../info.css';

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

const PRESENCE_LINKS: readonly AreaLink[] = [
  {
    to: paths.crisisHelp,
    label: 'Crisis help',
    description: 'Crisis lines for your country and your local emergency number, available offline.',
  },
  {
    to: paths.codex,
    label: 'Codex',
    description: 'Short learning sections on how thoughts, feelings and habits work, each with a quiz to check your understanding.',
  },
  {
    to: paths.forge,
    label: 'Forge',
    description: 'A workshop for building your own support: the plans and people that help you through hard moments.',
  },
  {
    to: paths.forgeWizard,
    label: 'Forge wizard',
    description: 'The forge, guided step by step: answer one question at a time and build as you go.',
  },
  {
    to: paths.hearthlink,
    label: 'Hearthlink',
    description: 'Your trusted contacts, with call and text links and ready-made messages for when words are hard to find.',
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

export function PresenceHomePage() {
  return (
    <AreaHome
      id="presence"
      title="Presence"
      lead="Presence is support for the moment you are in: grounding and breathing you can start right away, simple AI tools that run on your device, a codex to learn from, and a forge where you build your own support, including the people you trust."
      listTitle="In Presence"
      links={PRESENCE_LINKS}
    >
      <section className="info-section info-now" aria-labelledby="info-presence-now">
        <h2 id="info-presence-now">Right now: a one-minute grounding</h2>
        <p>If things feel like too much, try this. Go slowly, and skip any step that does not suit you.</p>
        <ol className="info-now-steps">
          <li>Notice five things you can see.</li>
          <li>Notice four things you can feel, such as your feet on the floor.</li>
          <li>Notice three things you can hear.</li>
          <li>Notice two things you can smell, or two smells you like.</li>
          <li>Notice one thing you can taste, or take one slow breath out.</li>
        </ol>
      </section>
    </AreaHome>
  );
}
