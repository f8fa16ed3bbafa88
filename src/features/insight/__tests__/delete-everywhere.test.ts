import { describe, expect, it, vi } from 'vitest';
import { deleteEverywhere, type ServerEraser } from '../data/delete-everywhere';

function eraser(overrides: Partial<ServerEraser> = {}): ServerEraser {
  return { deleteMyServerData: vi.fn(async () => ({ flow_events: 2 })), signOut: vi.fn(async () => {}), ...overrides };
}

describe('delete everything, with a database', () => {
  it('erases the server copies, then the device, then forgets the identity', async () => {
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted' });
    expect(deleteOnDevice).toHaveBeenCalledOnce();
    expect(server.signOut).toHaveBeenCalledOnce();
  });

  it('offline, deletes nothing anywhere and says so (it does not claim the server copies are gone)', async () => {
    const server = eraser();
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), isOnline: () => false, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'offline' });
    expect(server.deleteMyServerData).not.toHaveBeenCalled();
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('when the server cannot erase, keeps the device’s data and identity so the person can try again', async () => {
    const server = eraser({ deleteMyServerData: vi.fn(async () => Promise.reject(new Error('503'))) });
    const deleteOnDevice = vi.fn(async () => true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await deleteEverywhere({ eraser: Promise.resolve(server), isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'server' });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(server.signOut).not.toHaveBeenCalled();
  });

  it('without a database, deletes on the device only', async () => {
    const result = await deleteEverywhere({ eraser: Promise.resolve(null), isOnline: () => false, deleteOnDevice: async () => true });
    expect(result).toEqual({ ok: true, serverCopies: 'no-database' });
  });
});
