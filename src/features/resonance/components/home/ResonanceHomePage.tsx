import { Link } from 'react-router-dom';
import { stories } from '@/content/resonance/stories';
import type { Story } from '@/content/resonance/types';
import { paths } from '@/lib/paths';
import { pickVariant, Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { CompositeNotice } from '../stories/StoryNotes';
import '../../styles/stories.css';

interface AreaLink {
  to: string;
  label: string;
  description: { standard: string; plain: string };
}

const RESONANCE_LINKS: readonly AreaLink[] = [
  {
    to: paths.library,
    label: 'Library',
    description: {
      standard: 'Short readings of our own and public-domain texts, on your shelves and readable offline.',
      plain: 'Short readings to keep on your shelves. You can read them offline.',
    },
  },
  {
    to: paths.community,
    label: 'Community',
    description: {
      standard: 'Read and share experiences with other people who use Better Minds, under a name you choose.',
      plain: 'Read and share experiences with other people. Use a name you choose.',
    },
  },
  {
    to: paths.submitBook,
    label: 'Submit a book',
    description: {
      standard: 'Share a book you have written, for the library, and follow its review with a receipt code.',
      plain: 'Send us a book you wrote. Check on it with a code.',
    },
  },
];

/** One story in the list: its content notes are visible here, before anyone opens it. */
function StoryCard({ story }: { story: Story }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  return (
    <li className="stories-card">
      <h3 className="stories-card__title">
        <Link to={paths.story(story.id)}>{pickVariant(story.title, plain)}</Link>
      </h3>
      <p className="stories-meta">{text(`${story.minutes} min read`, `${story.minutes} min`)}</p>
      <p>{pickVariant(story.summary, plain)}</p>
      <p className="stories-card__notes">
        <span className="stories-card__notes-label">{text('Content notes:', 'This story talks about:')}</span>{' '}
        {story.contentNotes.join('; ')}
      </p>
    </li>
  );
}

/**
 * /resonance: the area home. Stories of living through hard times come first (each an illustrative composite, with
 * its content notes in the list), then the rest of Resonance: the library, the community and book submission. Our
 * content only, so it prerenders in full and works offline once the app is installed.
 */
export function ResonanceHomePage() {
  usePageTitle('Resonance');
  const text = usePlainText();
  return (
    <article className="resonance-home stories-page">
      <header className="stories-header">
        <h1>Resonance</h1>
        <p className="stories-lead">
          <Plain
            standard="Resonance is about stories: other people’s words that help you feel less alone, and a place to share your own. Read the stories below, read in the library, share in the community, or submit a book."
            plain="Resonance is about stories. Other people’s words can help you feel less alone. Read stories, share your own, or send us a book."
          />
        </p>
      </header>

      <section className="resonance-home__stories" aria-labelledby="resonance-home-stories-title">
        <h2 id="resonance-home-stories-title">{text('Stories of getting through hard times', 'Stories of hard times')}</h2>
        <p>
          <Plain
            standard="Each story follows someone through a hard stretch of life, to where they found help and things began to ease. Each lists its content notes first, so you can choose what to read and when."
            plain="Each story follows someone through a hard time. Each one shows where they found help. Content notes come first, so you can choose."
          />
        </p>
        <CompositeNotice headingLevel={3} />
        <ul className="stories-list">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </ul>
      </section>

      <section className="resonance-home__more" aria-labelledby="resonance-home-more-title">
        <h2 id="resonance-home-more-title">{text('Also in Resonance', 'Also in Resonance')}</h2>
        <ul className="resonance-home__links">
          {RESONANCE_LINKS.map((link) => (
            <li key={link.to} className="resonance-home__item">
              <Link className="resonance-home__link" to={link.to}>
                {link.label}
              </Link>
              <p className="resonance-home__description">{text(link.description.standard, link.description.plain)}</p>
            </li>
          ))}
        </ul>
      </section>

      <p className="resonance-home__note">
        <Plain
          standard="Better Minds is educational and not a substitute for professional care. If you need help now, "
          plain="Better Minds does not replace professional care. If you need help now, "
        />
        <Link to={paths.crisisHelp}>crisis help</Link>{' '}
        <Plain standard="is one step away." plain="is one step away." />
      </p>
    </article>
  );
}

export default ResonanceHomePage;
