/** Today's date (UTC) as YYYY-MM-DD: the day "current" rates and settings are read for. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);
