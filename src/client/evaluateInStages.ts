/** Start-up work in short tasks: the site's client entry (stagedClientEntry.ts) evaluates its modules stage by stage. */
import {nextTask} from './nextTask';

/** Imports evaluated one after the other in one task. */
export type Stage = ReadonlyArray<() => Promise<unknown>>;

/** Runs each stage's imports in order, then lets the browser run other tasks before the next stage. */
export async function evaluateInStages(
  stages: ReadonlyArray<Stage>,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const stage of stages) {
    for (const load of stage) await load();
    await yieldToBrowser();
  }
}
