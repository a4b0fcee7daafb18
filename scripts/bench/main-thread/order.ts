/**
 * The order in which one round loads the builds being compared: reversed every other round. With a fixed order the
 * build loaded second measured worse on this host: swapping which of two builds came first swapped which looked
 * slower (a reference page's blocking time, 221 → 415 ms one way and 213 → 235 ms the other), so a fixed order
 * reads as a difference between the builds.
 */
export function loadOrder(round: number, builds: number): number[] {
  const order = Array.from({length: builds}, (_, index) => index);
  return round % 2 === 0 ? order : order.reverse();
}
