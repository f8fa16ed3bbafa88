import { useEffect, useState } from 'react';

/**
 * `ready`, but only from the task after the next frame has been rendered once `ready` turned true (true at once when
 * it already was at mount). A change that would bring a lot to lay out and paint in one frame can show part of it
 * with `ready` and the rest with this, so each frame stays short on a slow phone.
 */
export function useAfterNextFrame(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (!ready || shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame renders; the timeout it sets runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown]);
  return ready && shown;
}
