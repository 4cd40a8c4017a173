/**
 * What other modules ask of the timesheets list (the data export, decision 0101): the same entries, in
 * the caller's scope and with the rates the caller may see, that GET /v2/timesheets lists — every date,
 * not the staff's default recent period.
 */
import type { DbOrTx } from '../../db/client.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { toTimesheetViews } from './timesheet-view.js';
import { listTimesheetRows, type TimesheetFilter } from './timesheets.repository.js';

export async function timesheetList(db: DbOrTx, p: Principal, f: TimesheetFilter & ListRequest) {
  const { rows, ...page } = await listTimesheetRows(db, p, f);
  return { ...page, rows: toTimesheetViews(p, rows) };
}
