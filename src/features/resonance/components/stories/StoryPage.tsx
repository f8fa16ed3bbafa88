import { useCallback, useState, type SyntheticEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findStory } from '@/content/resonance/stories';
import type { Story } from '@/content/resonance/types';
import { useReadAloud } from '@/lib/narration';
import { paths } from '@/lib/paths';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { nextStory, storyTextsToSpeak } from '../../lib/stories/story-text';
import { CompositeNotice, StoryContentNotes, StoryHelp } from './StoryNotes';
import '../../styles/stories.css';

/** In audio mode: reads the story aloud in the person's register, and stops it. */
function ReadStoryAloud({ story }: { story: Story }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const { enabled, reading, read, stop } = useReadAloud();
  if (!enabled) return null;
  return (
    <p className="stories-aloud">
      <button
        type="button"
        className="button"
        aria-pressed={reading}
        onClick={() => (reading ? stop() : read(storyTextsToSpeak(story, plain)))}
      >
        {reading ? text('Stop reading aloud', 'Stop reading') : text('Read the story aloud', 'Read the story to me')}
      </button>
    </p>
  );
}

/** The story itself, behind a disclosure: the content notes come first and the reader chooses to go on. Closing the
 * disclosure silences a reading in progress. */
function StoryBody({ story }: { story: Story }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const [open, setOpen] = useState(false);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  return (
    <details className="stories-disclosure" onToggle={onToggle}>
      <summary className="stories-disclosure__summary">{text('Read the story', 'Read the story')}</summary>
      {/* Mounted only while open, so leaving the disclosure (or the page) stops reading aloud. */}
      {open ? <ReadStoryAloud story={story} /> : null}
      <div className="stories-body" lang="en">
        {story.body.map((paragraph, index) => (
          <p key={index}>{pickVariant(paragraph, plain)}</p>
        ))}
      </div>
    </details>
  );
}

function StoryNotFound() {
  const text = usePlainText();
  usePageTitle('Story not found');
  return (
    <article className="stories-page">
      <h1>Story not found</h1>
      <p>{text('There is no story at this address. It may have moved.', 'We cannot find this story.')}</p>
      <p>
        <Link to={paths.resonance}>{text('Back to the stories', 'Back to the stories')}</Link>
      </p>
    </article>
  );
}

/**
 * /resonance/stories/:storyId: one story. The notice that it is a composite and its content notes come first; the
 * story opens on request; where to find help and crisis help follow. Our content only, so it prerenders in full;
 * plain language and read aloud (audio mode) follow the person's settings after hydration.
 */
export function StoryPage() {
  const { storyId = '' } = useParams();
  const story = findStory(storyId);
  const plain = usePlainLanguage();
  const text = usePlainText();
  usePageTitle(story ? pickVariant(story.title, plain) : 'Story not found');
  if (!story) return <StoryNotFound />;
  const next = nextStory(story);

  return (
    <article className="stories-page">
      <p className="stories-back">
        <Link to={paths.resonance}>{text('Back to Resonance', 'Back to Resonance')}</Link>
      </p>
      <header className="stories-header">
        <p className="stories-kicker">{text('A story from Resonance', 'A story')}</p>
        <h1>{pickVariant(story.title, plain)}</h1>
        <p className="stories-meta">{text(`${story.minutes} min read`, `${story.minutes} min`)}</p>
        <p className="stories-lead">{pickVariant(story.summary, plain)}</p>
      </header>
      <CompositeNotice />
      <StoryContentNotes story={story} />
      <StoryBody key={story.id} story={story} />
      <StoryHelp story={story} />
      {next ? (
        <p className="stories-next">
          {text('Another story: ', 'Next story: ')}
          <Link to={paths.story(next.id)}>{pickVariant(next.title, plain)}</Link>
        </p>
      ) : null}
    </article>
  );
}

export default StoryPage;
