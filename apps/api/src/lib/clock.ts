/**
 * The app's clock, in AppDeps: code that asks "what day is it" (which rate row is current, which rate
 * setting is in effect, a quote's default date) reads it here, so tests pin the day with a fixed clock
 * instead of mocking modules.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant; a bare date (`2026-11-02`) means noon UTC of that day. */
export function fixedClock(at: Date | string): Clock {
  const instant = typeof at === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at) : at;
  if (Number.isNaN(instant.getTime())) throw new Error(`fixedClock: not a date: ${String(at)}`);
  return { now: () => new Date(instant) };
}
