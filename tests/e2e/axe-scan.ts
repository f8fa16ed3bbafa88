import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * How each display mode is scanned with axe-core. The theme, high contrast and text size change only styles, never
 * the document: the structural rules (names, roles, landmarks, labels, ARIA) give the same answer in every mode, so
 * they run once, in the default dark theme, and the other modes run the rules whose answer depends on colour. That keeps every screen checked in every mode at about half the cost of running every rule everywhere.
 */
export type ScanKind =
  /** Every WCAG 2.0 to 2.2 A and AA rule and axe's best practices (the default dark theme). */
  | 'all'
  /** Colour rules at AA: text contrast and links told apart from text (the light theme). */
  | 'colour'
  /** Colour rules with contrast at AAA, 7:1, which implies AA's 4.5:1 (high contrast). */
  | 'colour-aaa';

const AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe in the page itself (axe.run), not split across frames with the results joined in a new blank page, which is
 * what AxeBuilder does by default: the app has no frames, and opening a page per scan made each scan about 1.6 times
 * as long (a PHQ-9 screen, four of each alternating: every rule 3.3 s against 2.1 s, colour rules 1.7 s against
 * 0.95 s, load average 6 to 7). Every scan in the suite is built here.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

function builder(page: Page, kind: ScanKind): AxeBuilder {
  const axe = axeBuilder(page);
  switch (kind) {
    case 'all':
      return axe.withTags(AA_TAGS);
    case 'colour':
      return axe.withRules(COLOUR_RULES);
    case 'colour-aaa':
      return axe.withRules(['color-contrast-enhanced', 'link-in-text-block']);
  }
}

/** The violations on the page as readable lines (rule, impact, the first few elements), or [] when there are none. */
export async function axeViolations(page: Page, kind: ScanKind): Promise<string[]> {
  const results = await builder(page, kind).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
