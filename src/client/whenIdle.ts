/**
 * Runs tasks in the browser's idle periods, in the order they were queued, as many in a period as it has time left
 * for, so that work a page can do later (the code blocks' buttons, the highlighter's download) does not add to its
 * start-up. A task that schedules React work in a transition takes no time here: the code blocks' buttons are all
 * asked for in the first idle period and mounted in one render that React slices. Asked for one block per idle period,
 * each mount cost the page a restyle, relayout and repaint of its own, one frame after another: on the long guide at
 * CPU slowdown 7, about thirty frames of 60–75 ms each. Where `requestIdleCallback` is missing (Safari), a short
 * timeout stands in for it, one task per timeout. Returns a function that takes the task out of the queue.
 */
const queue: (() => void)[] = [];
let scheduled = false;

const requestIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 10_000})
    : (run) => setTimeout(run, 50);

function runNext(deadline?: IdleDeadline): void {
  scheduled = false;
  do queue.shift()?.();
  while (queue.length > 0 && deadline !== undefined && deadline.timeRemaining() > 0);
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestIdle(runNext);
}

export function whenIdle(task: () => void): () => void {
  queue.push(task);
  schedule();
  return () => {
    const index = queue.indexOf(task);
    if (index >= 0) queue.splice(index, 1);
  };
}
