// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@/db/database';
import { storageKeys } from '@/db/local-mirror';
import { TherapistLoginPage } from '../components/TherapistLoginPage';
import { WorkspacePage } from '../components/WorkspacePage';
import { renderApp } from '@/testing/render-app';
import { therapistSession } from '../hooks/use-therapist-session';

function renderAt(path: string) {
  return renderApp({
    route: path,
    routes: {
      '/chart/login': <TherapistLoginPage />,
      '/pro/login': <TherapistLoginPage />,
      '/chart': <WorkspacePage />,
      '/pro': <WorkspacePage />,
      '/chart/new': <p>New client</p>,
    },
  });
}

beforeEach(async () => {
  await therapistSession.logout();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Star Chart screens', () => {
  it('send a visitor who is not signed in to the sign-in of the same area, with the way back', async () => {
    const view = await renderAt('/pro');
    await waitFor(() => expect(view.location()).toBe('/pro/login?next=%2Fpro'));
    expect(screen.getByRole('heading', { level: 1, name: 'Professional sign-in' })).toBeTruthy();
  });

  it('say that the placeholder sign-in stays on this device, and show a plain message when it is refused', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/chart/login?next=%2Fchart%2Fnew');
    expect(screen.getByTestId('sign-in-scope').textContent).toContain('This sign-in stays on this device');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'pat@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('a password of at least 6 characters');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(alert.id);
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('sign in and go back to the validated return path, and never to another site', async () => {
    const view = await renderAt('/chart/login?next=%2F%2Fevil.example');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'pat@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.location()).toBe('/chart'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Chart' })).toBeTruthy();
    expect((await db.users.toArray()).map((user) => user.email)).toEqual(['pat@example.org']);
  });
});
