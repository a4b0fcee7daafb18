/** The part of `requestIdleCallback`'s deadline a queue needs. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Time kept free at the end of an idle period, for whatever the browser does next. */
const MARGIN_MS = 4;

/**
 * Runs `work` for each queued item in idle periods: callers return at once, and no burst of calls becomes one long
 * task. An idle period starts another item only while the time left exceeds what the previous item took, so a slow
 * device runs fewer items per period instead of overrunning it.
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
    let lastItemMs: number;
    do {
      const started = now();
      work(pending.shift() as Item);
      lastItemMs = now() - started;
    } while (pending.length > 0 && deadline.timeRemaining() > lastItemMs + MARGIN_MS);
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
