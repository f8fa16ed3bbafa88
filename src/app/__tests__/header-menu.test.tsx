// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

afterEach(cleanup);

describe('the header menu', () => {
  it('closes on Escape from inside the menu and gives focus back to its button', async () => {
    await renderApp({ route: '/about' });
    const button = screen.getByRole('button', { name: /menu/i });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Insight' });
    link.focus();

    fireEvent.keyDown(link, { key: 'Escape' });

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus where it is on Escape when the menu is already closed', async () => {
    await renderApp({ route: '/about' });
    const button = screen.getByRole('button', { name: /menu/i });
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Insight' });
    link.focus();

    fireEvent.keyDown(link, { key: 'Escape' });

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(link);
  });
});
