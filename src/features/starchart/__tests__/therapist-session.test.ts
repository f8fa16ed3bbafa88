// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { storageKeys } from '@/db/local-mirror';
import { hasActiveSubscription, isTherapist } from '@/domains/therapist-account/therapist-roles';
import { SAMPLE_THERAPIST_ID, sampleTherapistUser } from '../data/placeholder-login';
import { createTherapistSession } from '../data/therapist-session';

const now = new Date('2026-11-24T10:00:00.000Z');
const later = new Date('2026-11-25T08:30:00.000Z');

beforeEach(async () => {
  localStorage.clear();
  await db.users.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the therapist session (spec section 4)', () => {
  it('starts loading and, with nothing saved, ends signed out', async () => {
    const session = createTherapistSession();
    expect(session.getState()).toEqual({ status: 'loading' });
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });

  it('restores the saved user from Dexie', async () => {
    const user = sampleTherapistUser('pat@example.org', now);
    await db.users.put(user);
    const session = createTherapistSession();
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-in', user });
  });

  it('starts from a valid mirror at once, before Dexie answers', async () => {
    const user = sampleTherapistUser('pat@example.org', now);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    await db.users.put(user);
    const session = createTherapistSession();
    const restoring = session.restore();
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    await restoring;
    expect(session.getState()).toEqual({ status: 'signed-in', user });
  });

  it('discards a corrupt mirror with a log line, and a saved row missing fields, and ends signed out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.user, '{"id": "x", not json');
    const broken = { ...sampleTherapistUser('pat@example.org', now), therapistProfile: { id: 'p' } };
    await db.users.put(broken as never);
    const session = createTherapistSession();
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(await db.users.count()).toBe(0);
    expect(log).toHaveBeenCalledWith('Discarding a corrupt stored therapist user (local storage)');
    expect(log).toHaveBeenCalledWith('Discarding a corrupt stored therapist user (IndexedDB)');
  });

  it('logs in with the placeholder (at-sign, 6 characters), saving the fixed sample profile to both copies, with no network call', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const session = createTherapistSession({ now: () => now });
    await session.restore();
    expect(await session.login('pat@example.org', 'secret')).toBe(true);
    const state = session.getState();
    if (state.status !== 'signed-in') throw new Error('expected signed in');
    expect(state.user.id).toBe(SAMPLE_THERAPIST_ID);
    expect(state.user.email).toBe('pat@example.org');
    expect(isTherapist(state.user)).toBe(true);
    expect(hasActiveSubscription(state.user.therapistProfile, now)).toBe(true);
    // The spec's 30-day sample subscription.
    expect(state.user.therapistProfile.subscriptionEnd).toBe('2026-12-24T10:00:00.000Z');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(state.user);
    expect(await db.users.get(SAMPLE_THERAPIST_ID)).toEqual(state.user);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('refuses an identifier without an at-sign or a password under 6 characters: false, logged, nothing saved', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = createTherapistSession({ now: () => now });
    await session.restore();
    expect(await session.login('pat.example.org', 'secret')).toBe(false);
    expect(await session.login('pat@example.org', '12345')).toBe(false);
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(log).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(await db.users.count()).toBe(0);
  });

  it('treats an unreachable accounts service as a logged failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = createTherapistSession({ authenticate: () => Promise.reject(new Error('offline')) });
    await session.restore();
    expect(await session.login('pat@example.org', 'secret')).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs out, clearing the user and both saved copies, and ends a remote session', async () => {
    const endRemoteSession = vi.fn(() => Promise.resolve());
    const session = createTherapistSession({ now: () => now, endRemoteSession });
    await session.restore();
    await session.login('pat@example.org', 'secret');
    await session.logout();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(await db.users.count()).toBe(0);
    expect(endRemoteSession).toHaveBeenCalledOnce();
  });

  it('merges a profile update and refreshes updatedAt, saving both copies', async () => {
    let clock = now;
    const session = createTherapistSession({ now: () => clock });
    await session.restore();
    await session.login('pat@example.org', 'secret');
    clock = later;
    expect(await session.updateProfile({ city: 'Fresno', specialties: ['Grief'] })).toBe(true);
    const state = session.getState();
    if (state.status !== 'signed-in') throw new Error('expected signed in');
    expect(state.user.therapistProfile).toMatchObject({
      city: 'Fresno',
      specialties: ['Grief'],
      name: 'Sample Therapist',
      createdAt: now.toISOString(),
      updatedAt: later.toISOString(),
    });
    expect((await db.users.get(SAMPLE_THERAPIST_ID))?.therapistProfile.city).toBe('Fresno');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null').therapistProfile.city).toBe('Fresno');
  });

  it('does not update a profile when signed out', async () => {
    const session = createTherapistSession();
    await session.restore();
    expect(await session.updateProfile({ city: 'Fresno' })).toBe(false);
  });

  it('a login during a slow restore is not overwritten by the restore', async () => {
    const session = createTherapistSession({ now: () => now });
    const restoring = session.restore();
    await session.login('pat@example.org', 'secret');
    await restoring;
    expect(session.getState().status).toBe('signed-in');
  });

  it('notifies subscribers of every change', async () => {
    const session = createTherapistSession({ now: () => now });
    const listener = vi.fn();
    session.subscribe(listener);
    await session.restore();
    await session.login('pat@example.org', 'secret');
    await session.logout();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
