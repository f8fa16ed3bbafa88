// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { Footer } from '../Footer';

afterEach(cleanup);

describe('the footer', () => {
  it('links to the therapist directory', async () => {
    await renderApp({ route: '/', routes: { '/': <Footer /> } });
    expect(screen.getByRole('link', { name: 'Find a therapist' }).getAttribute('href')).toBe('/directory');
  });
});
