import { describe, expect, it } from 'vitest';
import {
  engagementWaits,
  initialWidgetState,
  invitationDelay,
  widgetReducer,
  type WidgetEvent,
  type WidgetState,
} from '../lib/prompt-machine';
import { DIALOG_CRASHED_MESSAGE, OPEN_FAILED_MESSAGE } from '../lib/widget-config';

const run = (events: WidgetEvent[], state: WidgetState = initialWidgetState('/about')) => events.reduce(widgetReducer, state);
const quiet = { prompted: false, crisisVisited: false, lowMoodCheckIn: false };
const page = { pathname: '/about', search: '', title: 'About' };

/** Considered on /about, approved by the server, delay not yet elapsed. */
const waiting = () =>
  run([
    { type: 'consider', action: null, page: '/about' },
    { type: 'verdict', requestId: 1, show: true, source: 'server' },
  ]);
const prompting = () => run([{ type: 'delay-elapsed', id: 1, session: quiet }], waiting());

describe('the invitation', () => {
  it('is taken away, on its way or on screen, by a mood check-in in the lowest pleasantness band', () => {
    const idle = { name: 'idle' };
    expect(widgetReducer(waiting(), { type: 'hard-moment' }).prompt).toEqual(idle);
    expect(widgetReducer(prompting(), { type: 'hard-moment' }).prompt).toEqual(idle);
    const evaluating = run([{ type: 'consider', action: 'tool_completed' }]);
    expect(widgetReducer(evaluating, { type: 'hard-moment' }).prompt).toEqual(idle);
    const untouched = initialWidgetState('/about');
    expect(widgetReducer(untouched, { type: 'hard-moment' })).toBe(untouched);
  });

  it('is considered from idle, for the page given or the page on screen, one evaluation at a time', () => {
    const evaluating = run([{ type: 'consider', action: 'tool_completed' }]);
    expect(evaluating.prompt).toEqual({ name: 'evaluating', request: { id: 1, page: '/about', action: 'tool_completed' } });
    expect(widgetReducer(evaluating, { type: 'consider', action: null })).toBe(evaluating);
    expect(run([{ type: 'consider', action: null, page: '/presence' }]).prompt).toMatchObject({ request: { page: '/presence' } });
  });

  it('is not considered while one waits or is on screen, or while the dialog is on its way or open', () => {
    expect(widgetReducer(waiting(), { type: 'consider', action: null })).toEqual(waiting());
    expect(widgetReducer(prompting(), { type: 'consider', action: null })).toEqual(prompting());
    const opening = run([{ type: 'open-requested', origin: 'button' }]);
    expect(widgetReducer(opening, { type: 'consider', action: null }).prompt).toEqual({ name: 'idle' });
    const open = run([{ type: 'dialog-loaded', page }], opening);
    expect(widgetReducer(open, { type: 'consider', action: null }).prompt).toEqual({ name: 'idle' });
  });

  it('waits after a yes, with the source that decides its delay; a no, a failure or a stale verdict change nothing else', () => {
    expect(waiting().prompt).toEqual({ name: 'waiting', id: 1, page: '/about', source: 'server' });
    const evaluating = run([{ type: 'consider', action: null }]);
    expect(widgetReducer(evaluating, { type: 'verdict', requestId: 1, show: false, source: 'local' }).prompt).toEqual({ name: 'idle' });
    expect(widgetReducer(evaluating, { type: 'evaluation-failed', requestId: 1 }).prompt).toEqual({ name: 'idle' });
    expect(widgetReducer(evaluating, { type: 'verdict', requestId: 7, show: true, source: 'server' })).toBe(evaluating);
    expect(invitationDelay('server', { delay: 5000, contextualFallbackDelay: 2000 })).toBe(5000);
    expect(invitationDelay('local', { delay: 5000, contextualFallbackDelay: 2000 })).toBe(2000);
  });

  it('appears when its delay elapses on the same page, in a session neither prompted nor gone to crisis help', () => {
    expect(prompting().prompt).toEqual({ name: 'prompting', id: 1, page: '/about' });
    const idle = { name: 'idle' };
    expect(run([{ type: 'delay-elapsed', id: 1, session: { ...quiet, prompted: true } }], waiting()).prompt).toEqual(idle);
    expect(run([{ type: 'delay-elapsed', id: 1, session: { ...quiet, crisisVisited: true } }], waiting()).prompt).toEqual(idle);
    expect(run([{ type: 'delay-elapsed', id: 1, session: { ...quiet, lowMoodCheckIn: true } }], waiting()).prompt).toEqual(idle);
    expect(
      run([{ type: 'navigated', pathname: '/presence' }, { type: 'delay-elapsed', id: 1, session: quiet }], waiting()).prompt,
    ).toEqual(idle);
    expect(widgetReducer(waiting(), { type: 'delay-elapsed', id: 2, session: quiet })).toEqual(waiting());
  });

  it('is taken away by a visit to crisis help, waiting or on screen; another page leaves it on screen', () => {
    expect(run([{ type: 'navigated', pathname: '/crisis-help' }], waiting()).prompt).toEqual({ name: 'idle' });
    expect(run([{ type: 'navigated', pathname: '/crisis-help' }], prompting()).prompt).toEqual({ name: 'idle' });
    expect(run([{ type: 'navigated', pathname: '/presence' }], prompting()).prompt).toEqual(prompting().prompt);
  });

  it('goes when dismissed, or answered with Share feedback; the floating button leaves it on screen', () => {
    expect(run([{ type: 'dismissed' }], prompting()).prompt).toEqual({ name: 'idle' });
    expect(run([{ type: 'open-requested', origin: 'prompt' }], prompting()).prompt).toEqual({ name: 'idle' });
    expect(run([{ type: 'open-requested', origin: 'button' }], prompting()).prompt).toEqual(prompting().prompt);
  });
});

describe('the dialog', () => {
  it('opens once, loads, and closes', () => {
    const opening = run([{ type: 'open-requested', origin: 'prompt' }]);
    expect(opening.dialog).toEqual({ name: 'opening', origin: 'prompt' });
    expect(widgetReducer(opening, { type: 'open-requested', origin: 'button' })).toBe(opening);
    const open = run([{ type: 'dialog-loaded', page }], opening);
    expect(open.dialog).toEqual({ name: 'open', origin: 'prompt', page });
    expect(run([{ type: 'dialog-closed' }], open).dialog).toEqual({ name: 'closed', error: null });
  });

  it('says why when it cannot load or crashes, and forgets it when opened again', () => {
    const failed = run([{ type: 'open-requested', origin: 'button' }, { type: 'dialog-failed' }]);
    expect(failed.dialog).toEqual({ name: 'closed', error: OPEN_FAILED_MESSAGE });
    expect(run([{ type: 'open-requested', origin: 'button' }], failed).dialog).toEqual({ name: 'opening', origin: 'button' });
    const crashed = run([{ type: 'open-requested', origin: 'button' }, { type: 'dialog-loaded', page }, { type: 'dialog-crashed' }]);
    expect(crashed.dialog).toEqual({ name: 'closed', error: DIALOG_CRASHED_MESSAGE });
  });
});

describe('the engagement moments', () => {
  it('fall 30 s and 10 min into the session, a quarter second late, and only those still ahead', () => {
    const start = 1_000_000;
    expect(engagementWaits(start, start)).toEqual([30_250, 600_250]);
    expect(engagementWaits(start, start + 30_250)).toEqual([570_000]);
    expect(engagementWaits(start, start + 600_250)).toEqual([]);
  });
});
