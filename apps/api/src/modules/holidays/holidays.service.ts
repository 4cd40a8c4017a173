/** Changing an employer's holidays: staff for the platform (and self-employers), a self-employer for its own. */
import {
  holidayRegionIssue,
  type HolidayCreate,
  type HolidaySeed,
  type HolidaySeedResult,
  type HolidayUpdate,
  type HolidayView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  deleteHolidayRow,
  employerAccess,
  findHoliday,
  insertHoliday,
  readableEmployer,
  toHolidayView,
  updateHolidayRow,
  type HolidayRow,
} from './holidays.repository.js';
import { seedHolidays } from './holidays.seed.js';

const TAKEN = 'That employer already has a holiday on this date for this country and region';

async function editableEmployer(deps: AppDeps, p: Principal, key: string | undefined, loc: string[]) {
  const employer = await readableEmployer(deps.db, p, key, loc);
  if (!employer.can_edit) throw forbidden("Your role may not change this employer's holidays");
  return employer;
}

/** A stored holiday the caller may change: one of an employer it cannot read → 404, read-only → 403. */
async function editableHoliday(deps: AppDeps, p: Principal, id: string): Promise<HolidayRow> {
  const row = await findHoliday(deps.db, id);
  const employer = row ? await employerAccess(deps.db, p, row.employerKey) : null;
  if (!row || !employer) throw notFound();
  if (!employer.can_edit) throw forbidden("Your role may not change this employer's holidays");
  return row;
}

const answerTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(TAKEN);
  throw err;
};

export async function createHoliday(
  deps: AppDeps,
  p: Principal,
  body: HolidayCreate,
  ip: string,
): Promise<HolidayView> {
  const employer = await editableEmployer(deps, p, body.employer_key, ['body', 'employer_key']);
  return deps.db
    .transaction(async (tx) => {
      const row = await insertHoliday(tx, {
        employerKey: employer.key,
        country: body.country,
        region: body.region,
        date: body.date,
        name: body.name,
      });
      await auditAs(tx, p, ip, {
        action: 'holiday_created',
        entityType: 'holiday',
        entityId: row.id,
        metadata: { employer_key: employer.key, date: body.date, country: body.country, region: body.region },
      });
      return toHolidayView(row);
    })
    .catch(answerTaken);
}

export async function updateHoliday(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: HolidayUpdate,
  ip: string,
): Promise<HolidayView> {
  const row = await editableHoliday(deps, p, id);
  const issue = holidayRegionIssue(
    changes.country ?? row.country,
    changes.region === undefined ? row.region : changes.region,
  );
  if (issue) throw unprocessable([{ loc: ['body', 'region'], msg: issue }]);
  // Nothing to change (an empty body): the holiday as it is, no write and no audit row.
  if (Object.values(changes).every((v) => v === undefined)) return toHolidayView(row);
  return deps.db
    .transaction(async (tx) => {
      const updated = await updateHolidayRow(tx, id, {
        ...(changes.country !== undefined && { country: changes.country }),
        ...(changes.region !== undefined && { region: changes.region }),
        ...(changes.date !== undefined && { date: changes.date }),
        ...(changes.name !== undefined && { name: changes.name }),
      });
      await auditAs(tx, p, ip, {
        action: 'holiday_updated',
        entityType: 'holiday',
        entityId: id,
        metadata: { employer_key: row.employerKey, fields: Object.keys(changes) },
      });
      return toHolidayView(updated);
    })
    .catch(answerTaken);
}

export async function deleteHoliday(deps: AppDeps, p: Principal, id: string, ip: string): Promise<void> {
  const row = await editableHoliday(deps, p, id);
  await deps.db.transaction(async (tx) => {
    await deleteHolidayRow(tx, id);
    await auditAs(tx, p, ip, {
      action: 'holiday_deleted',
      entityType: 'holiday',
      entityId: id,
      metadata: {
        employer_key: row.employerKey,
        date: row.date,
        name: row.name,
        country: row.country,
        region: row.region,
      },
    });
  });
}

export async function seedStatutoryHolidays(
  deps: AppDeps,
  p: Principal,
  body: HolidaySeed,
  ip: string,
): Promise<HolidaySeedResult> {
  const employer = await editableEmployer(deps, p, body.employer_key, ['body', 'employer_key']);
  return deps.db.transaction(async (tx) => {
    const result = await seedHolidays(tx, body.year, employer.key, body.countries);
    await auditAs(tx, p, ip, {
      action: 'holidays_seeded',
      entityType: 'holiday',
      metadata: { employer_key: employer.key, year: body.year, countries: body.countries, ...result },
    });
    return result;
  });
}
