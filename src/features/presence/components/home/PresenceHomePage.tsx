import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { AiTools } from '../ai/AiTools';
import { SupportRightNow } from './SupportRightNow';
import '../../styles/home.css';

interface AreaLink {
  to: string;
  label: string;
  description: string;
}

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

/** Presence's home: support for the moment first, then the rest of the area. */
export function PresenceHomePage() {
  usePageTitle('Presence');
  return (
    <article className="presence-home">
      <header className="presence-header">
        <h1>Presence</h1>
        <p className="presence-lead">
          <Plain
            standard="Presence is support for the moment you are in: grounding and breathing you can start right away, the people you trust, simple tools that run on your device, a codex to learn from, and a forge where you build your own support."
            plain="Presence helps you in the moment: breathing and grounding you can start now, the people you trust, simple tools on your device, short lessons, and a place to build your own plan."
          />
        </p>
      </header>

      <SupportRightNow />

      {/* After the person's own support: simple on-device tools (and, behind its flag, talking it through). */}
      <AiTools />

      <section className="presence-section" aria-labelledby="presence-area-heading">
        <h2 id="presence-area-heading">In Presence</h2>
        <ul className="presence-area-links">
          {PRESENCE_LINKS.map((link) => (
            <li key={link.to} className="presence-area-item">
              <Link className="presence-area-link" to={link.to}>
                {link.label}
              </Link>
              <p>{link.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <p className="presence-muted">
        Better Minds is educational and not a substitute for professional care. If you need help now,{' '}
        <Link to={paths.crisisHelp}>crisis help</Link> is one step away.
      </p>
    </article>
  );
}
