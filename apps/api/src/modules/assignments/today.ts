/**
 * Today's date (UTC) as YYYY-MM-DD: the day "current" rates and settings are read for. Callers pass
 * the app's clock (`todayIso(deps.clock.now())`), never the process clock, so tests can pin the day.
 */
export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
