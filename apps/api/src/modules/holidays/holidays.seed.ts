/**
 * Inserting a year's statutory holidays for one employer. Idempotent: a holiday already there (same
 * employer, country, region and date) is skipped by the unique index, so running it twice adds nothing.
 * The demo seed calls `seedHolidays(db, 2026)`.
 */
import { PLATFORM_EMPLOYER_KEY, statutoryHolidays, type Country, type HolidaySeedResult } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { insertHolidaysIfAbsent } from './holidays.repository.js';

export async function seedHolidays(
  db: DbOrTx,
  year: number,
  employerKey: string = PLATFORM_EMPLOYER_KEY,
  countries: readonly Country[] = ['US', 'CA'],
): Promise<HolidaySeedResult> {
  const wanted = statutoryHolidays(year, countries);
  if (wanted.length === 0) return { inserted: 0, skipped: 0 };
  const inserted = await insertHolidaysIfAbsent(
    db,
    wanted.map((h) => ({ employerKey, country: h.country, region: h.region, date: h.date, name: h.name })),
  );
  return { inserted, skipped: wanted.length - inserted };
}
