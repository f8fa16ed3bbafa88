import { Link } from 'react-router-dom';
import { STORY_COMPOSITE_NOTICE } from '@/content/resonance/stories';
import type { Story } from '@/content/resonance/types';
import { paths } from '@/lib/paths';
import { pickVariant, Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { BeforeYouRead } from '../BeforeYouRead';

/** The notice that every story is a composite, not a real person: shown before the story and above the list. */
export function CompositeNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="stories-composite" aria-labelledby="stories-composite-title">
      <Heading id="stories-composite-title" className="stories-composite__title">
        {text('An illustrative composite', 'A made-up story')}
      </Heading>
      <p>{pickVariant(STORY_COMPOSITE_NOTICE, plain)}</p>
    </section>
  );
}

/** Content notes, shown before the story so a reader can decide whether to read it now, later or not at all. */
export function StoryContentNotes({ story }: { story: Story }) {
  return (
    <BeforeYouRead
      notes={story.contentNotes}
      className="stories-notes"
      listClassName="stories-notes__list"
      intro={{ standard: 'Content notes for this story:', plain: 'This story talks about:' }}
      stopAdvice={{
        standard: 'You can stop at any point, or leave this story for another day. If you need to talk to someone now, ',
        plain: 'You can stop at any time, or read it another day. If you need help now, ',
      }}
    />
  );
}

/** After the story: where help is for what it touches, and crisis help. */
export function StoryHelp({ story }: { story: Story }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  return (
    <section className="stories-help" aria-labelledby="stories-help-title">
      <h2 id="stories-help-title">{text('Finding help', 'Getting help')}</h2>
      <p>{pickVariant(story.helpNote, plain)}</p>
      <p>
        <Plain
          standard="If this story brought up something hard, it can help to tell someone you trust. If you are struggling right now, "
          plain="If this story was hard to read, tell someone you trust. If you are struggling now, "
        />
        <Link to={paths.crisisHelp}>crisis help</Link>
        <Plain
          standard=" has phone and text lines for your country, and works offline."
          plain=" has phone and text lines for your country. It works offline."
        />
      </p>
    </section>
  );
}
