import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenPageSettled } from '@/lib/when-idle';
import { bufferEarlyErrors, trackEvent } from '../lib/tracker/track-event';

// Errors from the very first moments are kept until the listeners below have loaded.
bufferEarlyErrors();

/** Placed once in the main layout: records a page_view on every route change, and starts the tracker's listeners
 * (errors, finished tools, tracked clicks, load timings) once the browser is idle. Renders nothing. */
export function BehaviourTracker() {
  const { pathname } = useLocation();

  useEffect(
    () =>
      whenPageSettled(() => {
        import('../lib/tracker/behaviour-listeners')
          .then(({ startBehaviourListeners }) => startBehaviourListeners())
          .catch(() => {});
      }),
    [],
  );

  useEffect(() => {
    trackEvent('page_view', { page: pathname });
  }, [pathname]);

  return null;
}
