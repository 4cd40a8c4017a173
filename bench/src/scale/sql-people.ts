/**
 * The set-based SQL that writes the scale data set's organizations, people and placements, one statement a
 * step. Ids come from `pg_temp.sid(label, n…)` (an md5 uuid, see generate.ts), so a step refers to rows of an
 * earlier one by recomputing their ids instead of reading them. Rows mirror what the demo seed and the
 * app's own writes store (statuses, processing status, onboarding steps the owners have completed).
 */
import { SIZE, WINDOW_START, clientCount } from './config.js';

export interface Step {
  label: string;
  sql: string;
}

const P = SIZE.partners;
const C = clientCount;
const K = SIZE.contractors;
/** Client c (1-based) belongs to partner ((c-1) % P) + 1; contractor i to client ((i-1) % C) + 1, the same partner. */
export const partnerOfClient = (c: string) => `((${c} - 1) % ${P} + 1)`;
export const clientOfContractor = (i: string) => `((${i} - 1) % ${C} + 1)`;
/** The week (0-based in the window) contractor i's assignment starts: spread so every week has workers. */
export const startWeekOf = (i: string) => `((${i} * 37) % ${SIZE.windowWeeks - SIZE.weeksPerAssignment + 1})`;

const STATES = `array['TX','CA','NY','IL','CO']`;
const TIMEZONES = `array['America/Chicago','America/Los_Angeles','America/New_York','America/Chicago','America/Denver']`;
const CITIES = `array['Austin','San Diego','Buffalo','Chicago','Denver']`;
const FIRST = `array['James','Maria','Robert','Linda','Michael','Patricia','David','Jennifer','William','Elizabeth','Carlos','Aisha','Wei','Priya','Omar','Sofia','Liam','Noah','Emma','Olivia']`;
const LAST = `array['Smith','Garcia','Johnson','Nguyen','Brown','Martinez','Davis','Lopez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Clark','Lewis','Young','Walker','Hall']`;
const TRADES = `array['Logistics','Health','Foods','Manufacturing','Retail','Energy','Software','Construction','Hospitality','Finance']`;
const JOB_TITLES = `array['Warehouse Associate','Registered Nurse','Line Cook','Machine Operator','Store Associate','Field Technician','Software Developer','Carpenter','Front Desk Agent','Accounts Clerk']`;

/** One of an SQL array's entries, cycling on n. */
const pick = (array: string, n: string) => `(${array})[1 + (${n}) % cardinality(${array})]`;

