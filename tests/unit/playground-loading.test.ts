import assert from 'node:assert/strict';
import {test} from 'node:test';

import {nextTask} from '../../src/client/nextTask';

/**
 * The playground parses its schema in parts, a task each (src/playground/execution/playgroundSchema.ts), so input
 * is handled in between. How long the tasks are is the benchmark's business; this pins the yield it relies on.
 */
test('nextTask resolves in a later task: after every microtask already queued, and not synchronously', async () => {
  const events: string[] = [];
  const waiting = nextTask().then(() => events.push('next task'));
  // A long chain of microtasks: a microtask-based "yield" would resolve somewhere inside it.
  let chain = Promise.resolve();
  for (let i = 0; i < 200; i++) chain = chain.then(() => void events.push(`microtask ${i}`));
  events.push('synchronous');
  await waiting;
  assert.equal(events[0], 'synchronous');
  assert.equal(events.at(-1), 'next task');
  assert.equal(events.length, 202);
});
