import { describe, it, expect, beforeEach } from 'vitest';
import { db } from '../database';
import { NAVIGATION_HISTORY_CAP, readNavigationHistory, recordNavigation } from '../navigation-history';

beforeEach(async () => {
  await db.navigationHistory.clear();
});

describe('recordNavigation', () => {
  it('keeps only the newest 50 entries of a session, oldest dropped, order kept', async () => {
    expect(NAVIGATION_HISTORY_CAP).toBe(50);
    const start = Date.UTC(2024, 0, 1);
    for (let index = 0; index < 60; index += 1) {
      await recordNavigation('session-a', `/page/${index}`, new Date(start + index * 1000));
    }

    const paths = await readNavigationHistory('session-a');
    expect(paths).toHaveLength(50);
    expect(paths).toEqual(Array.from({ length: 50 }, (_, index) => `/page/${index + 10}`));
    expect(paths).not.toContain('/page/9');
    expect(await db.navigationHistory.where('sessionId').equals('session-a').count()).toBe(50);
  });

  it("leaves another session's entries untouched", async () => {
    for (let index = 0; index < 5; index += 1) {
      await recordNavigation('session-b', `/other/${index}`);
    }
    for (let index = 0; index < 60; index += 1) {
      await recordNavigation('session-a', `/page/${index}`);
    }

    expect(await readNavigationHistory('session-b')).toEqual(['/other/0', '/other/1', '/other/2', '/other/3', '/other/4']);
    expect(await readNavigationHistory('session-a')).toHaveLength(50);
  });
});
