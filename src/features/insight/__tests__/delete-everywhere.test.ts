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
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), feedbackIdentity: noFeedback, isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted' });
    expect(deleteOnDevice).toHaveBeenCalledOnce();
    expect(server.signOut).toHaveBeenCalledOnce();
  });

  it('offline, deletes nothing anywhere and says so (it does not claim the server copies are gone)', async () => {
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), feedbackIdentity: noFeedback, isOnline: () => false, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'offline' });
    expect(server.deleteMyServerData).not.toHaveBeenCalled();
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('when the server cannot erase, keeps the device’s data and identity so the person can try again', async () => {
    const server = eraser({ deleteMyServerData: vi.fn(async () => Promise.reject(new Error('503'))) });
    const deleteOnDevice = vi.fn(async () => true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), feedbackIdentity: noFeedback, isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'server' });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('without a database, deletes on the device only', async () => {
    const result = await deleteEverywhere({ eraser: Promise.resolve(null), feedbackIdentity: noFeedback, isOnline: () => false, deleteOnDevice: async () => true });
    expect(result).toEqual({ ok: true, serverCopies: 'no-database' });
  });
});

describe('delete everything, with records at the feedback functions', () => {
  const identity = { id: crypto.randomUUID(), key: 'k'.repeat(43) };

  it('erases them with the device key read before the device was cleared, twice, even without a database', async () => {
    const erased: string[] = [];
    const feedbackEraser = { eraseUser: vi.fn(async ({ id, key }: { id: string; key: string }) => void erased.push(`${id}:${key}`)) };
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(null),
      feedbackEraser,
      feedbackIdentity: async () => identity,
      isOnline: () => true,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted' });
    expect(erased).toEqual([`${identity.id}:${identity.key}`, `${identity.id}:${identity.key}`]);
    expect(deleteOnDevice).toHaveBeenCalledOnce();
  });

  it('offline, refuses plainly and deletes nothing', async () => {
    const feedbackEraser = { eraseUser: vi.fn(async () => {}) };
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(null),
      feedbackEraser,
      feedbackIdentity: async () => identity,
      isOnline: () => false,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: false, reason: 'offline' });
    expect(feedbackEraser.eraseUser).not.toHaveBeenCalled();
    expect(deleteOnDevice).not.toHaveBeenCalled();
  });

  it('when the feedback functions refuse the erase, keeps everything on the device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({
      eraser: Promise.resolve(server),
      feedbackEraser: { eraseUser: async () => Promise.reject(new Error('403')) },
      feedbackIdentity: async () => identity,
      isOnline: () => true,
      deleteOnDevice,
    });
    expect(result).toEqual({ ok: false, reason: 'server' });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });
});
