import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/Logo';
import { paths } from '../../../lib/paths';
import { Plain } from '../../../lib/plain-language';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/home.css';
import { HaveACode } from '@/domains/prescriptions/components/HaveACode';
import { HomeDueToday } from './HomeDueToday';

interface AreaCard {
  id: string;
  name: string;
  to: string;
  label?: string;
  description: string;
}

const AREAS: readonly AreaCard[] = [
  {
    id: 'insight',
    name: 'Insight',
    to: paths.insight,
    description:
      'Self-reflection tools, guided trails for particular seasons of life, longer journeys and creative imaginarium activities.',
  },
  {
    id: 'presence',
    name: 'Presence',
    to: paths.presence,
    description:
      'Support for right now: grounding and breathing, simple on-device AI tools, a codex to learn from, and a forge to build your own plan, including Hearthlink for the people you trust.',
  },
  {
    id: 'resonance',
    name: 'Resonance',
    to: paths.resonance,
    description: 'Stories and a library to read, a community to share with, and a way to submit a book.',
  },
  {
    id: 'star-chart',
    name: 'Star Chart',
    to: paths.chartLogin,
    label: 'For therapists',
    description: 'A professional area where therapists sign in and prescribe tools to their clients.',
  },
];

export function HomePage() {
  usePageTitle('');

  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-mark">
          <Logo size={72} />
        </div>
        <h1 id="home-title" className="home-title">
          Better Minds
        </h1>
        <p className="home-tagline">Building better minds with AI</p>
        <p className="home-intro">
          <Plain
            standard="A calm place to reflect, steady yourself and learn, at your own pace. The tools are informed by well-studied approaches such as CBT, DBT and ACT, and written in plain language. The AI tools run on your device by default, using simple rules rather than a remote service."
            plain="A calm place to think, feel steadier and learn, at your own pace. The tools come from ways of helping that have been well studied. The AI tools work on your device. They use simple rules and do not send what you write anywhere."
          />
        </p>
        <p className="home-intro home-disclaimer">
          Better Minds is educational. It is not a substitute for professional care, diagnosis or treatment.
        </p>
      </section>

      <section className="home-areas" aria-labelledby="home-areas-title">
        <h2 id="home-areas-title" className="home-section-title">
          Four areas
        </h2>
        <ul className="home-area-list">
          {AREAS.map((area) => (
            <li key={area.id} className={`home-area-card home-area-card--${area.id}`}>
              {area.label ? <p className="home-area-label">{area.label}</p> : null}
              <h3 className="home-area-name">
                <Link className="home-area-link" to={area.to}>
                  {area.name}
                </Link>
              </h3>
              <p className="home-area-description">{area.description}</p>
              {area.id === 'star-chart' ? <HaveACode /> : null}
            </li>
          ))}
        </ul>
      </section>

      {/* Client-only, after the page is idle, and nothing at all unless something turned on is due: see HomeDueToday. */}
      <HomeDueToday />

      <section className="home-help" aria-labelledby="home-help-title">
        <h2 id="home-help-title" className="home-section-title">
          Need help right now?
        </h2>
        <p>
          <Plain
            standard="If you are thinking about ending your life, or you might hurt yourself or someone else, you deserve support now. Crisis lines are listed for your country, and the page works offline. If you are in immediate danger, call your local emergency number."
            plain="If you are thinking about ending your life, or you might hurt yourself or someone else, you deserve help now. The crisis page lists phone lines for your country. It works without internet. If you are in danger right now, call your local emergency number."
          />
        </p>
        <p>
          <Link className="home-help-link" to={paths.crisisHelp}>
            Get crisis help
          </Link>
        </p>
      </section>

      <section className="home-privacy" aria-labelledby="home-privacy-title">
        <h2 id="home-privacy-title" className="home-section-title">
          Private by design, works offline
        </h2>
        <ul className="home-privacy-list">
          <li>What you write stays on your device, unless this site is set up to sync with a database.</li>
          <li>No account is needed to use the tools.</li>
          <li>Once it has loaded, Better Minds keeps working without a connection, and you can install it like an app.</li>
        </ul>
        <p>
          <Link className="home-text-link" to={paths.about}>
            How your data is handled
          </Link>
        </p>
      </section>
    </div>
  );
}

export default HomePage;
