import assert from 'node:assert/strict';
import {test} from 'node:test';

import {createIdleQueue, SLICE_MS, type IdleDeadlineLike} from '../../src/clientModules/idleQueue';

/** Idle periods run on demand, against a clock that only the work moves forward. */
function manualScheduler() {
  const periods: ((deadline: IdleDeadlineLike) => void)[] = [];
  const clock = {now: 0};
  return {
    clock,
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => void periods.push(callback),
    runPeriod(lengthMs: number) {
      const callback = periods.shift();
      assert.ok(callback, 'an idle period was requested');
      const end = clock.now + lengthMs;
      callback({timeRemaining: () => Math.max(0, end - clock.now)});
    },
    get requested() {
      return periods.length;
    },
  };
}

/** A queue whose every item takes `itemMs` of the manual clock, recording the items in the order they ran. */
function timedQueue<T>(itemMs = 0) {
  const scheduler = manualScheduler();
  const done: T[] = [];
  const run = (item: T) => {
    done.push(item);
    scheduler.clock.now += itemMs;
  };
  const enqueue = createIdleQueue<T>(run, scheduler.schedule, () => scheduler.clock.now);
  return {scheduler, done, enqueue};
}

test('queued work waits for idle time, then runs in order', () => {
  const {scheduler, done, enqueue} = timedQueue<string>();
  enqueue('/docs/a');
  enqueue('/docs/b');
  assert.deepEqual(done, [], 'nothing runs while the caller is still running');
  assert.equal(scheduler.requested, 1, 'one idle period is requested for a burst of calls');
  scheduler.runPeriod(50);
  assert.deepEqual(done, ['/docs/a', '/docs/b']);
  assert.equal(scheduler.requested, 0);
});

test('an idle period starts another item only while the time left exceeds what the last one took', () => {
  const {scheduler, done, enqueue} = timedQueue<number>(2);
  for (let item = 1; item <= 5; item++) enqueue(item);
  scheduler.runPeriod(10);
  // 8 ms left after the first item (> 2 + 4), 6 ms after the second (> 6 is false): two items fit.
  assert.deepEqual(done, [1, 2]);
  assert.equal(scheduler.requested, 1, 'another period is requested for the rest');
  scheduler.runPeriod(50);
  assert.deepEqual(done, [1, 2, 3, 4, 5]);
});

test('a long idle period runs items for at most SLICE_MS, then asks for another period', () => {
  const {scheduler, done, enqueue} = timedQueue<number>(3);
  for (let item = 1; item <= 10; item++) enqueue(item);
  scheduler.runPeriod(50);
  // 3 items take 9 ms; a fourth would end at 12 ms, past the 10 ms slice.
  assert.equal(SLICE_MS, 10);
  assert.deepEqual(done, [1, 2, 3]);
  assert.equal(scheduler.requested, 1);
  scheduler.runPeriod(50);
  assert.deepEqual(done, [1, 2, 3, 4, 5, 6]);
});

test('a slow item ends its idle period', () => {
  const {scheduler, done, enqueue} = timedQueue<number>(30);
  enqueue(1);
  enqueue(2);
  scheduler.runPeriod(40);
  assert.deepEqual(done, [1], 'after a 30 ms item, 10 ms are not enough to start another');
});

test('a period with no time left (the timeout fallback) still makes progress', () => {
  const {scheduler, done, enqueue} = timedQueue<number>();
  enqueue(1);
  enqueue(2);
  scheduler.runPeriod(0);
  assert.deepEqual(done, [1]);
  scheduler.runPeriod(0);
  assert.deepEqual(done, [1, 2]);
});
