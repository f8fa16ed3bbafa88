// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORY_COMPOSITE_NOTICE, findStory, stories } from '@/content/resonance/stories';
import { speechChunks, type Narrator } from '@/lib/narration';
import { paths } from '@/lib/paths';
import { expectSoundHeadings, hrefOf } from '@/testing/page-checks';
import { renderRoutesAt, type ReadingScreenOptions } from '@/testing/render-routes';
import { ResonanceHomePage } from '../../components/home/ResonanceHomePage';
import { StoryPage } from '../../components/stories/StoryPage';
import { nextStory, storyTextsToSpeak } from '../../lib/stories/story-text';

afterEach(cleanup);

function renderAt(path: string, options?: ReadingScreenOptions) {
  return renderRoutesAt(path, { '/resonance': <ResonanceHomePage />, '/resonance/stories/:storyId': <StoryPage /> }, options);
}

const story = stories[0]!;

describe('the Resonance home', () => {
  it('lists every story with its minutes, summary and content notes, and keeps the links to the rest of Resonance', async () => {
    const { container } = await renderAt('/resonance');
    expectSoundHeadings(container, /^Resonance$/);
    expect(document.title).toBe('Resonance · Better Minds');
    for (const each of stories) {
      const card = screen.getByRole('link', { name: each.title.standard }).closest('li')!;
      expect(card.getAttribute('class')).toBe('stories-card');
      expect(within(card).getByRole('link').getAttribute('href')).toBe(paths.story(each.id));
      expect(card.textContent).toContain(`${each.minutes} min read`);
      expect(card.textContent).toContain(each.summary.standard);
      expect(card.textContent).toContain(`Content notes: ${each.contentNotes.join('; ')}`);
    }
    expect(screen.getByRole('region', { name: 'An illustrative composite' }).textContent).toContain(STORY_COMPOSITE_NOTICE.standard);
    expect(hrefOf('Library')).toBe('/resonance/library');
    expect(hrefOf('Community')).toBe('/resonance/community');
    expect(hrefOf('Submit a book')).toBe('/resonance/submit');
    expect(hrefOf('crisis help')).toBe(paths.crisisHelp);
  });

  it('speaks plainly when Plain Language is on', async () => {
    await renderAt('/resonance', { plain: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resonance');
    expect(screen.getByText(story.summary.plain)).toBeTruthy();
    expect(screen.queryByText(story.summary.standard)).toBeNull();
    expect(screen.getByRole('region', { name: 'A made-up story' }).textContent).toContain(STORY_COMPOSITE_NOTICE.plain);
  });
});

describe('a story', () => {
  it('shows the composite notice and content notes before the story, then the story, the help note and crisis help', async () => {
    const { container } = await renderAt(paths.story(story.id));
    expectSoundHeadings(container, story.title.standard);
    expect(document.title).toBe(`${story.title.standard} · Better Minds`);
    const notes = screen.getByRole('region', { name: 'Before you read' });
    for (const note of story.contentNotes) expect(within(notes).getByText(note)).toBeTruthy();
    const disclosure = container.querySelector('details')!;
    expect(disclosure.open).toBe(false);
    expect(within(disclosure).getByText('Read the story').tagName).toBe('SUMMARY');
    // In document order: the notice, the notes, then the story, then help.
    const order = [screen.getByRole('region', { name: 'An illustrative composite' }), notes, disclosure, screen.getByRole('region', { name: 'Finding help' })];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(disclosure.textContent).toContain(story.body[0]!.standard);
    expect(screen.getByRole('region', { name: 'Finding help' }).textContent).toContain(story.helpNote.standard);
    expect(within(screen.getByRole('region', { name: 'Finding help' })).getByRole('link', { name: 'crisis help' }).getAttribute('href')).toBe(paths.crisisHelp);
    expect(hrefOf('Back to Resonance')).toBe(paths.resonance);
    expect(hrefOf(stories[1]!.title.standard)).toBe(paths.story(stories[1]!.id));
  });

  it('shows every paragraph in plain words when Plain Language is on', async () => {
    const { container } = await renderAt(paths.story(story.id), { plain: true });
    const body = container.querySelector('.stories-body')!;
    expect(Array.from(body.querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toEqual(story.body.map((paragraph) => paragraph.plain));
    expect(screen.getByRole('region', { name: 'Getting help' }).textContent).toContain(story.helpNote.plain);
  });

  it('offers read aloud only in audio mode, once the story is open, and stops when it is closed', async () => {
    const silent = await renderAt(paths.story(story.id));
    fireEvent(silent.container.querySelector('details')!, new Event('toggle'));
    expect(screen.queryByRole('button', { name: 'Read the story aloud' })).toBeNull();
    cleanup();

    const narrator: Narrator = { enabled: true, available: true, speak: vi.fn(async () => true), stop: vi.fn() };
    const { container } = await renderAt(paths.story(story.id), { narrator, plain: true });
    const disclosure = container.querySelector('details')!;
    expect(screen.queryByRole('button', { name: /read the story to me/i })).toBeNull();
    disclosure.open = true;
    fireEvent(disclosure, new Event('toggle'));
    fireEvent.click(await screen.findByRole('button', { name: 'Read the story to me' }));
    const expected = speechChunks(storyTextsToSpeak(story, true));
    await waitFor(() => expect(narrator.speak).toHaveBeenCalledTimes(expected.length));
    expect(vi.mocked(narrator.speak).mock.calls.map(([text]) => text)).toEqual(expected);

    vi.mocked(narrator.speak).mockImplementation(() => new Promise(() => {}));
    fireEvent.click(screen.getByRole('button', { name: 'Read the story to me' }));
    await screen.findByRole('button', { name: 'Stop reading', pressed: true });
    disclosure.open = false;
    fireEvent(disclosure, new Event('toggle'));
    await waitFor(() => expect(narrator.stop).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Stop reading' })).toBeNull();
  });

  it('says kindly when there is no such story', async () => {
    await renderAt(paths.story('<script>alert(1)</script>'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Story not found');
    expect(hrefOf('Back to the stories')).toBe(paths.resonance);
  });
});

describe('story text helpers', () => {
  it('read aloud speaks the title, the composite notice, every paragraph and the help note, in the chosen register', () => {
    expect(storyTextsToSpeak(story, false)).toEqual([
      story.title.standard,
      STORY_COMPOSITE_NOTICE.standard,
      ...story.body.map((paragraph) => paragraph.standard),
      story.helpNote.standard,
    ]);
    expect(storyTextsToSpeak(story, true)).toEqual([story.title.plain, STORY_COMPOSITE_NOTICE.plain, ...story.body.map((paragraph) => paragraph.plain), story.helpNote.plain]);
  });

  it('the next story follows in list order and wraps round; none for a lone or unknown story', () => {
    expect(nextStory(stories[0]!)).toBe(stories[1]);
    expect(nextStory(stories.at(-1)!)).toBe(stories[0]);
    expect(nextStory(story, [story])).toBeUndefined();
    expect(nextStory({ ...story, id: 'not-listed' })).toBeUndefined();
    expect(findStory(story.id)).toBe(story);
  });
});
