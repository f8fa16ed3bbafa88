import { describe, expect, it } from 'vitest';
import { inOrder } from '../in-order';

describe('inOrder', () => {
  it('starts each write once the one before has settled, whatever order their modules load in', async () => {
    const queue = inOrder();
    const landed: string[] = [];
    let loadFirst: () => void = () => {};
    const firstModule = new Promise<void>((resolve) => (loadFirst = resolve));
    const first = queue(() => firstModule.then(() => landed.push('first')));
    const second = queue(() => Promise.resolve().then(() => landed.push('second')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(landed).toEqual([]);
    loadFirst();
    await Promise.all([first, second]);
    expect(landed).toEqual(['first', 'second']);
  });

  it('goes on after a write that failed, and hands each caller its own result', async () => {
    const queue = inOrder();
    const failed = queue(() => Promise.reject(new Error('quota')));
    const next = queue(() => Promise.resolve('saved'));
    await expect(failed).rejects.toThrow('quota');
    await expect(next).resolves.toBe('saved');
  });
});

describe('inOrder().settled', () => {
  it('waits for every write on its way, including one queued while it waits', async () => {
    const queue = inOrder();
    const releases: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => releases.push(resolve));
    void queue(held);
    let settled = false;
    const waiting = queue.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    void queue(held);
    releases[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(releases).toHaveLength(2);
    expect(settled).toBe(false);
    releases[1]?.();
    await waiting;
    expect(settled).toBe(true);
  });

  it('resolves at once with nothing on its way, and after a write that failed', async () => {
    const queue = inOrder();
    await queue.settled();
    await queue(() => Promise.reject(new Error('quota'))).catch(() => undefined);
    await expect(queue.settled()).resolves.toBeUndefined();
  });
});
