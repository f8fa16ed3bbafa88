// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { lockAppNow, turnOffAppLock, turnOnAppLock, unlockApp } from '@/db/app-lock/lock-switch';
import { db } from '@/db/database';
import { writeCrisisCardCopy } from '@/domains/app-lock/crisis-card-copy';
import { saveSafetyPlan } from '@/domains/safety-plan/data/save-safety-plan';
import { renderApp } from '@/testing/render-app';
import { importAesKey } from '@contract/e2ee/primitives';
import CrisisHelpPage from '../components/CrisisHelpPage';

const wrapBytes = new Uint8Array(32).fill(7);

async function planThenLock(): Promise<void> {
  await saveSafetyPlan({ coping: ['Walk round the block'], helpers: [{ name: 'Sam', phone: '07700 900456' }] });
  await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await importAesKey(wrapBytes) });
  lockAppNow(db);
}

function card(): HTMLElement {
  return screen.getByRole('region', { name: 'My plan and my people' });
}

describe('the crisis page while the app lock is locked', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    // Open and off again, so the next test's empty database starts with the lock off.
    await unlockApp(db, 'passphrase', () => importAesKey(wrapBytes));
    await turnOffAppLock(db);
  });

  it('opens, and says the plan is locked instead of showing it', async () => {
    await renderApp({ route: '/crisis-help', routes: { '/crisis-help': <CrisisHelpPage /> }, database: planThenLock });
    expect(await within(card()).findByText(/Better Minds is locked/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(card()).queryByText('Walk round the block')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crisis help');
  });

  it('shows the copy the person chose to keep readable, with call links', async () => {
    writeCrisisCardCopy({ plan: null, people: [{ id: 'c1', name: 'Ana', howTheyHelp: '', phone: '07700 900123', order: 0, createdAt: '', updatedAt: '' }] });
    await renderApp({ route: '/crisis-help', routes: { '/crisis-help': <CrisisHelpPage /> }, database: planThenLock });
    expect(await within(card()).findByRole('link', { name: 'Call Ana' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(card()).queryByText('Walk round the block')).toBeNull();
  });
});
