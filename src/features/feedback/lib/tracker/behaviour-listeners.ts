/**
 * The behaviour tracker's listeners, loaded when the browser is idle after the first screen: window errors and
 * unhandled rejections (including those buffered before this loaded), clicks on elements marked `data-track`, and
 * one performance record per page load. Not finished tools: `tool_completed` has one writer, the tool's own data
 * function, in the transaction that saves the entry (src/domains/tool-entries/tool-completed.ts).
 */
import { takeEarlyErrors, trackEvent } from './track-event';

/** Elements with `data-track="name"` record a user_action named by the attribute when clicked. */
const TRACK_ATTRIBUTE = 'data-track';
/** A page caught in an error loop must not flood the outbox. */
export const MAX_ERRORS_PER_PAGE_LOAD = 20;
const MAX_TEXT = 500;

let errorsThisLoad = 0;

function clip(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** A script address without its origin or query string. */
function scriptPath(source: string | undefined): string | null {
  if (!source) return null;
  try {
    return new URL(source, location.href).pathname;
  } catch {
    return null;
  }
}

/** The error event's data: what went wrong and where in the code, never anything about the person. */
function describeError(event: Event): Record<string, unknown> {
  if (event.type === 'unhandledrejection') {
    const reason: unknown = (event as PromiseRejectionEvent).reason;
    return {
      kind: 'unhandledrejection',
      name: reason instanceof Error ? reason.name : null,
      message: clip((reason instanceof Error ? reason.message : reason) ?? 'Unknown rejection'),
    };
  }
  const error = event as ErrorEvent;
  return {
    kind: 'error',
    message: clip(error.message || 'Unknown error'),
    source: scriptPath(error.filename),
    line: error.lineno || null,
    column: error.colno || null,
  };
}

function onError(event: Event): void {
  if (errorsThisLoad >= MAX_ERRORS_PER_PAGE_LOAD) return;
  errorsThisLoad += 1;
  trackEvent('error', describeError(event));
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
  const action = target?.getAttribute(TRACK_ATTRIBUTE);
  if (action) trackEvent('user_action', { action: action.slice(0, 100) });
}

function largestContentfulPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const observer = new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        observer.disconnect();
        resolve(last ? Math.round(last.startTime) : null);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 1000);
    } catch {
      resolve(null);
    }
  });
}

async function trackPerformance(): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  const ms = (value: number | undefined) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);
  trackEvent('performance', {
    timeToFirstByteMs: ms(navigation?.responseStart),
    domContentLoadedMs: ms(navigation?.domContentLoadedEventEnd),
    loadMs: ms(navigation?.loadEventEnd),
    firstContentfulPaintMs: ms(paint?.startTime),
    largestContentfulPaintMs: await largestContentfulPaint(),
    navigationType: navigation?.type ?? null,
  });
}

let started = false;

/** Starts listening, once per page load. */
export function startBehaviourListeners(): void {
  if (started) return;
  started = true;
  for (const event of takeEarlyErrors()) onError(event);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  document.addEventListener('click', onClick, { capture: true });
  const report = () => void trackPerformance().catch(() => {});
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report, { once: true });
}
