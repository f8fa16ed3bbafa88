/**
 * Reading a Chromium performance trace (the JSON events of CDP `Tracing`): the renderer main thread of the page's
 * document, its first paint, every task (`RunTask`) running past the first paint for more than 50 ms, what each was
 * (its top-level trace events: script evaluation, a function call, HTML parsing, style and layout, GC) and the
 * heaviest JavaScript functions inside it from the V8 sampling profile, mapped through the build's source maps when
 * the build has them (bench/trace.ts builds ours with hidden ones), else named by chunk file and minified name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { basename } from 'node:path';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time, µs */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; frame?: string; name?: string };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface LongTask {
  /** ms from navigation start */
  start: number;
  duration: number;
  /** the main thread's CPU time in it: far under duration / slowdown when the machine kept the thread waiting */
  threadTime: number;
  /** the part beyond 50 ms of the task's time after first paint */
  blocking: number;
  activities: string[];
  heaviest: string[];
}

/** A task past the first paint of at least NOTED_TASK_MS, long or not: how far the page stays from the 50 ms limit. */
export interface NotedTask {
  start: number;
  duration: number;
  threadTime: number;
}

export interface TraceFigures {
  firstPaint: number;
  longTasks: LongTask[];
  notedTasks: NotedTask[];
  longest: number;
  totalBlocking: number;
}

const LONG_TASK_MS = 50;
const NOTED_TASK_MS = 20;

