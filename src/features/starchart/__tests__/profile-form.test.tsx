// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { WorkspacePage } from '../components/WorkspacePage';
import { SAMPLE_NAME } from '../data/placeholder-login';
import { therapistSession } from '../hooks/use-therapist-session';

beforeEach(async () => {
  await therapistSession.logout();
  localStorage.clear();
  expect(await therapistSession.login('dana@example.org', 'secret-enough')).toBe(true);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await therapistSession.logout();
});

function profile() {
  const state = therapistSession.getState();
  if (state.status !== 'signed-in') throw new Error('not signed in');
  return state.user.therapistProfile;
}

describe('"Your profile" and the directory listing, one form with one opt-in', () => {
  it('asks only for the profile until the therapist chooses to be listed, then shows what the directory needs', async () => {
    await renderApp({ route: '/chart', routes: { '/chart': <WorkspacePage /> } });
    const form = await screen.findByRole('form', { name: 'Your profile' });
    expect(screen.getAllByRole('form').map((each) => each.getAttribute('aria-labelledby') && each.querySelector('h2')?.textContent)).not.toContain(
      'Ask to be listed in the directory',
    );
    expect(screen.queryByLabelText('Contact link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^List me in the therapist directory/ }));
    expect(screen.getByLabelText('Contact link')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remote (video or phone)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and ask to be listed' })).toBeTruthy();
    // Nothing is sent while the directory's own fields are missing: the problems are listed, the request is not saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save and ask to be listed' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose remote, in person, or both');
    expect(await db.outbox.where('kind').equals('directory_listing').count()).toBe(0);
    expect(form).toBeTruthy();
  });

  it('saves the profile alone while not listed, and keeps the sample words only when asked to', async () => {
    await renderApp({ route: '/chart', routes: { '/chart': <WorkspacePage /> } });
    await screen.findByRole('form', { name: 'Your profile' });
    expect(screen.getByTestId('client-identity').textContent).toContain("Clients do not see the sample profile's name");

    fireEvent.click(screen.getByRole('checkbox', { name: /^Keep the sample words/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(profile().sampleWordsKept).toBe(true));
    expect(await screen.findByText('Profile saved on this device.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('client-identity').textContent).toContain('You kept the sample profile\'s words on purpose'));
    expect(profile().name).toBe(SAMPLE_NAME);

    // Their own name: the box goes, and what was kept no longer applies.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Ruiz' } });
    fireEvent.change(screen.getByLabelText('Credentials'), { target: { value: 'LCSW' } });
    expect(screen.queryByRole('checkbox', { name: /^Keep the sample words/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(profile()).toMatchObject({ name: 'Dana Ruiz', credentials: 'LCSW', sampleWordsKept: false }));
    await waitFor(() => expect(screen.getByTestId('client-identity').textContent).toBe('Clients see your prescriptions as from: Dana Ruiz, LCSW.'));
    expect(await db.outbox.where('kind').equals('directory_listing').count()).toBe(0);
  });
});
