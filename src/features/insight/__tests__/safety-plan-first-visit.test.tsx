// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { FIRST_VISIT_ATTRIBUTE } from '@/lib/first-visit';
import { markFirstScreenShown } from '@/lib/when-idle';
import { renderApp } from '@/testing/render-app';
import { resetDatabase } from './reset-db';

/*
 * The safety plan's tool page: on a first visit (no database) the empty form is the answer before anything is read,
 * in the same place it keeps once the read settles; on a returning visit to ?edit=1 the form that was waiting is
 * filled with the plan's answers once they are read.
 */

const when = '2026-11-01T10:00:00.000Z';

describe('the safety plan tool page', () => {
  beforeEach(async () => {
    await resetDatabase();
  });
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
  });

  it('answers a first visit with the empty form before the plan is read, and keeps it', async () => {
    document.documentElement.setAttribute(FIRST_VISIT_ATTRIBUTE, '');
    await renderApp({ route: '/insight/tools/safety-plan' });
    const field = await screen.findByRole('textbox', { name: /Warning sign/ });
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => markFirstScreenShown());
    // The read settles on an empty database: the same field, not a new one.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('textbox', { name: /Warning sign/ })).toBe(field);
  });

  it('fills the form with the saved plan on a returning visit to ?edit=1', async () => {
    await renderApp({
      route: '/insight/tools/safety-plan?edit=1',
      database: (db) =>
        db.insightEntries.add({ id: 'plan-1', toolId: 'safety-plan', values: { warningSigns: ['Pacing at night'] }, createdAt: when, updatedAt: when }),
    });
    act(() => markFirstScreenShown());
    expect(await screen.findByDisplayValue('Pacing at night')).toBeTruthy();
  });
});
