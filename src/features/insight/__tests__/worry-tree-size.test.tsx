// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { WorryTreeDrawing } from '../components/Drawings';

/** A stylesheet read as text from disk (Vitest empties CSS imports; the app's tsconfig has no Node types). */
function readCss(relative: string): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(decodeURIComponent(new URL(relative, testFile).pathname), 'utf8');
}

/** A property's value in the first rule whose selector matches `element`, from the Insight stylesheet. */
function cssValue(element: Element, property: string): string {
  const style = document.createElement('style');
  style.textContent = readCss('../styles/steps-and-reflections.css');
  document.head.append(style);
  for (const rule of style.sheet?.cssRules ?? []) {
    if (rule instanceof CSSStyleRule && element.matches(rule.selectorText) && rule.style.getPropertyValue(property)) {
      return rule.style.getPropertyValue(property);
    }
  }
  return '';
}

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

describe('the worry tree on a phone', () => {
  it('is never drawn so narrow that its words fall below 12 px; a narrower screen scrolls it sideways', () => {
    const { container } = render(<WorryTreeDrawing values={{ worry: 'The exam on Friday', canAct: 'yes', what: 'Revise', when: 'later', plan: 'Tonight' }} />);
    const svg = container.querySelector('svg');
    if (!svg) throw new Error('No drawing');
    const viewWidth = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const smallestFont = Math.min(...[...svg.querySelectorAll('text')].map((text) => Number(text.getAttribute('font-size'))));
    const minWidth = cssValue(svg, 'min-width');
    expect(minWidth).toMatch(/^[\d.]+rem$/);
    // rem at the browser's default 16 px: a larger default font only makes the drawing (and its words) larger.
    const narrowestPx = parseFloat(minWidth) * 16;
    expect((smallestFont * narrowestPx) / viewWidth).toBeGreaterThanOrEqual(12);

    const scroller = svg.parentElement;
    if (!scroller) throw new Error('No scroller');
    expect(cssValue(scroller, 'overflow-x')).toBe('auto');
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });
});
