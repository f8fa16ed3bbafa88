/**
 * Writes that must land in the order they were made, though each first loads its module with `import()`: the
 * browser may settle several `import()`s of one module in a different order from the calls (seen in Chromium with
 * a slider moved by the arrow keys: the last value saved was an older one). Each write starts once the write before
 * it has settled, failed or not.
 */
interface OrderedWrites {
  <T>(write: () => Promise<T>): Promise<T>;
  /**
   * Resolves once no write is on its way, including writes queued while an earlier one ran. A read of what the
   * writes write waits for it, or it would read the value from before the newest change.
   */
  settled: () => Promise<void>;
}

export function inOrder(): OrderedWrites {
  let last: Promise<unknown> = Promise.resolve();
  const queue = <T>(write: () => Promise<T>): Promise<T> => {
    const next = last.then(write);
    last = next.catch(() => undefined);
    return next;
  };
  const settled = async (): Promise<void> => {
    let awaited: Promise<unknown>;
    do {
      awaited = last;
      await awaited;
    } while (awaited !== last);
  };
  return Object.assign(queue, { settled });
}
