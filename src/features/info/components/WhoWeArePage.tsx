import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/info.css';

interface Principle {
  id: string;
  title: string;
  body: string;
}

const PRINCIPLES: readonly Principle[] = [
  {
    id: 'evidence',
    title: 'Evidence-informed',
    body:
      'We build on approaches with a real research base, such as CBT, DBT, ACT, behavioural activation, self-compassion and safety planning. We describe them plainly, we say what a tool is for, and we never claim that it will diagnose or cure anything.',
  },
  {
    id: 'privacy',
    title: 'Private by default',
    body:
      'What you write stays on your device unless this site is set up to sync with a database, and the app tells you which mode it is in. No account is needed, and Better Minds works offline.',
  },
  {
    id: 'accessibility',
    title: 'Accessible to everyone',
    body:
      'We design every screen to work with a keyboard and a screen reader. You can turn on high contrast, reduce motion, enlarge text, switch to a dyslexia-friendly font or plain language, and use voice navigation or audio mode where your browser supports them.',
  },
  {
    id: 'no-dark-patterns',
    title: 'No dark patterns',
    body:
      'No streaks to lose, no guilt when you step away, no countdowns or pressure to keep going. You can stop at any point, and nothing is taken from you for resting.',
  },
  {
    id: 'crisis',
    title: 'Crisis help always one step away',
    body:
      'Every screen links to crisis help, and it works offline too. It lists crisis lines for your country and your local emergency number.',
  },
];

export function WhoWeArePage() {
  usePageTitle('Who we are');

  return (
    <article className="info-page">
      <header className="info-header">
        <h1 className="info-title">Who we are</h1>
        <p className="info-lead">
          Better Minds is built by its founding engineers: a small team who want good, practical mental-wellness tools
          to be easy to reach, kind to use and respectful of privacy.
        </p>
      </header>

      <section className="info-section" aria-labelledby="who-why">
        <h2 id="who-why">Why we build it</h2>
        <p>
          Many helpful ideas from psychology are hard to find when you need them, or are wrapped in jargon. We want to
          put them in one calm place, written plainly, that works on any device and without a connection.
        </p>
        <p>
          We are engineers, not your clinicians. Better Minds is educational and is not a substitute for professional
          care. We want it to sit alongside the support in your life, not replace it.
        </p>
      </section>

      <section className="info-section" aria-labelledby="who-principles">
        <h2 id="who-principles">What we believe</h2>
        <ul className="info-card-list">
          {PRINCIPLES.map((principle) => (
            <li key={principle.id} className="info-card">
              <h3>{principle.title}</h3>
              <p>{principle.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="who-contact">
        <h2 id="who-contact">Tell us what you think</h2>
        <p>
          If something is unclear, unhelpful or hard to use, we want to know. Use the feedback option on any page; it
          does not ask for your name.
        </p>
        <ul className="info-link-list">
          <li>
            <Link className="info-link" to={paths.about}>
              About Better Minds
            </Link>
            <span className="info-link-description">What it is and how your data is handled.</span>
          </li>
          <li>
            <Link className="info-link" to={paths.crisisHelp}>
              Crisis help
            </Link>
            <span className="info-link-description">Crisis lines for your country and your local emergency number.</span>
          </li>
        </ul>
      </section>
    </article>
  );
}

export default WhoWeArePage;
