/**
 * Effective-dated rows: rate changes and rate settings are never edited, a change is a new row.
 * The row in effect on a date is the one with the latest effective_date on or before it; the later
 * created wins a tie (a same-day correction), and the id settles rows created in the same instant,
 * so the answer never depends on the order the rows arrive in.
 */

export interface EffectiveDated {
  /** ISO date, YYYY-MM-DD. */
  effective_date: string;
  /** ISO timestamp or Date. */
  created_at: string | Date;
  id?: string;
}

const time = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** Positive when `a` supersedes `b`. */
export function compareEffective(a: EffectiveDated, b: EffectiveDated): number {
  if (a.effective_date !== b.effective_date) return a.effective_date > b.effective_date ? 1 : -1;
  const t = time(a.created_at) - time(b.created_at);
  if (t !== 0) return t;
  const ai = a.id ?? '';
  const bi = b.id ?? '';
  return ai === bi ? 0 : ai > bi ? 1 : -1;
}

/** The row in effect on `date` (YYYY-MM-DD), or undefined when none has started yet. */
export function rowInEffect<T extends EffectiveDated>(rows: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (row.effective_date > date) continue;
    if (!best || compareEffective(row, best) > 0) best = row;
  }
  return best;
}

export interface ScopedSetting extends EffectiveDated {
  kind: string;
  partner_id: string | null;
  region: string | null;
  workers_comp_code: string | null;
}

export interface SettingQuery {
  kind: string;
  date: string;
  partnerId?: string | null;
  region?: string | null;
  workersCompCode?: string | null;
}

/**
 * How specific a setting is. A partner's own row outranks any general one, then a region, then a
 * workers' comp code: weights make the order total, so two rows never tie on specificity alone.
 */
export function specificity(row: Pick<ScopedSetting, 'partner_id' | 'region' | 'workers_comp_code'>): number {
  return (row.partner_id ? 4 : 0) + (row.region ? 2 : 0) + (row.workers_comp_code ? 1 : 0);
}

function applies(row: ScopedSetting, q: SettingQuery): boolean {
  return (
    row.kind === q.kind &&
    (row.partner_id === null || row.partner_id === (q.partnerId ?? null)) &&
    (row.region === null || row.region === (q.region ?? null)) &&
    (row.workers_comp_code === null || row.workers_comp_code === (q.workersCompCode ?? null))
  );
}

/**
 * The setting in effect: among the rows that apply to the partner, region and code and have
 * started by the date, the most specific one; within that specificity, the row in effect.
 */
export function settingInEffect<T extends ScopedSetting>(rows: readonly T[], q: SettingQuery): T | undefined {
  const started = rows.filter((r) => applies(r, q) && r.effective_date <= q.date);
  if (started.length === 0) return undefined;
  const top = Math.max(...started.map(specificity));
  return rowInEffect(
    started.filter((r) => specificity(r) === top),
    q.date,
  );
}
