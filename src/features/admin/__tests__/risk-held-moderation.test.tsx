// @vitest-environment jsdom
/** Issue 30.8: for a post held because it suggests risk, the screen leads with a private reply, not with publishing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ModerationItem } from '../data/community-admin-api';
import { ModerationItemView } from '../components/moderation/ModerationItemView';

afterEach(cleanup);

function item(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    parentId: null,
    handle: 'Fern Hollow',
    handleSuspended: false,
    body: 'Tonight I feel like I want to end it all.',
    contentNotes: [],
    contentNoteText: '',
    status: 'held',
    holdReasons: ['suicidal-thoughts'],
    guidance: [],
    reports: { count: 0, counting: 0, reasons: [], details: [] },
    hiddenByReports: false,
    claim: null,
    notes: [],
    moderatorMessage: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('moderating a post held for risk', () => {
  it('offers a private reply that keeps the post hidden first, and publishing only after it', async () => {
    const act = vi.fn(async () => undefined);
    render(<ModerationItemView item={item()} act={act} />);
    const names = buttonNames();
    expect(names[0]).toBe('Reply privately and keep hidden…');
    expect(names.indexOf('Approve and publish')).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Approve and publish' }).className).not.toContain('button--primary');
    expect(screen.getByText(/This writer may be at risk. Reach them first/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reply privately and keep hidden…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send and keep hidden' }));
    expect(screen.getByRole('alert').textContent).toBe('Write the reply first.');
    expect(act).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Private reply to the writer/), { target: { value: '  We read your post and we care.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and keep hidden' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith('reply', { text: 'We read your post and we care.' }));
  });

  it('shows the reply already sent, as text', () => {
    render(<ModerationItemView item={item({ moderatorMessage: { text: '<b>We are here</b>', at: '2026-11-24T11:00:00.000Z' } })} act={vi.fn()} />);
    expect(screen.getByText(/Private reply sent .*: <b>We are here<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('keeps publishing first for a post held only for method detail, and for a reported post', () => {
    render(<ModerationItemView item={item({ holdReasons: ['method-detail'] })} act={vi.fn()} />);
    expect(buttonNames()[1]).toBe('Approve and publish');
    expect(screen.getByRole('button', { name: 'Approve and publish' }).className).toContain('button--primary');
    expect(screen.queryByRole('button', { name: /Reply privately/ })).toBeNull();
    cleanup();
    render(<ModerationItemView item={item({ status: 'published', holdReasons: [] })} act={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Reply privately/ })).toBeNull();
  });
});
