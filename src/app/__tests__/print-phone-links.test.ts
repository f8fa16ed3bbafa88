// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

/** A stylesheet read as text from disk (Vitest empties CSS imports; the app's tsconfig has no Node types). */
function readCss(relative: string): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(decodeURIComponent(new URL(relative, testFile).pathname), 'utf8');
}

/** The selectors (pseudo-elements dropped) of every print rule whose generated content prints a link's address. */
function printedHrefSelectors(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const selectors: string[] = [];
  for (const rule of style.sheet?.cssRules ?? []) {
    if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
    for (const inner of rule.cssRules) {
      if (inner instanceof CSSStyleRule && inner.style.getPropertyValue('content').includes('attr(href)')) {
        selectors.push(...inner.selectorText.split(',').map((selector) => selector.replace(/::?(after|before)/g, '').trim()));
      }
    }
  }
  return selectors;
}

afterEach(() => document.head.replaceChildren());

describe('printing a plan', () => {
  it.each(['../../../public/fallback.css', '../../domains/safety-plan/components/safety-plan.css'])(
    '%s prints web addresses but not tel: or sms: addresses after the numbers',
    (file) => {
      const selectors = printedHrefSelectors(readCss(file));
      const link = (href: string) => Object.assign(document.createElement('a'), { href });
      const printsAddress = (href: string) => selectors.some((selector) => link(href).matches(selector));
      expect(printsAddress('tel:+441234567890')).toBe(false);
      expect(printsAddress('sms:988?body=hello')).toBe(false);
      if (file.includes('fallback')) expect(printsAddress('https://example.org/')).toBe(true);
    },
  );
});
