import { describe, expect, it } from 'vitest';
import { analyseTrace, SourceNamer, type TraceEvent } from './trace-analysis';

const URL_OF_PAGE = 'http://127.0.0.1:8898/crisis-help';
const MAIN = { pid: 7, tid: 1 };
const OTHER_THREAD = { pid: 7, tid: 2 };

/** A trace event on the page's main thread; times in ms from navigation start (the trace counts µs). */
function event(name: string, startMs: number, durationMs?: number, args?: TraceEvent['args'], where = MAIN): TraceEvent {
  return {
    name,
    cat: 'devtools.timeline',
    ph: durationMs === undefined ? 'I' : 'X',
    ts: 1_000_000 + startMs * 1000,
    ...(durationMs === undefined ? {} : { dur: durationMs * 1000, tdur: durationMs * 500 }),
    ...where,
    args,
  };
}

const navigation = event('navigationStart', 0, undefined, { frame: 'F', data: { documentLoaderURL: URL_OF_PAGE } });
const firstPaint = event('firstPaint', 400, undefined, { frame: 'F' });

describe('analyseTrace', () => {
  it('finds the tasks running over 50 ms past the first paint, names what they were, and sums the blocking time after it', () => {
    const events = [
      navigation,
      firstPaint,
      // Before the first paint: not counted.
      event('RunTask', 100, 200),
      // Straddles the first paint: only its 90 ms after it count, 40 ms blocking.
      event('RunTask', 350, 140),
      event('Layout', 355, 120),
      // Long: a module's evaluation holding a function call.
      event('RunTask', 600, 180),
      event('EvaluateScript', 601, 170, { data: { url: 'http://127.0.0.1:8898/assets/index-abc.js' } }),
      event('FunctionCall', 610, 100, { data: { functionName: 'hydrate', url: 'http://127.0.0.1:8898/assets/index-abc.js', lineNumber: 3, columnNumber: 9 } }),
      // Short: not a long task.
      event('RunTask', 900, 49),
      // Another thread's long task: not the page's main thread.
      event('RunTask', 1000, 300, undefined, OTHER_THREAD),
    ];
    const figures = analyseTrace(events, URL_OF_PAGE, new SourceNamer('.tmp/no-such-build'));
    expect(figures).not.toBeNull();
    expect(figures?.firstPaint).toBe(400);
    expect(figures?.longTasks.map((task) => [task.start, task.duration, task.blocking, task.threadTime])).toEqual([
      [350, 140, 40, 70],
      [600, 180, 130, 90],
    ]);
    expect(figures?.longTasks[0]?.activities).toEqual(['layout 120 ms']);
    // The evaluation is the top-level activity; the function call inside it is not listed beside it.
    expect(figures?.longTasks[1]?.activities).toEqual(['evaluate script index-abc.js 170 ms']);
    expect(figures?.longest).toBe(180);
    expect(figures?.totalBlocking).toBe(170);
    // Every task of 20 ms or more past the first paint, long or not (the 49 ms one too), for how close each came.
    expect(figures?.notedTasks.map((task) => [task.start, task.duration])).toEqual([
      [350, 140],
      [600, 180],
      [900, 49],
    ]);
  });

  it('names the heaviest sampled functions in a task by chunk, line and name when the build has no source map', () => {
    const frame = (functionName: string, url = 'http://127.0.0.1:8898/assets/first-load-x.js') => ({ functionName, url, lineNumber: 0, columnNumber: 5 });
    const events: TraceEvent[] = [
      navigation,
      firstPaint,
      event('RunTask', 500, 100),
      { ...event('Profile', 0, undefined, { data: { startTime: 1_000_000 + 500_000 } }), ph: 'P', id: '0x1' },
      {
        ...event('ProfileChunk', 0, undefined, {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('(root)', '') },
                { id: 2, callFrame: frame('performWorkUntilDeadline'), parent: 1 },
                { id: 3, callFrame: frame('beginWork'), parent: 2 },
              ],
              samples: [3, 3, 3, 2],
            },
            timeDeltas: [10_000, 20_000, 20_000, 20_000],
          },
        }),
        ph: 'P',
        id: '0x1',
        tid: 99,
      },
    ];
    const [task] = analyseTrace(events, URL_OF_PAGE, new SourceNamer('.tmp/no-such-build'))?.longTasks ?? [];
    // Samples at 510, 530, 550 and 570 ms: each weighs the time to the next, the last to the task's end (600 ms).
    expect(task?.heaviest).toEqual([
      'self: first-load-x.js:1 beginWork 60 ms',
      'self: first-load-x.js:1 performWorkUntilDeadline 30 ms',
      'total: first-load-x.js:1 performWorkUntilDeadline 90 ms',
      'total: first-load-x.js:1 beginWork 60 ms',
    ]);
  });

  it('gives nothing for a trace without the navigation of the page or its first paint', () => {
    expect(analyseTrace([firstPaint], URL_OF_PAGE, new SourceNamer('.tmp'))).toBeNull();
    expect(analyseTrace([navigation], URL_OF_PAGE, new SourceNamer('.tmp'))).toBeNull();
  });
});
