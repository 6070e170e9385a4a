/**
 * The API's clock, which development and the E2E run may move forward (DEV_CLOCK=1, never in
 * production: server/env.ts `devClockAllowed`) to see what time does without waiting for it:
 * the kitchen sweep, deadlines, windows all read it (docs/contract.md#dev-clock).
 */
export interface MovableClock {
  now: () => Date;
  offsetMs: () => number;
  setOffset: (ms: number) => void;
}

export function movableClock(base: () => number = Date.now): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base() + offset),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
