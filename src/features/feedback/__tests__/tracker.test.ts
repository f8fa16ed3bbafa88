// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { recordNavigation } from '@/db/navigation-history';
import { getSessionId } from '@/db/session';
import { announceToolCompleted } from '@/domains/tool-entries/tool-completed';
import { markFirstScreenShown } from '@/lib/when-idle';
import { collectMetadata } from '../data/collect-metadata';

const recorded = vi.hoisted(() => [] as { input: { type: string; data?: unknown; context?: unknown }; at: Date }[]);
vi.mock('@/domains/usage-events/data/record-tracking-event', () => ({
  recordTrackingEvent: vi.fn(async (input: { type: string }, at: Date) => {
    recorded.push({ input, at });
    return null;
  }),
}));

const { startBehaviourListeners, MAX_ERRORS_PER_PAGE_LOAD } = await import('../lib/tracker/behaviour-listeners');
const { bufferEarlyErrors, TOOL_COMPLETED_EVENT, trackEvent } = await import('../lib/tracker/track-event');

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(() => {
  markFirstScreenShown();
});

beforeEach(() => {
  recorded.length = 0;
  window.history.replaceState(null, '', '/insight/tools?secret=do-not-send');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the behaviour tracker', () => {
  it('records a page view with the path (never the query string) and the device type', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
    trackEvent('page_view', { page: '/insight/tools' });
    await settle();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.input).toMatchObject({
      type: 'page_view',
      data: { page: '/insight/tools' },
      context: { page: '/insight/tools', deviceType: 'tablet' },
    });
    expect(JSON.stringify(recorded)).not.toContain('do-not-send');
  });

  it('records window errors (those from before it loaded too), unhandled rejections and tracked clicks', async () => {
    bufferEarlyErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Early boom', filename: 'http://x/assets/a.js?v=1', lineno: 3, colno: 9 }));
    startBehaviourListeners();
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new TypeError('Promise went wrong');
    window.dispatchEvent(rejection);
    const button = document.createElement('button');
    button.dataset.track = 'open-breathing';
    document.body.append(button);
    button.click();
    await settle();

    const byType = (type: string) => recorded.filter((entry) => entry.input.type === type).map((entry) => entry.input.data);
    expect(byType('error')).toEqual([
      { kind: 'error', message: 'Early boom', source: '/assets/a.js', line: 3, column: 9 },
      { kind: 'unhandledrejection', name: 'TypeError', message: 'Promise went wrong' },
    ]);
    expect(byType('user_action')).toEqual([{ action: 'open-breathing' }]);
  });

  it("records no tool_completed for an announced tool: the tool's own data function is its one writer", async () => {
    startBehaviourListeners();
    announceToolCompleted('gratitude-journal');
    window.dispatchEvent(new CustomEvent(TOOL_COMPLETED_EVENT, { detail: { toolId: 'thought-record' } }));
    await settle();
    expect(recorded.filter((entry) => entry.input.type === 'tool_completed')).toEqual([]);
  });

  it(`records at most ${MAX_ERRORS_PER_PAGE_LOAD} errors in a page load`, async () => {
    startBehaviourListeners();
    for (let i = 0; i < 40; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `loop ${i}` }));
    await settle();
    // The test before recorded two errors in this same page load (the early one and the rejection).
    expect(recorded.filter((entry) => entry.input.type === 'error')).toHaveLength(MAX_ERRORS_PER_PAGE_LOAD - 2);
  });
});

describe("the submission's metadata", () => {
  beforeEach(async () => {
    await db.navigationHistory.clear();
  });

  it('carries the session navigation history, capped at the newest 50 entries', async () => {
    for (let page = 0; page < 60; page += 1) await recordNavigation(getSessionId(), `/page/${page}`);
    const metadata = await collectMetadata();
    const history = (metadata.navigationInfo as { history: string[] }).history;
    expect(history).toHaveLength(50);
    expect(history[0]).toBe('/page/10');
    expect(history.at(-1)).toBe('/page/59');
  });

  it('names the device type by width and the accessibility options in use', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    document.body.classList.add('accessibility-high_contrast', 'accessibility-dyslexia_font');
    document.documentElement.dataset.fontSize = 'large';
    const metadata = await collectMetadata();
    expect(metadata.deviceInfo).toMatchObject({ type: 'mobile', viewportWidth: 390 });
    expect(metadata.accessibilityInfo).toMatchObject({ options: ['dyslexia_font', 'high_contrast'], fontSize: 'large' });
    expect(Object.keys(metadata)).toEqual(['browserInfo', 'deviceInfo', 'navigationInfo', 'accessibilityInfo', 'performance']);
  });
});
