import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, type RenderAppOptions } from './render-app';

/* Checks every screen's unit test makes the same way (info, home, ...): shared here because features never import
 * each other, their tests included. */

/** A page of the app through renderApp, wherever the router is (`route` for a page that reads it). */
export function renderPage(page: ReactElement, options: Omit<RenderAppOptions, 'routes'> = {}) {
  return renderApp({ ...options, routes: { '*': page } });
}

/** Exactly one h1, and no heading level skipped on the way down. */
export function expectSoundHeadings(container: HTMLElement, h1Text: string | RegExp) {
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0]?.textContent).toMatch(h1Text);

  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) {
    expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  }
}

export function hrefOf(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

/** Classes of shared UI components (src/components/ui) a page may contain: the logo's own, from Logo.tsx. */
// have-a-code: the shared "Have a code from your therapist?" field (domains/prescriptions), with the app's buttons.
const SHARED_COMPONENT_PREFIXES = ['logo-', 'have-a-code', 'button'];

/** Every class name used by a page starts with the feature's prefix, or belongs to a shared UI component. */
export function expectPrefixedClasses(container: HTMLElement, prefix: string) {
  const classes = new Set<string>();
  container.querySelectorAll('[class]').forEach((el) => {
    // SVG className is not a string; read the attribute instead.
    (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).forEach((c) => classes.add(c));
  });
  for (const c of classes) {
    expect([prefix, ...SHARED_COMPONENT_PREFIXES].some((allowed) => c.startsWith(allowed)), `class "${c}"`).toBe(true);
  }
}
