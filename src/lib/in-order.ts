/**
 * Writes that must land in the order they were made, though each first loads its module with `import()`: the
 * browser may settle several `import()`s of one module in a different order from the calls (seen in Chromium with
 * a slider moved by the arrow keys: the last value saved was an older one). Each write starts once the write before
 * it has settled, failed or not.
 */
export function inOrder(): <T>(write: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (write) => {
    const next = last.then(write);
    last = next.catch(() => undefined);
    return next;
  };
}
