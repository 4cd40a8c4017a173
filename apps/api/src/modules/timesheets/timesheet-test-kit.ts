/** Test helpers for the time area: the demo's assignments and entries placed straight into the database. */
import type { TimesheetStatus } from '@app/domain';
import type { TestApp } from '../../test/test-app.js';

export interface DemoAssignment {
  id: string;
  partnerId: string;
  clientId: string;
  contractorId: string;
  workLocationId: string;
  timezone: string;
}

const q = (v: string) => `'${v.replace(/'/g, "''")}'`;

export async function rows(t: TestApp, sql: string): Promise<Record<string, unknown>[]> {
  return (await t.database.executeSql(sql)).rows as Record<string, unknown>[];
}

/** The live assignment of the contractor whose first name is given (Casey, Bruno, Ian, Tom, …). */
export async function assignmentOf(t: TestApp, firstName: string): Promise<DemoAssignment> {
  const [r] = await rows(
    t,
    `select a.id, a.partner_id, a.client_id, a.contractor_id, a.work_location_id, w.timezone
       from assignments a join contractors c on c.id = a.contractor_id join work_locations w on w.id = a.work_location_id
      where c.first_name = ${q(firstName)} and a.status = 'live' order by a.start_date limit 1`,
  );
  if (!r) throw new Error(`no live assignment for ${firstName}`);
  return {
    id: String(r.id),
    partnerId: String(r.partner_id),
    clientId: String(r.client_id),
    contractorId: String(r.contractor_id),
    workLocationId: String(r.work_location_id),
    timezone: String(r.timezone),
  };
}

export interface EntryOptions {
  status?: TimesheetStatus;
  paid?: boolean;
  start?: number;
  end?: number;
  breakMinutes?: number;
  signed?: boolean;
  payrollLocked?: boolean;
  invoiceLocked?: boolean;
}

/** An entry written directly (as billing, payroll or an import would leave it), bypassing the API's rules. */
export async function insertEntry(t: TestApp, a: DemoAssignment, date: string, o: EntryOptions = {}): Promise<string> {
  const start = o.start ?? 9 * 60;
  const end = o.end ?? 17 * 60;
  const span = end > start ? end - start : end + 1440 - start;
  const brk = o.breakMinutes ?? 0;
  const at = (minutes: number) =>
    `(${q(date)}::timestamp + interval '${minutes} minutes') at time zone ${q(a.timezone)}`;
  const [r] = await rows(
    t,
    `insert into timesheets (assignment_id, partner_id, client_id, contractor_id, work_location_id, date, time_start,
       time_end, break_time_minutes, minutes_worked, timezone, start_at, end_at, status, paid, signed_date,
       payroll_submission_date, client_billing_invoice_date)
     values (${q(a.id)}, ${q(a.partnerId)}, ${q(a.clientId)}, ${q(a.contractorId)}, ${q(a.workLocationId)}, ${q(date)},
       ${start}, ${end}, ${brk}, ${span - brk}, ${q(a.timezone)}, ${at(start)}, ${at(start + span)},
       ${q(o.status ?? 'pending')}, ${o.paid ? 'true' : 'false'}, ${o.signed ? 'now()' : 'null'},
       ${o.payrollLocked ? 'now()' : 'null'}, ${o.invoiceLocked ? 'now()' : 'null'})
     returning id`,
  );
  return String(r!.id);
}

export async function statusOf(t: TestApp, id: string): Promise<{ status: string; paid: boolean } | null> {
  const [r] = await rows(t, `select status, paid from timesheets where id = ${q(id)}`);
  return r ? { status: String(r.status), paid: r.paid === true } : null;
}
