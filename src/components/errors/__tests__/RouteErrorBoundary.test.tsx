// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '../RouteErrorBoundary';

afterEach(cleanup);

function Broken({ thrown }: { thrown: unknown }): never {
  throw thrown;
}

function renderAt(path: string, screenElement: ReactNode) {
  return (
    <MemoryRouter>
      <RouteErrorBoundary resetKey={path}>{screenElement}</RouteErrorBoundary>
    </MemoryRouter>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error view with the message, Reload and Home, in place of a screen that throws', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(renderAt('/about', <Broken thrown={new Error('Loading chunk about failed')} />));
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk about failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalled();
  });

  it('says what was thrown even when it is not an Error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(renderAt('/about', <Broken thrown={undefined} />));
    expect(screen.getByRole('alert').textContent).toContain('undefined');
  });

  it('forgets the error when the path changes, and keeps it while the path stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(renderAt('/about', <Broken thrown={new Error('broken')} />));
    rerender(renderAt('/about', <p>About</p>));
    expect(screen.getByRole('alert').textContent).toContain('broken');
    rerender(renderAt('/who-we-are', <p>Who we are</p>));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Who we are')).toBeTruthy();
  });
});