export const PEOPLE_STEPS: Step[] = [
  {
    label: 'partners',
    sql: `insert into partners (id, name, subdomain, contact_name, contact_email, payroll_frequency, created_at)
      select pg_temp.sid('partner', p), format('Scale Staffing %s', lpad(p::text, 2, '0')),
        format('scale%s', lpad(p::text, 2, '0')), format('Owner %s', p), format('ops@scale%s.example', p),
        'weekly', timestamptz '${WINDOW_START} 09:00Z' - interval '60 days'
      from generate_series(1, ${P}) p`,
  },
  {
    label: 'clients',
    sql: `insert into clients (id, partner_id, name, billing_email, city, state, zipcode, country, created_at)
      select pg_temp.sid('client', c), pg_temp.sid('partner', ${partnerOfClient('c')}),
        format('%s %s %s', ${pick(LAST, 'c / 3')}, ${pick(TRADES, 'c')}, c),
        format('ap@client%s.example', c), ${pick(CITIES, 'c')}, ${pick(STATES, 'c')}, '75001', 'US',
        timestamptz '${WINDOW_START} 09:00Z' - interval '30 days'
      from generate_series(1, ${C}) c`,
  },
  {
    label: 'work locations and jobs',
    sql: `with wl as (
        insert into work_locations (id, partner_id, client_id, name, city, state, country, timezone)
        select pg_temp.sid('wl', c), pg_temp.sid('partner', ${partnerOfClient('c')}), pg_temp.sid('client', c),
          format('Site %s', c), ${pick(CITIES, 'c')}, ${pick(STATES, 'c')}, 'US', ${pick(TIMEZONES, 'c')}
        from generate_series(1, ${C}) c returning 1)
      insert into jobs (id, partner_id, client_id, title, classification, workers_comp_code_id)
      select pg_temp.sid('job', c), pg_temp.sid('partner', ${partnerOfClient('c')}), pg_temp.sid('client', c),
        ${pick(JOB_TITLES, 'c')}, 'w-2', (select id from workers_comp_codes where code = '8810')
      from generate_series(1, ${C}) c`,
  },
  {
    label: 'contractors',
    sql: `insert into contractors (id, partner_id, first_name, last_name, email, classification, status, city, state,
        zipcode, country, created_at)
      select pg_temp.sid('contractor', i), pg_temp.sid('partner', ${partnerOfClient(clientOfContractor('i'))}),
        ${pick(FIRST, 'i')}, ${pick(LAST, 'i / 20')}, format('contractor%s@scale.test', i),
        case when i % 10 = 0 then 'independent_contractor' else 'w-2' end, 'active',
        ${pick(CITIES, clientOfContractor('i'))}, ${pick(STATES, clientOfContractor('i'))}, '75001', 'US',
        date '${WINDOW_START}' + ${startWeekOf('i')} * 7 - 14 + time '10:00'
      from generate_series(1, ${K}) i`,
  },
  {
    // Owners and recruiters per partner, one owner per client, a login per contractor; all share the demo
    // password (the demo admin's argon2 hash, so signing in costs what it costs the app).
    label: 'users',
    sql: `with pw as (select password_hash from users where email = 'admin@demo.test')
      insert into users (id, email, password_hash, first_name, last_name, role, partner_id, client_id, contractor_id,
        email_confirmed_at)
      select u.id, u.email, pw.password_hash, u.first_name, u.last_name, u.role, u.partner_id, u.client_id,
        u.contractor_id, now()
      from pw, (
        select pg_temp.sid('owner', p) id, format('owner%s@scale.test', lpad(p::text, 2, '0')) email,
          'Owner' first_name, format('Partner %s', p) last_name, 'owner' role, pg_temp.sid('partner', p) partner_id,
          null::uuid client_id, null::uuid contractor_id
        from generate_series(1, ${P}) p
        union all
        select pg_temp.sid('recruiter', p), format('recruiter%s@scale.test', p), 'Recruiter', format('Partner %s', p),
          'recruiter', pg_temp.sid('partner', p), null, null
        from generate_series(1, ${P}) p
        union all
        select pg_temp.sid('clientuser', c), format('client%s@scale.test', c), ${pick(FIRST, 'c + 7')},
          ${pick(LAST, 'c')}, 'owner', null, pg_temp.sid('client', c), null
        from generate_series(1, ${C}) c
        union all
        select pg_temp.sid('cuser', i), format('contractor%s@scale.test', i), ${pick(FIRST, 'i')},
          ${pick(LAST, 'i / 20')}, null, null, null, pg_temp.sid('contractor', i)
        from generate_series(1, ${K}) i
      ) u`,
  },
  {
    // The owners went through onboarding as the demo owners did: copy those steps and agreements per user.
    label: 'onboarding of owners',
    sql: `with owners as (
        select u.id, u.partner_id, u.client_id,
          case when u.partner_id is not null then 'partner@demo.test' else 'client@demo.test' end model
        from users u where u.email like 'owner%@scale.test' or u.email like 'client%@scale.test'),
      steps as (
        insert into onboarding_completions (user_id, step, completed_at)
        select o.id, oc.step, oc.completed_at from owners o
        join users m on m.email = o.model join onboarding_completions oc on oc.user_id = m.id returning 1)
      insert into agreement_acceptances (user_id, agreement, partner_id, client_id, text_hash, version, ip, accepted_at)
      select o.id, a.agreement, case when a.partner_id is not null then coalesce(o.partner_id, c.partner_id) end,
        case when a.client_id is not null then o.client_id end, a.text_hash, a.version, a.ip, a.accepted_at
      from owners o join users m on m.email = o.model join agreement_acceptances a on a.user_id = m.id
      left join clients c on c.id = o.client_id`,
  },
  {
    // One assignment per contractor, running weeksPerAssignment weeks; those that finished before the last
    // two weeks of the window ended (with an end date), the rest are live.
    label: 'assignments and rates',
    sql: `with a as (
        insert into assignments (id, partner_id, client_id, contractor_id, job_id, work_location_id, start_date,
          end_date, status, processing_status, has_worked, ended_reason, created_at)
        select pg_temp.sid('assignment', i), pg_temp.sid('partner', ${partnerOfClient(clientOfContractor('i'))}),
          pg_temp.sid('client', ${clientOfContractor('i')}), pg_temp.sid('contractor', i),
          pg_temp.sid('job', ${clientOfContractor('i')}), pg_temp.sid('wl', ${clientOfContractor('i')}),
          date '${WINDOW_START}' + s * 7,
          case when s + ${SIZE.weeksPerAssignment} <= ${SIZE.windowWeeks - 2}
            then date '${WINDOW_START}' + (s + ${SIZE.weeksPerAssignment}) * 7 - 3 end,
          case when s + ${SIZE.weeksPerAssignment} <= ${SIZE.windowWeeks - 2} then 'ended' else 'live' end,
          'approved', true,
          case when s + ${SIZE.weeksPerAssignment} <= ${SIZE.windowWeeks - 2} then 'Assignment completed' end,
          date '${WINDOW_START}' + s * 7 - 7 + time '10:00'
        from generate_series(1, ${K}) i, lateral (select ${startWeekOf('i')} s) x
        returning 1)
      insert into assignment_rates (assignment_id, effective_date, pay_rate, bill_rate, overtime_pay_rate,
        overtime_bill_rate, double_overtime_pay_rate, double_overtime_bill_rate, holiday_pay_rate, holiday_bill_rate,
        reason, created_at)
      select pg_temp.sid('assignment', i), date '${WINDOW_START}' + ${startWeekOf('i')} * 7, pay, bill, pay * 1.5,
        bill * 1.5, pay * 2, bill * 2, pay * 1.5, bill * 1.5, 'Start rate',
        date '${WINDOW_START}' + ${startWeekOf('i')} * 7 - 7 + time '10:00'
      from generate_series(1, ${K}) i, lateral (select (18 + i % 40)::numeric pay, round((18 + i % 40) * 1.55, 2) bill) r`,
  },
];
