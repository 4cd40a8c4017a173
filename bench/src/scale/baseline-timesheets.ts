/**
 * The baseline's timesheet answers: one prepared statement returns an entry (or a page of entries with the
 * total) with everything its view shows — parties, the user names it records, the rate in effect on its
 * date and its ledger split — and the view is built from the row with @app/domain's pure rules (buttons,
 * clock display, rate visibility), the same contract the app answers with.
 */
import type pg from 'pg';
import {
  availableTimesheetActions,
  displayClock,
  mayWriteTime,
  rateVisibility,
  type TimesheetActor,
  type TimesheetStatus,
} from '@app/domain';
import {
  cappedCountSql,
  cappedTotal,
  decodeCursor,
  encodeCursor,
  inRecent,
  pageOfFetched,
  recentBounds,
  recentPeriodOf,
} from './baseline-paging.js';
import type { Caller } from './baseline-session.js';

const person = (alias: string, column: string) => `left join users ${alias} on ${alias}.id = t.${column}`;
const nameOf = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;

const SELECT = `select t.*, j.title job_title, c.first_name || ' ' || c.last_name contractor_name,
    cl.name client_name, cl.requires_signature_for_approval req_sig, cl.requires_project_code req_pc,
    p.name partner_name, wl.name wl_name, wl.timezone wl_tz, wl.state wl_state, wl.country wl_country,
    pc.code pc_code, pc.description pc_description,
    ${nameOf('au')} approval_name, ${nameOf('ru')} rejection_name, ${nameOf('eu')} entering_name,
    ${nameOf('du')} editing_name, r.pay_rate, r.bill_rate, sp.regular, sp.overtime, sp.double_time, sp.other`;

/** The joins, from `rows` (the table, or a page of its ids joined back to it). */
const from = (rows: string) => `from ${rows}
  join assignments a on a.id = t.assignment_id join jobs j on j.id = a.job_id
  join contractors c on c.id = t.contractor_id join clients cl on cl.id = t.client_id
  join partners p on p.id = t.partner_id join work_locations wl on wl.id = t.work_location_id
  left join project_codes pc on pc.id = t.project_code_id
  ${person('au', 'approval_user_id')} ${person('ru', 'rejection_user_id')}
  ${person('eu', 'entering_user_id')} ${person('du', 'editing_user_id')}
  left join lateral (select pay_rate, bill_rate from assignment_rates r
    where r.assignment_id = t.assignment_id and r.effective_date <= t.date
    order by r.effective_date desc, r.created_at desc, r.id desc limit 1) r on true
  left join lateral (select coalesce(sum(minutes) filter (where classification = 'regular'), 0)::int regular,
      coalesce(sum(minutes) filter (where classification = 'overtime'), 0)::int overtime,
      coalesce(sum(minutes) filter (where classification = 'double_time'), 0)::int double_time,
      coalesce(sum(minutes) filter (where classification not in ('regular', 'overtime', 'double_time', 'expense')),
        0)::int other
    from pay_bill_transaction_items i where i.timesheet_id = t.id and i.side = 'pay') sp
    on t.status in ('approved', 'signed', 'no_bill')`;

/**
 * Admins see every entry, a partner's users their partner's ($1, null for staff). One statement text per
 * variant, as the app builds its query per caller: an `$1 is null or …` would keep a generic plan off the
 * indexes.
 */
const scope = (partner: boolean) => (partner ? 't.partner_id = $1' : '$1::uuid is null');

const viewSql = (partner: boolean) => `${SELECT} ${from('timesheets t')} where t.id = $2 and ${scope(partner)}`;

/** A partner's list, or the staff's kept to its recent period (the baseline's data set is always large). */
const filter = (partner: boolean, status: boolean) =>
  `${scope(partner)} and ${status ? 't.status = $2' : '$2::text is null'}${partner ? '' : ` and ${inRecent('t.date')}`}`;
/** The app's default order, its tie-breaks in the sort's direction (decision 0033). */
const ORDER = `order by t.date desc, t.time_start desc, t.id desc`;
const AFTER = '(t.date, t.time_start, t.id) < ($4::date, $5::int, $6::uuid)';

/**
 * A page, newest first: the page's ids (one more than the page, to know whether another follows) picked on
 * the table alone, after the cursor's row ($4–$6) or at an offset ($4), only those rows joined and dressed,
 * and on a page asked for by number the total counted beside them, capped (every join of the app's count
 * is an inner join on a foreign key, so counting the table is the same number).
 */
const listSql = (where: string, byCursor: boolean, staff: boolean) => `with
  ${staff ? `${recentBounds('timesheets', 'date')},` : ''}
  page as materialized (select t.id from timesheets t
    where ${where} ${byCursor ? `and ${AFTER}` : ''} ${ORDER} limit $3::int + 1 ${byCursor ? '' : 'offset $4'})
  ${SELECT}, ${byCursor ? 'null' : cappedCountSql('timesheets t', where)} total,
    ${staff ? '(select hi::text from bounds)' : 'null'} period_to
  ${from('page join timesheets t on t.id = page.id')} ${ORDER}`;

