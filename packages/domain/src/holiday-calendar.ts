/**
 * Statutory holidays for a year, as the paid day off (the observed date), for the two countries the
 * platform employs in (decision 0022). Pure: no clock, no database.
 *
 * - US: the eleven federal holidays of 5 U.S.C. 6103(a). A fixed-date holiday on a Saturday is
 *   observed the Friday before, on a Sunday the Monday after (6103(b), EO 11582) — so New Year's Day
 *   of the next year can be observed on 31 December of this one.
 * - Canada: region null holds the five nationwide statutory holidays; ON, BC and AB get their own
 *   provincial ones. A fixed-date holiday on a weekend is observed on the next weekday that is not
 *   already a holiday of the same region (Christmas on Saturday → Monday, Boxing Day → Tuesday).
 */
import type { Country } from './address.js';

export interface StatutoryHoliday {
  country: Country;
  /** A state or province code; null: the whole country. */
  region: string | null;
  /** The observed date (YYYY-MM-DD): the day off that is paid. */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() + n);

/** The nth (1-based) weekday (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, weekday: number, n: number): Date {
  const first = utc(y, m, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(y: number, m: number, weekday: number): Date {
  const last = utc(y, m + 1, 0);
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

/** Easter Sunday (Gregorian), by the anonymous (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(y: number): Date {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(y, month, day);
}

/** Victoria Day: the last Monday before 25 May. */
const victoriaDay = (y: number) => addDays(utc(y, 5, 24), -((utc(y, 5, 24).getUTCDay() + 6) % 7));

interface Rule {
  name: string;
  /** The holiday's own date in year y. */
  on: (y: number) => Date;
  /** Fixed-date holidays move off weekends; floating ones (a Monday) never fall on one. */
  fixed?: boolean;
}

const fixed = (name: string, m: number, d: number): Rule => ({ name, on: (y) => utc(y, m, d), fixed: true });

const US_FEDERAL: Rule[] = [
  fixed("New Year's Day", 1, 1),
  { name: 'Birthday of Martin Luther King, Jr.', on: (y) => nthWeekday(y, 1, 1, 3) },
  { name: "Washington's Birthday (Presidents' Day)", on: (y) => nthWeekday(y, 2, 1, 3) },
  { name: 'Memorial Day', on: (y) => lastWeekday(y, 5, 1) },
  fixed('Juneteenth National Independence Day', 6, 19),
  fixed('Independence Day', 7, 4),
  { name: 'Labor Day', on: (y) => nthWeekday(y, 9, 1, 1) },
  { name: 'Columbus Day', on: (y) => nthWeekday(y, 10, 1, 2) },
  fixed('Veterans Day', 11, 11),
  { name: 'Thanksgiving Day', on: (y) => nthWeekday(y, 11, 4, 4) },
  fixed('Christmas Day', 12, 25),
];

const goodFriday: Rule = { name: 'Good Friday', on: (y) => addDays(easterSunday(y), -2) };
const familyDay: Rule = { name: 'Family Day', on: (y) => nthWeekday(y, 2, 1, 3) };
const victoria: Rule = { name: 'Victoria Day', on: victoriaDay };
const thanksgiving: Rule = { name: 'Thanksgiving Day', on: (y) => nthWeekday(y, 10, 1, 2) };
const remembrance = fixed('Remembrance Day', 11, 11);

/** Region null: statutory in every province and under the Canada Labour Code. */
const CA_NATIONWIDE: Rule[] = [
  fixed("New Year's Day", 1, 1),
  goodFriday,
  fixed('Canada Day', 7, 1),
  { name: 'Labour Day', on: (y) => nthWeekday(y, 9, 1, 1) },
  fixed('Christmas Day', 12, 25),
];

const CA_PROVINCIAL: Record<'ON' | 'BC' | 'AB', Rule[]> = {
  ON: [familyDay, victoria, thanksgiving, fixed('Boxing Day', 12, 26)],
  BC: [
    familyDay,
    victoria,
    { name: 'British Columbia Day', on: (y) => nthWeekday(y, 8, 1, 1) },
    fixed('National Day for Truth and Reconciliation', 9, 30),
    thanksgiving,
    remembrance,
  ],
  AB: [{ ...familyDay, name: 'Alberta Family Day' }, victoria, thanksgiving, remembrance],
};

export const CA_HOLIDAY_PROVINCES = Object.keys(CA_PROVINCIAL) as (keyof typeof CA_PROVINCIAL)[];

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** US rule: Saturday → Friday, Sunday → Monday. */
function usObserved(rule: Rule, y: number): { date: Date; shifted: boolean } {
  const d = rule.on(y);
  if (!rule.fixed || !isWeekend(d)) return { date: d, shifted: false };
  return { date: addDays(d, d.getUTCDay() === 6 ? -1 : 1), shifted: true };
}

function usFederal(year: number): StatutoryHoliday[] {
  // Next year's New Year's Day is observed on 31 December when 1 January is a Saturday.
  const candidates = [...US_FEDERAL.map((r) => [r, year] as const), [US_FEDERAL[0]!, year + 1] as const];
  return candidates
    .map(([rule, y]) => ({ rule, ...usObserved(rule, y) }))
    .filter(({ date }) => date.getUTCFullYear() === year)
    .map(({ rule, date, shifted }) => ({
      country: 'US' as const,
      region: null,
      date: iso(date),
      name: shifted ? `${rule.name} (observed)` : rule.name,
    }));
}

/** Canada: weekend fixed-date holidays move to the next weekday not taken by another holiday (in order). */
function canadian(rules: Rule[], region: string | null, year: number, taken: Set<string>): StatutoryHoliday[] {
  const out: StatutoryHoliday[] = [];
  const sorted = rules.map((r) => ({ rule: r, own: r.on(year) })).sort((a, b) => a.own.getTime() - b.own.getTime());
  for (const { rule, own } of sorted) {
    let date = own;
    if (rule.fixed && isWeekend(own)) {
      date = addDays(own, own.getUTCDay() === 6 ? 2 : 1);
      while (isWeekend(date) || taken.has(iso(date))) date = addDays(date, 1);
    }
    taken.add(iso(date));
    out.push({ country: 'CA', region, date: iso(date), name: date === own ? rule.name : `${rule.name} (observed)` });
  }
  return out;
}

function canada(year: number): StatutoryHoliday[] {
  const nationwide = canadian(CA_NATIONWIDE, null, year, new Set());
  const national = new Set(nationwide.map((h) => h.date));
  const provincial = CA_HOLIDAY_PROVINCES.flatMap((p) => canadian(CA_PROVINCIAL[p], p, year, new Set(national)));
  return [...nationwide, ...provincial];
}

/** Every statutory holiday observed in `year` for the countries asked, ordered by date. */
export function statutoryHolidays(year: number, countries: readonly Country[] = ['US', 'CA']): StatutoryHoliday[] {
  const all = [...(countries.includes('US') ? usFederal(year) : []), ...(countries.includes('CA') ? canada(year) : [])];
  return all.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.country.localeCompare(b.country) ||
      (a.region ?? '').localeCompare(b.region ?? ''),
  );
}