/** The trace events that say what a task did, and how to name them. */
const ACTIVITIES: Record<string, (event: TraceEvent, where: (frame: CallFrame) => string) => string> = {
  EvaluateScript: (event) => `evaluate script ${fileOf(str(event.args?.data?.url))}`,
  'v8.evaluateModule': (event) => `evaluate module ${fileOf(str(event.args?.data?.url ?? event.args?.name))}`,
  'v8.compile': (event) => `compile ${fileOf(str(event.args?.data?.url))}`,
  'v8.compileModule': (event) => `compile module ${fileOf(str(event.args?.data?.url))}`,
  FunctionCall: (event, where) => `function call ${where(frameOf(event.args?.data ?? {}))}`,
  TimerFire: () => 'timer',
  EventDispatch: (event) => `event ${str(event.args?.data?.type)}`,
  FireAnimationFrame: () => 'animation frame',
  FireIdleCallback: () => 'idle callback',
  RunMicrotasks: () => 'microtasks',
  HandlePostMessage: () => 'postMessage',
  ParseHTML: (event) => `parse HTML ${fileOf(str(event.args?.beginData?.url))}`,
  ParseAuthorStyleSheet: () => 'parse stylesheet',
  UpdateLayoutTree: () => 'style',
  RecalculateStyles: () => 'style',
  Layout: () => 'layout',
  PrePaint: () => 'pre-paint',
  Paint: () => 'paint',
  Layerize: () => 'layerize',
  Commit: () => 'commit',
  MajorGC: () => 'major GC',
  MinorGC: () => 'minor GC',
  'BlinkGC.AtomicPhase': () => 'Blink GC',
  'V8.GC_MARK_COMPACTOR': () => 'major GC',
  XHRReadyStateChange: () => 'XHR',
  'v8.produceCache': () => 'code cache',
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const fileOf = (url: string): string => (url === '' ? '(inline)' : basename(url.split('?')[0] ?? url));
const frameOf = (data: Record<string, unknown>): CallFrame => ({
  functionName: str(data.functionName),
  url: str(data.url),
  // FunctionCall's lineNumber is 1-based, the profile's 0-based: the profile's convention here.
  lineNumber: Number(data.lineNumber ?? 1) - 1,
  columnNumber: Number(data.columnNumber ?? 1) - 1,
});

/** Names code positions by the original source when `dist` has a map for the chunk. */
export class SourceNamer {
  private readonly maps = new Map<string, { map: SourceMap; sources: Map<string, string[]> } | null>();
  constructor(private readonly dist: string) {}

  describe(frame: CallFrame): string {
    const chunk = fileOf(frame.url);
    const name = frame.functionName || '(anonymous)';
    const mapped = frame.url ? this.mapFor(frame.url) : null;
    if (!mapped) return `${chunk}:${frame.lineNumber + 1} ${name}`;
    const entry = mapped.map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    if (!entry.originalSource) return `${chunk}:${frame.lineNumber + 1} ${name}`;
    const line = entry.originalLine ?? 0;
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
    const text = mapped.sources.get(entry.originalSource)?.[line] ?? '';
    const declared = /function\s*\*?\s*([\w$]+)|(?:const|let|var)\s+([\w$]+)\s*=|([\w$]+)\s*\([^)]*\)\s*\{/.exec(text);
    const original = entry.name ?? declared?.[1] ?? declared?.[2] ?? declared?.[3] ?? name;
    return `${source}:${line + 1} ${original} (${chunk})`;
  }

  private mapFor(url: string) {
    const path = `${this.dist}${new URL(url).pathname}.map`;
    if (!this.maps.has(path)) {
      if (!existsSync(path)) this.maps.set(path, null);
      else {
        const payload = JSON.parse(readFileSync(path, 'utf8')) as SourceMapPayload & { sourcesContent?: (string | null)[] };
        const sources = new Map(payload.sources.map((source, index) => [source, (payload.sourcesContent?.[index] ?? '').split('\n')]));
        this.maps.set(path, { map: new SourceMap(payload), sources });
      }
    }
    return this.maps.get(path) ?? null;
  }
}

/** Complete events ('X') and begin/end pairs ('B'/'E') of one thread, as [start, end] intervals, in µs. */
function intervalsOf(events: TraceEvent[]): (TraceEvent & { end: number })[] {
  const out: (TraceEvent & { end: number })[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X') out.push({ ...event, end: event.ts + (event.dur ?? 0) });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ ...begin, end: event.ts, args: { ...begin.args, ...event.args, beginData: begin.args?.beginData } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/** The V8 samples of one thread: [time µs, leaf node id] and the nodes by id. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const nodes = new Map<number, { callFrame: CallFrame; parent?: number }>();
  const samples: { time: number; node: number }[] = [];
  if (!profile) return { nodes, samples };
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
    const data = chunk.args?.data as
      | { cpuProfile?: { nodes?: { id: number; callFrame: Partial<CallFrame>; parent?: number }[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    // A node's call frame leaves out what it has not (native code has no URL, nor a position).
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, {
        callFrame: { functionName: str(node.callFrame.functionName), url: str(node.callFrame.url), lineNumber: node.callFrame.lineNumber ?? 0, columnNumber: node.callFrame.columnNumber ?? 0 },
        parent: node.parent,
      });
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ time, node });
    });
  }
  samples.sort((a, b) => a.time - b.time);
  return { nodes, samples };
}

/** Scheduler wrappers around a task's real work, seen through. */
const WRAPPERS =
  /^(RunTask|ThreadControllerImpl::|TaskAnnotator|SequenceManager|ThreadPool|Scheduler|RendererMain|TimeDomain|SimpleWatcher|Receive mojo|BlinkScheduler_|v8\.callFunction|v8\.run)/;

const NOT_CODE = new Set(['(root)', '(program)', '(idle)']);

