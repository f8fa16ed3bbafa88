// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { db } from '@/db/database';
import { UsageEventsToggle } from '../components/UsageEventsToggle';

// The machine running the tests may be busy: allow the first render (and Dexie's first open) some time.
configure({ asyncUtilTimeout: 8000 });

beforeEach(async () => {
  await Promise.all([db.settings.clear(), db.outbox.clear()]);
});

afterEach(() => {
  cleanup();
});

describe('UsageEventsToggle', () => {
  it("is a labelled switch, on by default, that turns usage events off and back on", async () => {
    render(<UsageEventsToggle />);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage events' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    await db.outbox.add({
      kind: 'tracking_event',
      recordId: 'e1',
      payload: {},
      createdAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lastError: null,
    });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(await db.settings.get('usageEvents')).toEqual({ key: 'usageEvents', value: false });
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(await db.settings.get('usageEvents')).toEqual({ key: 'usageEvents', value: true });
  });
});
