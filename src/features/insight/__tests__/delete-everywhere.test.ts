import { describe, expect, it, vi } from 'vitest';
import { deleteEverywhere, type ServerEraser } from '../../../domains/personal-data/data/delete-everywhere';

function eraser(overrides: Partial<ServerEraser> = {}): ServerEraser {
  return { deleteMyServerData: vi.fn(async () => ({ flow_events: 2 })), signOut: vi.fn(async () => {}), ...overrides };
}

/** A device that never sent the feedback functions anything. */
const noFeedback = async () => null;

describe('delete everything, with a database', () => {
  it('erases the server copies, then the device, then forgets the identity', async () => {
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), serverKeys: noFeedback, isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted' });
    expect(deleteOnDevice).toHaveBeenCalledOnce();
    expect(server.signOut).toHaveBeenCalledOnce();
  });

  it('offline, deletes nothing anywhere and says so (it does not claim the server copies are gone)', async () => {
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), serverKeys: noFeedback, isOnline: () => false, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'offline' });
    expect(server.deleteMyServerData).not.toHaveBeenCalled();
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('when the server cannot erase, keeps the device’s data and identity so the person can try again', async () => {
    const server = eraser({ deleteMyServerData: vi.fn(async () => Promise.reject(new Error('503'))) });
    const deleteOnDevice = vi.fn(async () => true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), serverKeys: noFeedback, isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'server' });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('without a database, deletes on the device only', async () => {
    const result = await deleteEverywhere({ eraser: Promise.resolve(null), serverKeys: noFeedback, isOnline: () => false, deleteOnDevice: async () => true });
    expect(result).toEqual({ ok: true, serverCopies: 'no-database' });
  });
});

describe('delete everything, with records at the functions', () => {
  const keys = { deviceKey: 'k'.repeat(43), communityKey: 'c'.repeat(43) };
  const counts = { feedback: 1, screenshots: 1, usageEvents: 2, promptInteractions: 0, preferences: 0, books: 0, communityPosts: 1, communityReports: 0, communityHandles: 1, listings: 0, shareCodes: 1, inboxes: 0, deviceBindings: 3, reminders: 1 };

  it('erases them with the keys read before the device was cleared, twice, even without a database, and sums what was erased', async () => {
    const sent: unknown[] = [];
    const functionsEraser = { erase: vi.fn(async (given: unknown) => (sent.push(given), counts)) };
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(null),
      functionsEraser,
      serverKeys: async () => keys,
      isOnline: () => true,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted', erased: { ...counts, usageEvents: 4, feedback: 2, screenshots: 2, communityPosts: 2, communityHandles: 2, shareCodes: 2, deviceBindings: 6, reminders: 2 } });
    expect(sent).toEqual([keys, keys]);
    expect(deleteOnDevice).toHaveBeenCalledOnce();
  });

  it('offline, refuses plainly and deletes nothing', async () => {
    const functionsEraser = { erase: vi.fn(async () => counts) };
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(null),
      functionsEraser,
      serverKeys: async () => keys,
      isOnline: () => false,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: false, reason: 'offline' });
    expect(functionsEraser.erase).not.toHaveBeenCalled();
    expect(deleteOnDevice).not.toHaveBeenCalled();
  });

  it('when the functions refuse the erase, keeps everything on the device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(server),
      functionsEraser: { erase: async () => Promise.reject(new Error('403')) },
      serverKeys: async () => keys,
      isOnline: () => true,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: false, reason: 'server' });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });
});
