// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureBrowsingSession, noteLowMoodCheckIn, resetBrowsingSession } from '../lib/browsing-session';

const KEY = 'better-minds:feedback-session';

describe('the browsing session’s low-mood flag', () => {
  beforeEach(() => resetBrowsingSession());

  it('is noted once and kept for the rest of the tab’s session', () => {
    expect(ensureBrowsingSession().lowMoodCheckIn).toBe(false);
    noteLowMoodCheckIn();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')).toMatchObject({ lowMoodCheckIn: true });
    expect(ensureBrowsingSession().lowMoodCheckIn).toBe(true);
  });

  it('reads a session stored before the flag existed as one without it, keeping what it held', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ startedAt: 5, prompted: true, crisisVisited: false, submitted: false, countersStarted: true }));
    expect(ensureBrowsingSession()).toEqual({ startedAt: 5, prompted: true, crisisVisited: false, lowMoodCheckIn: false, submitted: false, countersStarted: true });
  });

  it('ignores a flag of the wrong type', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ startedAt: 5, prompted: true, crisisVisited: false, lowMoodCheckIn: 'yes', submitted: false, countersStarted: true }));
    expect(ensureBrowsingSession().prompted).toBe(false);
  });
});
