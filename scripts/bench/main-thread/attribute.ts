/**
 * A Chromium performance trace of one page load, its renderer's main thread split by cause (causes.ts): trace
 * events give the time that is not JavaScript (parsing, style, layout, paint, compiling, garbage collection), and
 * the V8 sampling profiler's stacks split each JavaScript event's own time between the causes of its samples.
 */
import {BROWSER_CAUSES, SCRIPT_CAUSES, causeOfBrowserEvent, causeOfStack, isScriptEvent, type Cause, type SourceFrame} from './causes';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the trace format's args differ by event
}

export interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

/** Maps a script position (0-based line and column, as the profiler gives them) to its original source. */
export type ResolveFrame = (frame: CallFrame) => SourceFrame;

export interface MainThreadProfile {
  /** Milliseconds of main-thread time by cause id. */
  readonly byCause: ReadonlyMap<string, number>;
  readonly causes: ReadonlyMap<string, Cause>;
  /** All top-level tasks' time, in ms: the sum of byCause. */
  readonly busyMs: number;
  /** Σ (task − 50 ms) over the top-level tasks from the first contentful paint on, as Lighthouse counts it. */
  readonly blockingMs: number;
  /** The longest top-level task, in ms. */
  readonly longestTaskMs: number;
}

interface Span {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly children: Span[];
}

/** The renderer main thread that parsed the page's HTML. */
export function findMainThread(events: readonly TraceEvent[], pageUrl: string): {pid: number; tid: number} {
  const parse = events.find((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(pageUrl));
  if (!parse) throw new Error(`the trace has no parsing of ${pageUrl}`);
  return {pid: parse.pid, tid: parse.tid};
}

/** The thread's complete spans (X events, and B/E pairs), nested: the returned ones are its top-level tasks. */
export function spansOf(events: readonly TraceEvent[]): Span[] {
  const flat: Omit<Span, 'children'>[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined && event.dur > 0) flat.push({name: event.name, start: event.ts, end: event.ts + event.dur});
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin && event.ts > begin.ts) flat.push({name: begin.name, start: begin.ts, end: event.ts});
    }
  }
  // Parents first: earlier start, and for the same start the longer span.
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const item of flat) {
    const span: Span = {...item, children: []};
    while (stack.length > 0 && stack[stack.length - 1]!.end <= span.start) stack.pop();
    const parent = stack[stack.length - 1];
    // A span that overlaps its would-be parent's end without fitting in it is clipped to it.
    if (parent) {
      const clipped = {...span, end: Math.min(span.end, parent.end)};
      parent.children.push(clipped);
      stack.push(clipped);
    } else {
      roots.push(span);
      stack.push(span);
    }
  }
  return roots;
}

/** The parts of a span not covered by its children, with the innermost named event that owns them. */
interface SelfSegment {
  readonly start: number;
  readonly end: number;
  /** The innermost span of a known kind that encloses the segment (the segment's own span if it has a kind). */
  readonly owner: string;
}

function selfSegments(span: Span, inheritedOwner: string | undefined, out: SelfSegment[]): void {
  const known = causeOfBrowserEvent(span.name) !== undefined || isScriptEvent(span.name);
  const owner = known ? span.name : (inheritedOwner ?? span.name);
  let cursor = span.start;
  for (const child of span.children) {
    if (child.start > cursor) out.push({start: cursor, end: child.start, owner});
    selfSegments(child, owner, out);
    cursor = Math.max(cursor, child.end);
  }
  if (span.end > cursor) out.push({start: cursor, end: span.end, owner});
}

interface Sample {
  readonly ts: number;
  readonly stack: readonly CallFrame[];
}

/** The V8 samples of the thread, each with its stack outermost frame first. */
export function samplesOf(events: readonly TraceEvent[], thread: {pid: number; tid: number}): Sample[] {
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const profile = onThread.find((event) => event.name === 'Profile');
  // A profile's chunks are emitted on the profiler's thread, with the profile's id.
  const chunks = profile ? events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === thread.pid) : [];
  if (!profile) return [];
  const nodes = new Map<number, {callFrame: CallFrame; parent?: number}>();
  const samples: Sample[] = [];
  let time = Number(profile.args?.data?.startTime ?? profile.ts);
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.push(node.callFrame);
    return stack.reverse();
  };
  for (const chunk of chunks) {
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, {callFrame: node.callFrame, parent: node.parent});
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      time += deltas[index] ?? 0;
      samples.push({ts: time, stack: stackOf(id)});
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

const SPECIAL_FRAMES: Record<string, Cause | null> = {
  '(garbage collector)': BROWSER_CAUSES.gc,
  '(program)': SCRIPT_CAUSES.program,
  '(idle)': null,
  '(root)': null,
};

/** The cause of a sample, or null for an idle one. */
function causeOfSample(sample: Sample, resolve: ResolveFrame, pageUrl: string): Cause | null {
  const frames = sample.stack.filter((frame) => !(frame.functionName in SPECIAL_FRAMES) || SPECIAL_FRAMES[frame.functionName] !== null);
  const special = frames.find((frame) => frame.functionName in SPECIAL_FRAMES);
  if (special) return SPECIAL_FRAMES[special.functionName]!;
  if (frames.length === 0) return null;
  return causeOfStack(frames.map(resolve), pageUrl);
}

/**
 * The main thread of the page's renderer, by cause, over the whole trace. `firstPaintTs` (trace clock, µs) starts the
 * blocking-time count.
 */
export function attributeMainThread(
  events: readonly TraceEvent[],
  pageUrl: string,
  resolve: ResolveFrame,
  firstPaintTs?: number,
): MainThreadProfile {
  const thread = findMainThread(events, pageUrl);
  const roots = spansOf(events.filter((event) => event.pid === thread.pid && event.tid === thread.tid));
  const segments: SelfSegment[] = [];
  for (const root of roots) selfSegments(root, undefined, segments);
  segments.sort((a, b) => a.start - b.start);
  const samples = samplesOf(events, thread);

  const byCause = new Map<string, number>();
  const causes = new Map<string, Cause>();
  const add = (cause: Cause, us: number) => {
    causes.set(cause.id, cause);
    byCause.set(cause.id, (byCause.get(cause.id) ?? 0) + us / 1000);
  };

  let next = 0;
  for (const segment of segments) {
    const length = segment.end - segment.start;
    const browserCause = causeOfBrowserEvent(segment.owner);
    while (next < samples.length && samples[next]!.ts < segment.start) next++;
    if (browserCause) {
      add(browserCause, length);
      continue;
    }
    if (!isScriptEvent(segment.owner)) {
      add(BROWSER_CAUSES.other, length);
      continue;
    }
    // The segment's own time, split between the causes of the samples taken in it.
    const counts = new Map<Cause, number>();
    let sampled = 0;
    for (let index = next; index < samples.length && samples[index]!.ts < segment.end; index++) {
      const sampleCause = causeOfSample(samples[index]!, resolve, pageUrl);
      if (!sampleCause) continue;
      counts.set(sampleCause, (counts.get(sampleCause) ?? 0) + 1);
      sampled++;
    }
    if (sampled === 0) add(SCRIPT_CAUSES.unsampled, length);
    else for (const [sampleCause, count] of counts) add(sampleCause, (length * count) / sampled);
  }

  const tasks = roots.map((root) => ({start: root.start, ms: (root.end - root.start) / 1000}));
  return {
    byCause,
    causes,
    busyMs: tasks.reduce((sum, task) => sum + task.ms, 0),
    blockingMs: tasks
      .filter((task) => firstPaintTs === undefined || task.start >= firstPaintTs)
      .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.ms)),
  };
}
