// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOOL_COMPLETED_EVENT, type ToolCompletedDetail } from '@/domains/tool-entries/tool-completed';
import { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';
import { resetDatabase } from './reset-db';

describe('a saved check-in announces a hard moment, and only that', () => {
  const heard: ToolCompletedDetail[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent<ToolCompletedDetail>).detail);

  beforeEach(async () => {
    await resetDatabase();
    heard.length = 0;
    window.addEventListener(TOOL_COMPLETED_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(TOOL_COMPLETED_EVENT, listen));

  it('says lowMood for a mood check-in rated 1 or 2 for pleasantness, not 3 or more, nor for another tool', async () => {
    await saveToolEntry('mood-check-in', { pleasantness: 1, energy: 3 });
    await saveToolEntry('mood-check-in', { pleasantness: 2, energy: 1 });
    await saveToolEntry('mood-check-in', { pleasantness: 3, energy: 1 });
    await saveToolEntry('mood-check-in', { pleasantness: '1', energy: 1 });
    await saveToolEntry('gratitude-journal', { pleasantness: 1 });
    expect(heard).toEqual([
      { toolId: 'mood-check-in', lowMood: true },
      { toolId: 'mood-check-in', lowMood: true },
      { toolId: 'mood-check-in', lowMood: false },
      { toolId: 'mood-check-in', lowMood: false },
      { toolId: 'gratitude-journal', lowMood: false },
    ]);
  });
});
