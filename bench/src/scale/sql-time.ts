/**
 * The set-based SQL that writes the scale data set's time, expenses and their ledger postings. Each
 * contractor logs five 8-hour weekdays a week through its assignment; most entries are approved by the
 * client's owner a week later, a few are pending or rejected, and the last two weeks are still pending.
 * Approved time and expenses are posted as the app posts them: one `time` transaction per person and week
 * (the reason the approve action writes), a pay and a bill item per entry at the assignment's rates, and an
 * `expense` transaction with a pay and a bill item per approved expense.
 */
import { SIZE, WINDOW_START } from './config.js';
import { clientOfContractor, partnerOfClient, startWeekOf, type Step } from './sql-people.js';

const K = SIZE.contractors;
const LAST_PENDING_WEEK = SIZE.windowWeeks - 2;
const SCALE_ROWS = `partner_id in (select id from partners where subdomain like 'scale%')`;
const weekStartOf = (date: string) => `(${date} - (extract(isodow from ${date})::int - 1))`;

/** Per contractor i and assignment week k: its client c, window week w and Monday. */
const placement = `lateral (select ${clientOfContractor('i')} c, ${startWeekOf('i')} + k w) p
  cross join lateral (select date '${WINDOW_START}' + p.w * 7 monday) m`;

/** The columns every row of a placement copies down (the assignment and its parties). */
const parties = `pg_temp.sid('assignment', i), pg_temp.sid('partner', ${partnerOfClient('p.c')}),
  pg_temp.sid('client', p.c), pg_temp.sid('contractor', i)`;