export type Row = Record<string, unknown> & {
  id: string;
  status: TimesheetStatus;
  time_start: number;
  time_end: number;
  minutes_worked: number;
  date: string;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const ref = (id: unknown, name: unknown) => (id ? { id, name: name ?? '' } : null);
const APPROVED = new Set(['approved', 'signed', 'no_bill']);

export function timesheetView(r: Row, caller: Caller) {
  const actor: TimesheetActor = { subject: caller.subject, ownEntry: false };
  const locked = r.client_billing_invoice_date !== null || r.payroll_submission_date !== null;
  const state = {
    status: r.status,
    paid: r.paid as boolean,
    invoiceLocked: r.client_billing_invoice_date !== null,
    payrollLocked: r.payroll_submission_date !== null,
    signed: r.signed_date !== null,
    clientRequiresSignature: r.req_sig as boolean,
  };
  const visibility = rateVisibility(caller.subject);
  return {
    id: r.id,
    date: r.date,
    time_start: r.time_start,
    time_end: r.time_end,
    time_start_string: displayClock(r.time_start),
    time_end_string: displayClock(r.time_end),
    overnight: r.time_end <= r.time_start,
    break_time_minutes: r.break_time_minutes,
    minutes_worked: r.minutes_worked,
    hours_worked: Math.round((r.minutes_worked / 60) * 100) / 100,
    status: r.status,
    type: r.type,
    paid: r.paid,
    day: WEEKDAYS[new Date(`${r.date}T00:00:00Z`).getUTCDay()],
    timezone: r.timezone,
    approval_date: iso(r.approval_date),
    approval_email: r.approval_email,
    approval_ip: r.approval_ip,
    approval_user: ref(r.approval_user_id, r.approval_name),
    approval_evidence_file_id: r.approval_evidence_file_id,
    signed_date: iso(r.signed_date),
    project_code: r.project_code_id ? { id: r.project_code_id, code: r.pc_code, description: r.pc_description } : null,
    task: r.task,
    rejection_date: iso(r.rejection_date),
    rejection_reason: r.rejection_reason,
    rejection_user: ref(r.rejection_user_id, r.rejection_name),
    entering_user: ref(r.entering_user_id, r.entering_name),
    editing_user: ref(r.editing_user_id, r.editing_name),
    created_date: iso(r.created_at),
    edited_date: iso(r.edited_at),
    payroll_submission_date: iso(r.payroll_submission_date),
    client_billing_invoice_date: iso(r.client_billing_invoice_date),
    locked,
    metadata: r.metadata ?? {},
    assignment: { id: r.assignment_id, job_title: r.job_title },
    work_location: {
      id: r.work_location_id,
      name: r.wl_name,
      timezone: r.wl_tz,
      state: r.wl_state,
      country: r.wl_country,
    },
    contractor: { id: r.contractor_id, name: r.contractor_name },
    client: {
      id: r.client_id,
      name: r.client_name,
      requires_signature_for_approval: r.req_sig,
      requires_project_code: r.req_pc,
    },
    partner: { id: r.partner_id, name: r.partner_name },
    pay_rate: visibility.pay ? (r.pay_rate ?? null) : null,
    bill_rate: visibility.bill ? (r.bill_rate ?? null) : null,
    actions: availableTimesheetActions(state, actor),
    editable: mayWriteTime(actor) && (r.status === 'pending' || r.status === 'rejected') && !locked && !r.paid,
    split: APPROVED.has(r.status)
      ? { regular: r.regular ?? 0, overtime: r.overtime ?? 0, double_time: r.double_time ?? 0, other: r.other ?? 0 }
      : null,
  };
}

export async function timesheetViewBody(pool: pg.Pool, caller: Caller, id: string) {
  const partner = caller.partnerId !== null;
  const name = `ts-view-${partner ? 'partner' : 'all'}`;
  const { rows } = await pool.query<Row>({ name, text: viewSql(partner), values: [caller.partnerId, id] });
  const row = rows[0];
  return row ? { status: 200, body: { data: timesheetView(row, caller) } } : { status: 404, body: null };
}

export async function timesheetListBody(pool: pg.Pool, caller: Caller, q: URLSearchParams) {
  const perPage = Number(q.get('per_page') ?? 25);
  const page = Number(q.get('page') ?? 1);
  const cursor = q.get('cursor');
  const [partner, status] = [caller.partnerId !== null, q.get('status') !== null];
  const at = cursor ? decodeCursor(cursor) : [(page - 1) * perPage];
  const values = [caller.partnerId, q.get('status'), perPage, ...at];
  const name = `ts-list-${partner ? 'partner' : 'all'}-${status ? 'status' : 'any'}-${cursor ? 'cursor' : 'page'}`;
  const text = listSql(filter(partner, status), cursor !== null, !partner);
  const { rows: fetched } = await pool.query<Row & { total: string | null; period_to: string | null }>({
    name,
    text,
    values,
  });
  const { rows, next_cursor } = pageOfFetched(fetched, perPage, (last) =>
    encodeCursor('date', true, [last.date, String(last.time_start), last.id]),
  );
  const data = rows.map((r) => timesheetView(r, caller));
  const counted = cursor ? { total: null } : cappedTotal(Number(fetched[0]?.total ?? 0));
  const period = recentPeriodOf(fetched[0]?.period_to);
  return { status: 200, body: { data: { data, ...counted, next_cursor, ...period } } };
}
