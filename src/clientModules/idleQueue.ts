/** The part of `requestIdleCallback`'s deadline a queue needs. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Time left in an idle period below which the queue waits for the next one. */
const MIN_SLICE_MS = 4;

/**
 * Runs `work` for each queued item in idle periods, as many per period as fit: callers return at once, and no
 * burst of calls becomes one long task.
 */
export function createIdleQueue<Item>(work: (item: Item) => void, scheduleIdle: IdleScheduler): (item: Item) => void {
  const pending: Item[] = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    do {
      work(pending.shift() as Item);
    } while (pending.length > 0 && deadline.timeRemaining() > MIN_SLICE_MS);
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
