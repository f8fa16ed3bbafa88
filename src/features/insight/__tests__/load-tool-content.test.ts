import { describe, expect, it } from 'vitest';
import { loadableToolIds } from '@/content/insight/tools/load-tool';
import { tools } from '@/content/insight/tools';
import { loadedToolContent, loadToolContent } from '../data/load-tool-content';

describe("a tool's own content, loaded on its own", () => {
  it('has a loader for every tool, and each loads the same content as the full list', async () => {
    expect([...loadableToolIds].sort()).toEqual(tools.map((tool) => tool.id).sort());
    for (const tool of tools) {
      expect(await loadToolContent(tool.id)).toBe(tool);
      expect(loadedToolContent(tool.id)).toBe(tool);
      // What React's use() reads to render a settled load at once, without suspending (hydration in one pass).
      expect(loadToolContent(tool.id)).toMatchObject({ status: 'fulfilled', value: tool });
    }
  });

  it('answers undefined for an id that names no tool, including the names every object inherits', () => {
    for (const id of ['no-such-tool', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(loadToolContent(id), id).toBeUndefined();
      expect(loadedToolContent(id), id).toBeUndefined();
    }
  });

  it('joins a load already under way instead of starting another', () => {
    expect(loadToolContent('grounding')).toBe(loadToolContent('grounding'));
  });
});
