import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const BODY_CLASS = 'accessibility-reduced_motion';

function read(): boolean {
  if (typeof document === 'undefined') return false;
  const bySetting = document.body.classList.contains(BODY_CLASS);
  const byDevice = typeof matchMedia === 'function' && matchMedia(QUERY).matches;
  return bySetting || byDevice;
}

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  const media = typeof matchMedia === 'function' ? matchMedia(QUERY) : null;
  media?.addEventListener('change', listener);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', listener);
  };
}

/** True when the Reduce Motion setting is on (body class) or the device asks for reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
