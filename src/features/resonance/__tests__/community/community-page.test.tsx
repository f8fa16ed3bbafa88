// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CommunityPage as CommunityPageAnswer } from '@contract/community-schemas';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { CommunityPage } from '../../components/community/CommunityPage';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const hostile = '<img src=x onerror=alert(1)> and <script>alert(2)</script>';

function answer(): CommunityPageAnswer {
  return {
    posts: [
      {
        id: '0b7c6f3e-9f4a-4a51-8f43-0c6a6d0b1a01',
        parentId: null,
        handle: 'Fern Hollow',
        body: hostile,
        contentNotes: [],
        contentNoteText: '',
        createdAt: '2026-11-24T09:00:00.000Z',
        replies: [],
      },
    ],
    page: 1,
    pageSize: 20,
    total: 1,
    generatedAt: '2026-11-24T10:00:00.000Z',
  };
}

function renderCommunity(plain = false) {
  return renderApp({
    route: '/resonance/community',
    routes: { '/resonance/community': <CommunityPage fetchPage={vi.fn(async () => answer())} fetchStatuses={vi.fn(async () => ({ posts: [] }))} /> },
    plain,
  });
}

beforeEach(async () => {
  setOnline(true);
});
afterEach(() => cleanup());

describe('the community screen', () => {
  it('shows others’ words as text, never as markup', async () => {
    await renderCommunity();
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(document.querySelector('.community-posts img, .community-posts script')).toBeNull();
  });

  it('guides while writing, and shows crisis help with a kind explanation when a post is held', async () => {
    await renderCommunity();
    fireEvent.change(await screen.findByLabelText('The name others will see'), { target: { value: 'River Stone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this name' }));
    const form = await screen.findByRole('form', { name: 'Share a post' });
    fireEvent.change(within(form).getByLabelText('Your post'), { target: { value: 'It felt like the only way out. I want to end it all.' } });
    expect(within(form).getByText(/Words that close off hope/)).toBeTruthy();
    expect(within(form).getByText(/Add a content note/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Share post' }));
    const held = await screen.findByRole('region', { name: 'Thank you for sharing this. You are not alone.' });
    expect(held.textContent).toMatch(/It has not been rejected/);
    expect(within(held).getAllByRole('link').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your posts waiting or not shown' }).textContent).toMatch(/It felt like the only way out/));
    expect(await db.outbox.where('kind').equals('community_post').count()).toBe(1);
  });

  it('refuses a name that looks like contact details, in plain words when Plain Language is on', async () => {
    await renderCommunity(true);
    fireEvent.change(await screen.findByLabelText('Your name in the community'), { target: { value: 'me at gmail dot com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/e-mail/);
    expect(await db.settings.get('communityIdentity')).toBeUndefined();
  });
});
