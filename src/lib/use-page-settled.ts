import { useEffect, useState } from 'react';
import { whenPageSettled } from './when-idle';

let settled = false;

/**
 * False until the page has loaded and been quiet for a moment (`whenPageSettled`), then true for the rest of the visit.
 * For parts that are not about the screen (registering the service worker, whose install fetches the whole precache):
 * they wait until the screen has answered its first taps.
 */
export function usePageSettled(): boolean {
  const [isSettled, setSettled] = useState(settled);
  useEffect(() => {
    if (isSettled) return;
    return whenPageSettled(() => {
      settled = true;
      setSettled(true);
    });
  }, [isSettled]);
  return isSettled;
}
