// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

/** admin.css read as text from disk (Vitest empties CSS imports; the app's tsconfig has no Node types). */
function readAdminCss(): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(decodeURIComponent(new URL('../styles/admin.css', testFile).pathname), 'utf8');
}

/** The computed value of `property` on `element` from admin.css's rules (later rules win, as in the cascade). */
function styleOf(element: Element, property: string): string {
  let value = '';
  const sheet = document.querySelector('style')?.sheet;
  for (const rule of sheet?.cssRules ?? []) {
    if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) value = rule.style.getPropertyValue(property) || value;
  }
  return value;
}

afterEach(() => document.head.replaceChildren());

describe('the admin feedback filters', () => {
  it('give the buttons a row of their own and never break a button’s label mid-word', () => {
    const style = document.createElement('style');
    style.textContent = readAdminCss();
    document.head.append(style);
    document.body.innerHTML =
      '<form class="admin-filters"><div class="admin-filters__actions"><button class="button button--primary">Apply filters</button></div></form>';
    const actions = document.querySelector('.admin-filters__actions');
    const button = document.querySelector('button');
    if (!actions || !button) throw new Error('No filter buttons');
    expect(styleOf(actions, 'grid-column')).toMatch(/^1 \/ -1$/);
    expect(styleOf(actions, 'flex-wrap')).toBe('wrap');
    expect(styleOf(button, 'white-space')).toBe('nowrap');
  });
});
