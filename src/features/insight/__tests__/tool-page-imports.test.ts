import { describe, expect, it } from 'vitest';
import { staticChains } from '@/testing/static-imports';

/*
 * The tool page's chunk is loaded and evaluated before a prerendered tool page hydrates (src/main.tsx). If it imports
 * the local database, Dexie and the sync records are evaluated then too, the long task the app defers to an idle
 * moment after load. If it imports the list of tools, every tool's content is compiled then, where one is needed.
 * This walks the page's static imports in the source (type-only imports vanish at build time; import() is a chunk of
 * its own; src/testing/static-imports.ts) and names any path that reaches the data layer or another tool's content.
 */

const ENTRY = 'src/features/insight/components/ToolPage.tsx';

describe('the tool page before hydration', () => {
  it('imports neither Dexie, the database nor the sync code statically', () => {
    const chains = staticChains(ENTRY);
    expect(chains.length).toBeGreaterThan(10);
    const dataLayer = chains.filter((chain) => / -> (dexie|dexie-react-hooks|src\/db\/database\.ts|src\/sync\/[^ ]+)$/.test(chain));
    expect(dataLayer).toEqual([]);
  });

  it("imports no other tool's content statically: the page loads its own tool's chunk (src/content/insight/tools/load-tool.ts)", () => {
    const toolContent = staticChains(ENTRY).filter((chain) => / -> src\/content\/insight\/tools\/(?!load-tool\.ts$)[^ /]+$/.test(chain));
    // The one exception: the plan view's model is built on the safety plan's steps (src/domains/safety-plan/model.ts).
    expect(toolContent).toEqual([
      'src/features/insight/components/ToolPage.tsx -> src/features/insight/components/tool-page/SafetyPlanTool.tsx -> src/domains/safety-plan/components/SafetyPlanView.tsx -> src/domains/safety-plan/model.ts -> src/content/insight/tools/safety-plan.ts',
    ]);
  });
});
