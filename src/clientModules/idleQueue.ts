/** The part of `requestIdleCallback`'s deadline a queue needs. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Time kept free at the end of an idle period, for whatever the browser does next. */
const MARGIN_MS = 4;

/**
 * Most work one idle period starts items for. An idle period can last 50 ms, and a tap that arrives meanwhile waits
 * for the work to end; short slices keep the page responsive (and on a phone four times slower than the machine
 * that measured them, short slices are still short tasks).
 */
export const SLICE_MS = 10;

/**
 * Runs `work` for each queued item in idle periods: callers return at once, and no burst of calls becomes one long
 * task. An idle period starts another item only while the time left exceeds what the previous item took, so a slow
 * device runs fewer items per period instead of overrunning it, and only within its first `SLICE_MS`.
 */
export function createIdleQueue<Item>(
  work: (item: Item) => void,
  scheduleIdle: IdleScheduler,
  now: () => number = () => performance.now(),
): (item: Item) => void {
  const pending: Item[] = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const periodStarted = now();
    let lastItemMs: number;
    do {
      const started = now();
      work(pending.shift() as Item);
      lastItemMs = now() - started;
    } while (
      pending.length > 0 &&
      deadline.timeRemaining() > lastItemMs + MARGIN_MS &&
      now() - periodStarted + lastItemMs <= SLICE_MS
    );
    if (pending.length > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(drain);
  };

  return (item: Item) => {
    pending.push(item);
    schedule();
  };
}
