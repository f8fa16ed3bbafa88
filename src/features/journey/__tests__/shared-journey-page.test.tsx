// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Prescription } from '@contract/prescription-schemas';
import { db } from '@/db/database';
import { encodeSharePayload } from '@/domains/prescriptions/share-codec';
import { renderApp } from '@/testing/render-app';
import { SharedJourneyPage } from '../components/SharedJourneyPage';

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-24T09:00:00.000Z',
  prescriber: { name: 'Sam Rivera', credentials: 'LCSW' },
  note: '<img src=x onerror=alert(1)> Go gently.',
  crisisReminder: true,
  items: [{ id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-24' } }],
};

function renderAt(path: string) {
  return renderApp({ route: path, routes: { '/journey/:shareCode': <SharedJourneyPage /> } });
}

describe('the shared journey page', () => {
  afterEach(cleanup);

  it('says what was prescribed and by whom, and adds it to the device; adding again replaces it and says so', async () => {
    const token = encodeSharePayload({ kind: 'prescription', prescription });
    const { container } = await renderAt(`/journey/link#${token}`);
    expect(await screen.findByRole('heading', { name: 'Prescribed by Sam Rivera, LCSW' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/Go gently/).textContent).toContain('<img src=x onerror=alert(1)>');
    fireEvent.click(screen.getByRole('button', { name: 'Add to my journeys' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Added to your journeys'));
    expect(await db.receivedPrescriptions.get('rx-1')).toMatchObject({ source: 'link', archivedAt: null, prescription });
    cleanup();

    // The same test: the second visit sees what the first one added.
    await renderAt(`/journey/link#${token}`);
    expect(await screen.findByText(/You already have this prescription in your journeys/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to my journeys' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Updated in your journeys'));
    expect(await db.receivedPrescriptions.count()).toBe(1);
  });

  it('explains a damaged link and saves nothing', async () => {
    const token = encodeSharePayload({ kind: 'prescription', prescription });
    await renderAt(`/journey/link#${token.slice(0, -8)}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/damaged|cannot be read/);
    expect(screen.queryByRole('button', { name: 'Add to my journeys' })).toBeNull();
    expect(screen.getByRole('link', { name: /crisis help/ })).toBeTruthy();
    expect(await db.receivedPrescriptions.count()).toBe(0);
  });

  it('explains that a return link is for the therapist', async () => {
    const token = encodeSharePayload({ kind: 'return', clientReturn: { id: 'r', prescriptionId: 'rx-1', createdAt: '2026-11-25T09:00:00.000Z', items: [] } });
    await renderAt(`/journey/link#${token}`);
    expect(await screen.findByRole('heading', { name: 'This link is for your therapist' })).toBeTruthy();
  });
});
