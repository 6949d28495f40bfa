/** A clock a test moves by hand, for limits that depend on time. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}
