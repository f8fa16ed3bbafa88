// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { db } from '@/db/database';
import { announceToolCompleted } from '@/domains/tool-entries/tool-completed';
import { markFirstScreenShown } from '@/lib/when-idle';
import { renderApp } from '@/testing/render-app';
import type { WidgetPosition } from '../lib/widget-config';

// The real evaluation (session guards, local rules, Dexie), watched so the test knows when a verdict is in.
vi.mock('../data/evaluate-prompt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../data/evaluate-prompt')>();
  return { ...actual, evaluatePrompt: vi.fn(actual.evaluatePrompt) };
});
const interactions = vi.hoisted(() => [] as string[]);
vi.mock('../data/record-prompt-interaction', () => ({
  recordPromptInteraction: async (type: string) => {
    interactions.push(type);
  },
}));

const { evaluatePrompt } = await import('../data/evaluate-prompt');
const { readPromptState } = await import('../data/update-prompt-state');
const { resetBrowsingSession } = await import('../lib/browsing-session');
const { FeedbackWidget } = await import('../components/FeedbackWidget');
const { FeedbackWidgetCore } = await import('../components/FeedbackWidgetCore');

const SESSION_KEY = 'better-minds:feedback-session';
const QUESTION = 'How was your experience?';

/** Node's setImmediate: not faked, so real asynchronous work (module loading, IndexedDB) runs without the fake
 * clock moving. (The app's tsconfig has no Node types.) */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setImmediate(run: () => void): void }).setImmediate(resolve));

async function settle(rounds = 5): Promise<void> {
  await act(async () => {
    for (let round = 0; round < rounds; round += 1) await nextMacrotask();
  });
}

/** feedback.css as text: Vitest turns CSS imports (even ?raw) into empty strings, so it is read from disk, through
 * process.getBuiltinModule as in src/features/info/__tests__/pages.test.tsx. */
function readFeedbackCss(): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  const path = decodeURIComponent(new URL('../styles/feedback.css', testFile).pathname);
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(path, 'utf8');
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    if (condition()) return;
    await settle(1);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

beforeAll(() => {
  markFirstScreenShown();
});

beforeEach(async () => {
  interactions.length = 0;
  vi.mocked(evaluatePrompt).mockClear();
  resetBrowsingSession();
  // Engaged for a minute already: the 30-second rule is met, and the engagement timers have nothing left to do.
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ startedAt: Date.now() - 60_000, prompted: false, crisisVisited: false, submitted: false, countersStarted: false }),
  );
  await db.promptState.clear();
  // Offline: the server is not asked, the local rules of spec section 9 decide.
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the contextual prompt', () => {
  it('after a finished tool, when the local rules decide, appears at 2000 ms and not at 1999 ms', async () => {
    // Only the timers are fake: Date stays real for the session's engagement, setImmediate for IndexedDB.
    await renderApp({ route: '/about', routes: { '/about': <FeedbackWidgetCore trigger="contextual" buttonShown={false} /> }, fakeTimers: true });
    // The page view is considered when the browser is idle: no rule matches on /about with one page seen.
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => vi.mocked(evaluatePrompt).mock.results.length === 1, 'the page view to be considered');
    await expect(vi.mocked(evaluatePrompt).mock.results[0]?.value).resolves.toMatchObject({ show: false, source: 'local' });
    await settle();

    // A tool saved its entry (and its tool_completed event) and announced it.
    act(() => announceToolCompleted('mood-check-in'));
    await until(() => vi.mocked(evaluatePrompt).mock.results.length === 2, 'the finished tool to be considered');
    expect(vi.mocked(evaluatePrompt).mock.calls[1]?.[0]).toEqual({ page: '/about', action: 'tool_completed' });
    await expect(vi.mocked(evaluatePrompt).mock.results[1]?.value).resolves.toEqual({
      show: true,
      source: 'local',
      reason: 'tool_completed',
    });
    await settle();
    expect((await readPromptState()).toolsCompleted).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText(QUESTION)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share feedback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    expect(interactions).toEqual(['prompted']);
  });
});

describe('the invitation in the page flow', () => {
  it('where the layout keeps a place for it, the invitation takes its space there, not over the page in the corner', async () => {
    await renderApp({
      route: '/about',
      routes: {
        '/about': (
          <>
            <div id="feedback-invitation" data-testid="slot" />
            <FeedbackWidgetCore trigger="contextual" buttonShown={false} />
          </>
        ),
      },
      fakeTimers: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => vi.mocked(evaluatePrompt).mock.results.length === 1, 'the page view to be considered');
    await settle();
    act(() => announceToolCompleted('mood-check-in'));
    await until(() => vi.mocked(evaluatePrompt).mock.results.length === 2, 'the finished tool to be considered');
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const question = screen.getByText(QUESTION);
    expect(screen.getByTestId('slot').contains(question)).toBe(true);
    // The floating corner is empty, so hidden: nothing of the widget floats over the page.
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
  });
});

describe('the widget positions', () => {
  const css = readFeedbackCss();
  const rule = (selector: string) => css.match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? '';

  it.each<[WidgetPosition, string[], string[]]>([
    ['bottom-left', ['left:', 'bottom:'], ['right:', 'top:']],
    ['top-right', ['right:', 'top:'], ['left:', 'bottom:']],
  ])('%s: the button and the invitation sit in that corner', async (position, anchors, notAnchors) => {
    const { unmount } = await renderApp({ route: '/about', routes: { '/about': <FeedbackWidget position={position} delay={1000} /> }, fakeTimers: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const corner = screen.getByRole('complementary', { name: 'Feedback' });
    expect(corner.className).toContain(`fb-widget--${position}`);
    expect(corner.className).not.toContain('fb-widget--bottom-right');
    unmount();

    // The loaded widget, with the invitation on screen, keeps the same corner.
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ startedAt: Date.now() - 11 * 60_000, prompted: false, crisisVisited: false, submitted: false, countersStarted: false }),
    );
    await renderApp({ route: '/about', routes: { '/about': <FeedbackWidgetCore position={position} buttonShown /> } });
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => vi.mocked(evaluatePrompt).mock.results.length >= 1, 'the page view to be considered');
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const loaded = screen.getByRole('complementary', { name: 'Feedback' });
    expect(loaded.className).toContain(`fb-widget--${position}`);
    expect(loaded.contains(screen.getByText(QUESTION))).toBe(true);
    expect(loaded.contains(screen.getByRole('button', { name: 'Feedback' }))).toBe(true);

    // And the stylesheet anchors that class to that corner.
    const declarations = rule(`.fb-widget--${position}`);
    for (const anchor of anchors) expect(declarations).toContain(anchor);
    for (const anchor of notAnchors) expect(declarations).not.toContain(anchor);
  });
});
