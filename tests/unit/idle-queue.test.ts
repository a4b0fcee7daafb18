import assert from 'node:assert/strict';
import {test} from 'node:test';

import {createIdleQueue, type IdleDeadlineLike} from '../../src/clientModules/idleQueue';

function manualScheduler() {
  const periods: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => void periods.push(callback),
    /** Runs the next scheduled idle period with this much time in it, each item of work costing `costMs`. */
    runPeriod(lengthMs: number, clock: {spent: number}) {
      const callback = periods.shift();
      assert.ok(callback, 'an idle period was requested');
      clock.spent = 0;
      callback({timeRemaining: () => Math.max(0, lengthMs - clock.spent)});
    },
    get requested() {
      return periods.length;
    },
  };
}

test('queued work waits for idle time, then runs in order', () => {
  const scheduler = manualScheduler();
  const done: string[] = [];
  const enqueue = createIdleQueue<string>((item) => done.push(item), scheduler.schedule);
  enqueue('/docs/a');
  enqueue('/docs/b');
  assert.deepEqual(done, [], 'nothing runs while the caller is still running');
  assert.equal(scheduler.requested, 1, 'one idle period is requested for a burst of calls');
  scheduler.runPeriod(50, {spent: 0});
  assert.deepEqual(done, ['/docs/a', '/docs/b']);
  assert.equal(scheduler.requested, 0);
});

test('an idle period runs only what fits, the rest waits for the next one', () => {
  const scheduler = manualScheduler();
  const clock = {spent: 0};
  const done: number[] = [];
  const enqueue = createIdleQueue<number>((item) => {
    done.push(item);
    clock.spent += 10;
  }, scheduler.schedule);
  for (let item = 1; item <= 5; item++) enqueue(item);
  scheduler.runPeriod(24, clock);
  assert.deepEqual(done, [1, 2], 'after two items of 10 ms, 4 ms are left of 24: too little to start another');
  assert.equal(scheduler.requested, 1, 'another period is requested for the rest');
  scheduler.runPeriod(100, clock);
  assert.deepEqual(done, [1, 2, 3, 4, 5]);
});

test('a period with no time left (the timeout fallback) still makes progress', () => {
  const scheduler = manualScheduler();
  const done: number[] = [];
  const enqueue = createIdleQueue<number>((item) => done.push(item), scheduler.schedule);
  enqueue(1);
  enqueue(2);
  scheduler.runPeriod(0, {spent: 0});
  assert.deepEqual(done, [1]);
  scheduler.runPeriod(0, {spent: 0});
  assert.deepEqual(done, [1, 2]);
});
