/** Where time-dependent work reads the time: the system's by default, a test's own in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
