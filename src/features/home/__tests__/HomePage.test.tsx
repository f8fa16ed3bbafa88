// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { expectPrefixedClasses, expectSoundHeadings, hrefOf, renderPage } from '@/testing/page-checks';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import HomePage from '../components/HomePage';

afterEach(cleanup);

describe('HomePage', () => {
  it('shows the name, the tagline and the disclaimer', async () => {
    const { container } = await renderPage(<HomePage />);
    expectSoundHeadings(container, /^Better Minds$/);
    expect(screen.getByText('Building better minds with AI')).toBeTruthy();
    expect(screen.getByText(/not a substitute for professional care/i)).toBeTruthy();
    expect(document.title).toBe('Better Minds: Building better minds with AI');
    expectPrefixedClasses(container, 'home-');
  });

  it('links to the four areas, Star Chart for therapists', async () => {
    await renderPage(<HomePage />);
    expect(hrefOf('Insight')).toBe('/insight');
    expect(hrefOf('Presence')).toBe('/presence');
    expect(hrefOf('Resonance')).toBe('/resonance');
    expect(hrefOf('Star Chart')).toBe('/chart/login');
    expect(screen.getByText('For therapists')).toBeTruthy();
  });

  it('has the help-now block linking to crisis help, and the privacy block', async () => {
    await renderPage(<HomePage />);
    const help = screen.getByRole('region', { name: 'Need help right now?' });
    expect(within(help).getByRole('link', { name: /crisis help/i }).getAttribute('href')).toBe('/crisis-help');
    const privacy = screen.getByRole('region', { name: 'Private by design, works offline' });
    expect(within(privacy).getByText(/stays on your device/i)).toBeTruthy();
  });

  it('keeps "Due today" out of the prerendered page: the island mounts only in the browser, once idle', () => {
    const html = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(html).toContain('Four areas');
    expect(html).not.toContain('due-today');
    expect(html).not.toContain('Ready for today');
  });
});
