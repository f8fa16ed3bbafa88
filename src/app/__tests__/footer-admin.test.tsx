// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the footer', () => {
  it('says where the person’s data is stored on the app’s pages', async () => {
    await renderApp({ route: '/about' });
    expect(document.querySelector('.site-footer')).toBeTruthy();
    expect(document.querySelector('.site-footer__storage')?.textContent).toMatch(/Where your data is stored/);
  });

  it('does not describe the admin’s browser storage on the admin pages', async () => {
    // No admin session: the login page asks the server, which answers that nobody is signed in.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Unauthorized' }), { status: 401 })));
    await renderApp({ route: '/admin/login' });
    expect(document.querySelector('.site-footer')).toBeTruthy();
    expect(document.querySelector('.site-footer__storage')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Where your data is/);
  });
});
