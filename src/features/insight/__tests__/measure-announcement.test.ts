// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHQ9_ITEM9_FLAG } from '@contract/measure-scoring';
import { TOOL_COMPLETED_EVENT, type ToolCompletedDetail } from '@/domains/tool-entries/tool-completed';
import { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';
import { resetDatabase } from './reset-db';

describe('a saved questionnaire whose answers raised a flag', () => {
  const heard: ToolCompletedDetail[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent<ToolCompletedDetail>).detail);

  beforeEach(async () => {
    await resetDatabase();
    heard.length = 0;
    window.addEventListener(TOOL_COMPLETED_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(TOOL_COMPLETED_EVENT, listen));

  it('is announced as a hard moment (no feedback is asked for this session); one with no flag is not', async () => {
    await saveToolEntry('phq-9', { item9: '1', score: 1, scoreMax: 27, band: 'minimal', flags: [PHQ9_ITEM9_FLAG] });
    await saveToolEntry('phq-9', { item9: '0', score: 14, scoreMax: 27, band: 'moderate', flags: [] });
    expect(heard).toEqual([
      { toolId: 'phq-9', lowMood: true },
      { toolId: 'phq-9', lowMood: false },
    ]);
  });
});
