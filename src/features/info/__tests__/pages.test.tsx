// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { expectPrefixedClasses, expectSoundHeadings, hrefOf, renderPage } from '@/testing/page-checks';
import { Logo } from '../../../components/ui/Logo';
import AboutPage from '../components/AboutPage';
import WhoWeArePage from '../components/WhoWeArePage';
import BrandPage from '../components/BrandPage';
import NotFoundPage from '../components/NotFoundPage';
import { InsightHomePage } from '../components/AreaHomePage';

afterEach(cleanup);

/**
 * tokens.css read as text from disk: Vitest turns CSS imports (even ?raw) into empty strings, and the app's
 * tsconfig has no Node types, so node:fs is reached through process.getBuiltinModule (Node 20.16+).
 */
function readTokensCss(): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  const path = decodeURIComponent(new URL('../../../styles/tokens.css', testFile).pathname);
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(path, 'utf8');
}

function allHrefs(): string[] {
  return screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
}

describe('AboutPage', () => {
  it('covers what it is, the areas, data, the disclaimer and further links', async () => {
    const { container } = await renderPage(<AboutPage />);
    expectSoundHeadings(container, 'About Better Minds');
    expect(document.title).toBe('About · Better Minds');
    for (const name of ['What it is', 'The four areas', 'How your data is handled', 'Not a substitute for professional care']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(hrefOf('Insight')).toBe('/insight');
    expect(hrefOf('Presence')).toBe('/presence');
    expect(hrefOf('Resonance')).toBe('/resonance');
    expect(hrefOf('Star Chart')).toBe('/chart/login');
    expect(hrefOf('Who we are')).toBe('/who-we-are');
    expect(hrefOf('Our brand')).toBe('/brand-v1');
    expect(hrefOf(/crisis help/i)).toBe('/crisis-help');
    expect(screen.getByText(/is educational/i)).toBeTruthy();
    expectPrefixedClasses(container, 'info-');
  });
});

describe('WhoWeArePage', () => {
  it('describes the team and the five principles without named people', async () => {
    const { container } = await renderPage(<WhoWeArePage />);
    expectSoundHeadings(container, 'Who we are');
    expect(screen.getByText(/founding engineers/)).toBeTruthy();
    for (const name of [
      'Evidence-informed',
      'Private by default',
      'Accessible to everyone',
      'No dark patterns',
      'Crisis help always one step away',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(hrefOf('Crisis help')).toBe('/crisis-help');
    expect(hrefOf('About Better Minds')).toBe('/about');
    expectPrefixedClasses(container, 'info-');
  });
});

describe('BrandPage', () => {
  it('shows the name, tagline, logo, colour, type, voice and accessibility sections', async () => {
    const { container } = await renderPage(<BrandPage />);
    expectSoundHeadings(container, /brand/i);
    expect(screen.getByText('Building better minds with AI')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Better Minds logo' })).toBeTruthy();
    for (const name of ['Name and tagline', 'Logo', 'Colour', 'Type', 'Voice and tone', 'Accessibility commitments']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getAllByText(/^Do$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Don’t$/).length).toBeGreaterThan(0);
    expect(container.textContent).toContain("system-ui, -apple-system, 'Segoe UI'");
    expectPrefixedClasses(container, 'info-');
  });

  it('shows every colour token with the values defined in tokens.css, dark and light', async () => {
    const { container } = await renderPage(<BrandPage />);
    const [darkBlock, lightBlock] = readTokensCss().split(":root[data-theme='light']");
    const read = (block: string | undefined) =>
      new Map(Array.from((block ?? '').matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{3,8})/g), (m) => [m[1]!, m[2]!.toLowerCase()]));
    const dark = read(darkBlock);
    const light = read(lightBlock);
    expect(dark.size).toBeGreaterThan(0);

    const cards = Array.from(container.querySelectorAll('.info-swatch-card'));
    expect(cards).toHaveLength(dark.size);
    for (const card of cards) {
      const token = card.querySelector('.info-swatch-token')?.textContent ?? '';
      const hexes = Array.from(card.querySelectorAll('.info-swatch code')).map((c) => c.textContent);
      expect(hexes, token).toEqual([dark.get(token), light.get(token)]);
    }
  });
});

describe('Area homes', () => {
  it('Insight links to trails, tools, journeys and imaginarium', async () => {
    const { container } = await renderPage(<InsightHomePage />);
    expectSoundHeadings(container, /^Insight$/);
    expect(document.title).toBe('Insight · Better Minds');
    expect(hrefOf('Trails')).toBe('/insight/trails');
    expect(hrefOf('Tools')).toBe('/insight/tools');
    expect(hrefOf('Journeys')).toBe('/insight/journeys');
    expect(hrefOf('Imaginarium')).toBe('/insight/imaginarium');
    // Only the trails list, not the individual trails.
    expect(allHrefs().some((href) => href.startsWith('/insight/trails/'))).toBe(false);
    expectPrefixedClasses(container, 'info-');
  });

  it('gives every sub-screen link a one-line description', async () => {
    for (const Page of [InsightHomePage]) {
      const { container, unmount } = await renderPage(<Page />);
      const items = Array.from(container.querySelectorAll('.info-area-item'));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.querySelector('.info-area-description')?.textContent?.trim()).toBeTruthy();
      }
      unmount();
    }
  });
});

describe('NotFoundPage', () => {
  it('is kind and links home and to crisis help', async () => {
    const { container } = await renderPage(<NotFoundPage />);
    expectSoundHeadings(container, 'Page not found');
    expect(document.title).toBe('Page not found · Better Minds');
    expect(hrefOf(/home/i)).toBe('/');
    expect(hrefOf(/crisis help/i)).toBe('/crisis-help');
  });
});

describe('Logo', () => {
  it('is decorative without a title', () => {
    const { container } = render(<Logo />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('40');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is a named image with a title', () => {
    render(<Logo size={64} title="Better Minds" />);
    const svg = screen.getByRole('img', { name: 'Better Minds' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.getAttribute('height')).toBe('64');
  });
});
