/**
 * Runs tasks one per idle period of the browser, in the order they were queued, so that work a page can do later
 * (the code blocks' buttons) never adds up to a long task. Where `requestIdleCallback` is missing (Safari), a short
 * timeout stands in for it. Returns a function that takes the task out of the queue.
 */
const queue: (() => void)[] = [];
let scheduled = false;

const requestIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 10_000})
    : (run) => setTimeout(run, 50);

function runNext(): void {
  scheduled = false;
  const task = queue.shift();
  task?.();
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