/** The document's main thread, its first paint, and the long tasks after it. Null when the trace has no first paint. */
export function analyseTrace(events: TraceEvent[], url: string, namer: SourceNamer): TraceFigures | null {
  const navigation = events.find((event) => event.name === 'navigationStart' && str(event.args?.data?.documentLoaderURL) === url);
  if (!navigation) return null;
  const { pid, tid } = navigation;
  const frame = navigation.args?.frame;
  const paint = events.find((event) => event.name === 'firstPaint' && event.pid === pid && (!frame || event.args?.frame === frame));
  if (!paint) return null;
  const zero = navigation.ts;
  const ms = (us: number) => us / 1000;
  const thread = intervalsOf(events.filter((event) => event.pid === pid && event.tid === tid));
  const { nodes, samples } = samplesOf(events, pid, tid);
  const where = (callFrame: CallFrame) => namer.describe(callFrame);

  const longTasks: LongTask[] = [];
  const notedTasks: NotedTask[] = [];
  for (const task of thread) {
    if (task.name !== 'RunTask' || task.end <= paint.ts) continue;
    const afterPaint = ms(task.end - Math.max(task.ts, paint.ts));
    if (afterPaint >= NOTED_TASK_MS) notedTasks.push({ start: ms(task.ts - zero), duration: ms(task.end - task.ts), threadTime: ms(task.tdur ?? Number.NaN) });
    if (afterPaint <= LONG_TASK_MS) continue;
    // Top-level activities: the events inside the task (wrappers aside) that no other event inside it contains.
    const inside = thread.filter((event) => event.ts >= task.ts && event.end <= task.end && event !== task && !WRAPPERS.test(event.name));
    const top = inside.filter((event) => !inside.some((outer) => outer !== event && outer.ts <= event.ts && outer.end >= event.end && (outer.ts < event.ts || outer.end > event.end)));
    const label = (event: TraceEvent & { end: number }) => {
      const named = ACTIVITIES[event.name]?.(event, where) ?? event.name;
      // A module's evaluation names no URL: the script is the outermost sampled function inside it.
      return named.endsWith('(inline)') ? `${named.slice(0, -'(inline)'.length)}${outermostScript(event.ts, event.end)}` : named;
    };
    const outermostScript = (from: number, to: number): string => {
      const counts = new Map<string, number>();
      for (const sample of samples) {
        if (sample.time < from || sample.time > to) continue;
        let outer = '';
        for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
          const url = nodes.get(id)?.callFrame.url;
          if (url) outer = url;
        }
        if (outer) counts.set(outer, (counts.get(outer) ?? 0) + 1);
      }
      const [url] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
      return url ? basename(url) : '(no sample)';
    };
    const activities = top
      .filter((event) => event.end - event.ts >= 1000)
      .sort((a, b) => b.end - b.ts - (a.end - a.ts))
      .slice(0, 3)
      .map((event) => `${label(event)} ${ms(event.end - event.ts).toFixed(0)} ms`);
    // The sampled JS within the task: self time by leaf function, and total time by every function on the stack.
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.end);
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.time ?? task.end;
      const weight = ms(next - sample.time);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node, leaf = true; id !== undefined; id = nodes.get(id)?.parent, leaf = false) {
        const callFrame = nodes.get(id)?.callFrame;
        if (!callFrame || NOT_CODE.has(callFrame.functionName)) continue;
        const key = callFrame.url || callFrame.functionName.startsWith('(') ? where(callFrame) : `${callFrame.functionName} (native)`;
        if (leaf) self.set(key, (self.get(key) ?? 0) + weight);
        if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + weight);
        seen.add(key);
      }
    });
    const heaviest = (figures: Map<string, number>, count: number) =>
      [...figures].filter(([, time]) => time >= 1).sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, time]) => `${key} ${time.toFixed(0)} ms`);
    longTasks.push({
      start: ms(task.ts - zero),
      duration: ms(task.end - task.ts),
      threadTime: ms(task.tdur ?? Number.NaN),
      blocking: afterPaint - LONG_TASK_MS,
      activities,
      heaviest: [...heaviest(self, 3).map((line) => `self: ${line}`), ...heaviest(total, 3).map((line) => `total: ${line}`)],
    });
  }
  return {
    firstPaint: ms(paint.ts - zero),
    longTasks,
    notedTasks,
    longest: Math.max(0, ...longTasks.map((task) => task.duration)),
    totalBlocking: longTasks.reduce((sum, task) => sum + task.blocking, 0),
  };
}
