import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/info.css';

export function AboutPage() {
  usePageTitle('About');

  return (
    <article className="info-page">
      <header className="info-header">
        <h1 className="info-title">About Better Minds</h1>
        <p className="info-lead">
          Better Minds is a web app for mental wellness and personal development. It gives you practical ways to reflect,
          to steady yourself in a hard moment, and to learn how thoughts, feelings and habits work.
        </p>
      </header>

      <section className="info-section" aria-labelledby="about-what">
        <h2 id="about-what">What it is</h2>
        <p>
          The exercises are informed by well-studied approaches, including cognitive behavioural therapy (CBT),
          dialectical behaviour therapy (DBT), acceptance and commitment therapy (ACT), behavioural activation,
          self-compassion and safety planning. They are written in plain language, and you can use them at your own
          pace, in any order, and stop whenever you like.
        </p>
        <p>
          Our tagline is &lsquo;Building better minds with AI&rsquo;. By default, the AI tools run on your device using
          simple rules, with no network needed. If the people running this site switch on a connected AI service, text
          you type into those tools is sent through the site&rsquo;s server to a language model. Either way, the tools
          are built to answer signs of crisis with crisis help first.
        </p>
      </section>

      <section className="info-section" aria-labelledby="about-areas">
        <h2 id="about-areas">The four areas</h2>
        <ul className="info-card-list">
          <li className="info-card">
            <h3>
              <Link className="info-link" to={paths.insight}>
                Insight
              </Link>
            </h3>
            <p>Self-reflection tools, guided trails, longer journeys and creative imaginarium activities.</p>
          </li>
          <li className="info-card">
            <h3>
              <Link className="info-link" to={paths.presence}>
                Presence
              </Link>
            </h3>
            <p>
              Support for right now: grounding and breathing, on-device AI tools, a codex of short lessons with quizzes,
              and a forge for building your own plan, including Hearthlink for your trusted contacts.
            </p>
          </li>
          <li className="info-card">
            <h3>
              <Link className="info-link" to={paths.resonance}>
                Resonance
              </Link>
            </h3>
            <p>Stories and a library to read, a community to share with, and a way to submit a book.</p>
          </li>
          <li className="info-card">
            <h3>
              <Link className="info-link" to={paths.chartLogin}>
                Star Chart
              </Link>
            </h3>
            <p>A professional area where therapists sign in and prescribe tools to their clients.</p>
          </li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="about-data">
        <h2 id="about-data">How your data is handled</h2>
        <ul className="info-list">
          <li>
            <strong>On your device first.</strong> What you write and your progress are stored in this browser, on this
            device. That copy is always the main one, which is why Better Minds works offline.
          </li>
          <li>
            <strong>A database only if one is configured.</strong> If the people running this site have connected a
            database, your data can also be synced to it. The footer tells you which mode you are in: local only, or
            local and synced.
          </li>
          <li>
            <strong>No account needed.</strong> You can use the tools without signing in. Clearing this site&rsquo;s
            data in your browser removes what is stored on this device.
          </li>
          <li>
            <strong>Feedback and usage events.</strong> Feedback you choose to send, and anonymous usage events (such
            as which page was opened), go to this site&rsquo;s own feedback service. You can turn usage events off.
          </li>
          <li>
            <strong>Therapist sign-in.</strong> Unless an accounts service is configured, the Star Chart sign-in stays
            on this device and makes no server call.
          </li>
          <li>
            <strong>Returns to your therapist, and short codes.</strong> When you send a return to your therapist, it is
            locked on your device so that only your therapist&rsquo;s device can open it, and our inbox server passes it
            on. The inbox server can see how large each return is and when it arrived; it cannot read any of its
            content. It deletes a return as soon as your therapist&rsquo;s device has it, and any return not collected
            within 30 days. A short code works the same way: what our server keeps behind it is locked with a key that
            is part of the code itself, and the server never has that key.
          </li>
        </ul>
      </section>

      <section className="info-section info-notice" aria-labelledby="about-disclaimer">
        <h2 id="about-disclaimer">Not a substitute for professional care</h2>
        <p>
          Better Minds is educational. It does not diagnose, treat or cure any condition, and it is not a substitute for
          care from a qualified professional. If something here brings up more than you can manage, please reach out to
          a doctor, a therapist or someone you trust.
        </p>
        <p>
          If you are in crisis or might be in danger, call your local emergency number or{' '}
          <Link className="info-link" to={paths.crisisHelp}>
            get crisis help now
          </Link>
          .
        </p>
      </section>

      <section className="info-section" aria-labelledby="about-more">
        <h2 id="about-more">More about us</h2>
        <ul className="info-link-list">
          <li>
            <Link className="info-link" to={paths.whoWeAre}>
              Who we are
            </Link>
            <span className="info-link-description">The people behind Better Minds and the principles we work by.</span>
          </li>
          <li>
            <Link className="info-link" to={paths.brand}>
              Our brand
            </Link>
            <span className="info-link-description">Our name, logo, colours, type, voice and accessibility commitments.</span>
          </li>
        </ul>
      </section>
    </article>
  );
}

export default AboutPage;
