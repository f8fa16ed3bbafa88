// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import CrisisHelpPage from '../components/CrisisHelpPage';

afterEach(cleanup);

describe('crisis help for someone not in crisis', () => {
  it('points to the therapist directory', async () => {
    await renderApp({ route: '/crisis-help', routes: { '/crisis-help': <CrisisHelpPage /> } });
    expect(screen.getByText(/Not in crisis, but need someone to talk to over time\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a therapist' }).getAttribute('href')).toBe('/directory');
  });
});