export const TIME_STEPS: Step[] = [
  {
    label: 'timesheets',
    sql: `insert into timesheets (id, assignment_id, partner_id, client_id, contractor_id, work_location_id, date,
        time_start, time_end, break_time_minutes, minutes_worked, timezone, start_at, end_at, type, status,
        approval_date, approval_email, approval_ip, approval_user_id, rejection_date, rejection_reason,
        rejection_user_id, entering_user_id, created_at)
      select pg_temp.sid('timesheet', i, k, d), ${parties}, pg_temp.sid('wl', p.c), e.work_day, e.st, e.st + 510, 30, 480,
        wl.timezone, (e.work_day + make_interval(mins => e.st)) at time zone wl.timezone,
        (e.work_day + make_interval(mins => e.st + 510)) at time zone wl.timezone, 'regular', e.status,
        case when e.status = 'approved' then (m.monday + 7 + time '15:00') at time zone 'UTC' end,
        case when e.status = 'approved' then format('client%s@scale.test', p.c) end,
        case when e.status = 'approved' then '127.0.0.1' end,
        case when e.status = 'approved' then pg_temp.sid('clientuser', p.c) end,
        case when e.status = 'rejected' then (m.monday + 7 + time '15:00') at time zone 'UTC' end,
        case when e.status = 'rejected' then 'Hours do not match the schedule' end,
        case when e.status = 'rejected' then pg_temp.sid('clientuser', p.c) end,
        pg_temp.sid('cuser', i), (m.monday + 4 + time '23:00') at time zone 'UTC'
      from generate_series(1, ${K}) i
      cross join generate_series(0, ${SIZE.weeksPerAssignment - 1}) k
      cross join generate_series(0, 4) d
      cross join ${placement}
      join work_locations wl on wl.id = pg_temp.sid('wl', p.c)
      cross join lateral (select m.monday + d work_day, 480 + 30 * (i % 4) st,
        case when p.w >= ${LAST_PENDING_WEEK} then 'pending'
          when (i * 7 + p.w * 13 + d * 3) % 100 < 2 then 'rejected'
          when (i * 7 + p.w * 13 + d * 3) % 100 < 5 then 'pending'
          else 'approved' end status) e`,
  },
  {
    label: 'expenses',
    sql: `insert into expenses (id, assignment_id, partner_id, client_id, contractor_id, type, amount, date, category,
        description, business_purpose, status, approval_user_id, approval_date, approval_ip, entering_user_id,
        created_at)
      select pg_temp.sid('expense', i, k), ${parties}, 'reimbursement', 12.5 + (i * 7 + k * 13) % 180, m.monday + 2,
        (array['Mileage','Meals','Parking','Supplies'])[1 + (i + k) % 4], 'Client site expense',
        'Work at the client site', x.status,
        case when x.status = 'approved' then pg_temp.sid('clientuser', p.c) end,
        case when x.status = 'approved' then (m.monday + 7 + time '15:00') at time zone 'UTC' end,
        case when x.status = 'approved' then '127.0.0.1' end,
        pg_temp.sid('cuser', i), (m.monday + 2 + time '18:00') at time zone 'UTC'
      from generate_series(1, ${K}) i
      cross join generate_series(0, ${SIZE.weeksPerAssignment - 1}, ${SIZE.expenseEveryWeeks}) k
      cross join ${placement}
      cross join lateral (select case when p.w >= ${LAST_PENDING_WEEK} or (i + k) % 20 = 0 then 'pending'
        else 'approved' end status) x`,
  },
  {
    label: 'ledger: time transactions',
    sql: `insert into pay_bill_transactions (id, kind, employer_key, person_key, partner_id, contractor_id, week_start,
        status, reason, created_by, created_at)
      select pg_temp.uuid_of('tx:' || contractor_id || ':' || wk), 'time', 'platform', contractor_id::text, partner_id,
        contractor_id, wk, 'complete', 'timesheet approve', (array_agg(approval_user_id))[1], min(approval_date)
      from (select t.*, ${weekStartOf('t.date')} wk from timesheets t where status = 'approved' and ${SCALE_ROWS}) t
      group by contractor_id, partner_id, wk`,
  },
  {
    label: 'ledger: time items',
    sql: `insert into pay_bill_transaction_items (id, transaction_id, partner_id, client_id, contractor_id,
        assignment_id, timesheet_id, side, classification, work_date, minutes, rate, amount, status, created_at)
      select pg_temp.uuid_of('item:' || s.side || ':' || t.id),
        pg_temp.uuid_of('tx:' || t.contractor_id || ':' || ${weekStartOf('t.date')}), t.partner_id, t.client_id,
        t.contractor_id, t.assignment_id, t.id, s.side, 'regular', t.date, t.minutes_worked, s.rate,
        round(t.minutes_worked * s.rate / 60, 2), 'approved', tx.created_at
      from timesheets t
      join assignment_rates r on r.assignment_id = t.assignment_id
      join pay_bill_transactions tx on tx.id = pg_temp.uuid_of('tx:' || t.contractor_id || ':' || ${weekStartOf('t.date')})
      cross join lateral (values ('pay', r.pay_rate), ('bill', r.bill_rate)) s(side, rate)
      where t.status = 'approved' and t.${SCALE_ROWS}`,
  },
  {
    label: 'ledger: expense transactions and items',
    sql: `with tx as (
        insert into pay_bill_transactions (id, kind, employer_key, person_key, partner_id, contractor_id, expense_id,
          status, reason, created_by, created_at)
        select pg_temp.uuid_of('etx:' || id), 'expense', 'platform', contractor_id::text, partner_id, contractor_id, id,
          'complete', 'expense approve', approval_user_id, approval_date
        from expenses where status = 'approved' and ${SCALE_ROWS} returning 1)
      insert into pay_bill_transaction_items (id, transaction_id, partner_id, client_id, contractor_id,
        assignment_id, expense_id, side, classification, work_date, minutes, amount, status, created_at)
      select pg_temp.uuid_of('eitem:' || s.side || ':' || e.id), pg_temp.uuid_of('etx:' || e.id), e.partner_id, e.client_id,
        e.contractor_id, e.assignment_id, e.id, s.side, 'expense', e.date, 0, e.amount, 'approved', e.approval_date
      from expenses e cross join (values ('pay'), ('bill')) s(side)
      where e.status = 'approved' and e.${SCALE_ROWS}`,
  },
];
