/**
 * The CPU the end-to-end tests run on: `CPU_SLOWDOWN=N` throttles every page's CPU N times through the DevTools
 * protocol (Emulation.setCPUThrottlingRate), as Lighthouse's devtools throttling does, to check that the tests hold on
 * a slow phone's CPU (issue 60). Not set in CI. Timeouts grow with it (playwright.config.ts).
 */
export function cpuSlowdown(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.CPU_SLOWDOWN;
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`CPU_SLOWDOWN=${value}: a number of at least 1`);
  return rate;
}
