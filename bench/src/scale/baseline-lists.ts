/**
 * The baseline's other answers, each one prepared statement: the contractor list (by name), the ledger item
 * list (newest work date first, with the total and per-side sums over the whole filter beside the page), and
 * global search (the four object types, five best matches each, in the app's order of types).
 */
import type pg from 'pg';
import {
  currentOnboardingStep,
  ONBOARDING_STEP_TITLES,
  rateVisibility,
  requiredOnboardingSteps,
  type JobClassification,
} from '@app/domain';
import { compareEffective, rowInEffect } from '@app/paybill';
import {
  cappedCountSql,
  cappedTotal,
  encodeCursor,
  inRecent,
  pageOfFetched,
  recentBounds,
  recentPeriodOf,
} from './baseline-paging.js';
import type { Caller } from './baseline-session.js';

/**
 * A partner's users see their partner's rows ($1), staff every row ($1 null). One statement text per variant
 * (`$1 is null or …` would keep a generic plan off the indexes), named after it.
 */
const scopeOf = (partner: boolean) => (column: string) => (partner ? `${column} = $1` : '$1::uuid is null');
const variant = (caller: Caller) => (caller.partnerId !== null ? 'partner' : 'all');
type Scope = ReturnType<typeof scopeOf>;

/**
 * Beside each contractor, as the app's list shows it (issue 16): its current placement (a live one before a
 * pending one, the latest start first) with every rate row, and its login's onboarding facts (role, steps
 * completed, whether its partner offers benefits and any of its clients requires a background check).
 */
const contractorsSql = (
  SCOPE: Scope,
) => `select c.*, p.name partner_name, p.self_employer partner_self_employer, cc.name c2c_name,
    u.id user_id, u.active user_active, u.role user_role, u.steps user_steps,
    exists (select 1 from partner_benefits pb where pb.partner_id = c.partner_id and pb.active) offers_benefits,
    exists (select 1 from assignments ba join clients bc on bc.id = ba.client_id
      where ba.contractor_id = c.id and bc.requires_background_check) background_check,
    pl.id placement_id, pl.status placement_status, pl.start_date placement_start, pl.client_id placement_client_id,
    pl.client_name placement_client_name, pl.job_title placement_job_title, pl.rates placement_rates,
    ${cappedCountSql('contractors c', SCOPE('c.partner_id'))} total
  from contractors c join partners p on p.id = c.partner_id left join corp_to_corps cc on cc.id = c.corp_to_corp_id
  left join lateral (select u.id, u.active, u.role, (select coalesce(json_agg(o.step), '[]')
      from onboarding_completions o where o.user_id = u.id) steps
    from users u where u.contractor_id = c.id limit 1) u on true
  left join lateral (select a.id, a.status, a.start_date, a.client_id, cl.name client_name, j.title job_title,
      (select json_agg(json_build_object('id', r.id, 'effective_date', r.effective_date, 'created_at', r.created_at,
        'pay_rate', r.pay_rate::text, 'bill_rate', r.bill_rate::text)) from assignment_rates r
        where r.assignment_id = a.id) rates
    from assignments a join clients cl on cl.id = a.client_id join jobs j on j.id = a.job_id
    where a.contractor_id = c.id and a.status in ('live', 'pending') and ${SCOPE('a.partner_id')}
    order by (a.status = 'live') desc, a.start_date desc, a.id limit 1) pl on true
  where ${SCOPE('c.partner_id')}
  order by c.last_name asc, c.first_name asc, c.id asc limit $2::int + 1 offset $3`;

interface RateJson {
  id: string;
  effective_date: string;
  created_at: string;
  pay_rate: string | null;
  bill_rate: string | null;
}

/** The rate row in effect on `date`; before the first starts, the earliest (the app's `currentRateRow`). */
function currentRate(rows: readonly RateJson[], date: string): RateJson | undefined {
  return rowInEffect(rows, date) ?? [...rows].sort(compareEffective)[0];
}

/** The app's `current_placement`: rates the caller may see (both, for the benchmarked staff and owners). */
function placementOf(c: Row, caller: Caller, today: string) {
  if (!c.placement_id) return null;
  const v = rateVisibility(caller.subject);
  const start = String(c.placement_start);
  const row = currentRate((c.placement_rates as RateJson[] | null) ?? [], start > today ? start : today);
  return {
    id: c.placement_id,
    job_title: c.placement_job_title,
    client: { id: c.placement_client_id, name: c.placement_client_name },
    status: c.placement_status,
    start_date: start,
    ...(v.pay && { pay_rate: row?.pay_rate ?? null }),
    ...(v.bill && { bill_rate: row?.bill_rate ?? null }),
  };
}

/** The app's `onboarding`: a contractor login's standing, null without an active login. */
function onboardingOf(c: Row) {
  if (!c.user_id || !c.user_active) return null;
  const required = requiredOnboardingSteps({
    userType: 'contractor',
    isOrgOwner: c.user_role === 'owner',
    classification: c.classification as JobClassification,
    partnerSelfEmployer: Boolean(c.partner_self_employer),
    partnerOffersBenefits: Boolean(c.offers_benefits),
    clientRequiresBackgroundCheck: Boolean(c.background_check),
    worksThroughCorpToCorp: c.corp_to_corp_id != null,
  });
  const done = new Set(c.user_steps as string[]);
  const completed = required.filter((step) => done.has(step));
  const current = currentOnboardingStep(required, completed);
  return {
    current_step: current,
    current_step_title: current ? ONBOARDING_STEP_TITLES[current] : null,
    completed_count: completed.length,
    required_count: required.length,
  };
}

type Row = Record<string, unknown>;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

const addressOf = (c: Row) =>
  c.street_address_line_1 && c.city && c.state && c.zipcode && c.country
    ? {
        street_address_line_1: c.street_address_line_1,
        street_address_line_2: c.street_address_line_2,
        city: c.city,
        state: c.state,
        zipcode: c.zipcode,
        country: c.country,
      }
    : null;

const taxIdOf = (c: Row) => (c.tax_id_type && c.tax_id_last4 ? { type: c.tax_id_type, last4: c.tax_id_last4 } : null);

const pageOf = (q: URLSearchParams) => {
  const perPage = Number(q.get('per_page') ?? 25);
  return [perPage, (Number(q.get('page') ?? 1) - 1) * perPage];
};

/** Admins and partner owners see contractors' personal fields, so the benchmarked answers carry them. */
export async function contractorListBody(pool: pg.Pool, caller: Caller, q: URLSearchParams) {
  const values = [caller.partnerId, ...pageOf(q)];
  const { rows } = await pool.query<Row>({
    name: `contractors-${variant(caller)}`,
    text: contractorsSql(scopeOf(caller.partnerId !== null)),
    values,
  });
  const perPage = Number(values[1]);
  const today = new Date().toISOString().slice(0, 10);
  const page = pageOfFetched(rows, perPage, (last) =>
    encodeCursor('name', false, [String(last.last_name), String(last.first_name), String(last.id)]),
  );
  const data = page.rows.map((c) => ({
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    classification: c.classification,
    status: c.status,
    partner: { id: c.partner_id, name: c.partner_name },
    corp_to_corp_id: c.corp_to_corp_id,
    corp_to_corp: c.corp_to_corp_id && c.c2c_name ? { id: c.corp_to_corp_id, name: c.c2c_name } : null,
    user_id: c.user_id,
    created_at: iso(c.created_at),
    phone: c.phone,
    date_of_birth: c.date_of_birth,
    address: addressOf(c),
    tax_id: taxIdOf(c),
    current_placement: placementOf(c, caller, today),
    onboarding: onboardingOf(c),
  }));
  const counted = cappedTotal(Number(rows[0]?.total ?? 0));
  return { status: 200, body: { data: { data, ...counted, next_cursor: page.next_cursor } } };
}

const ITEM_ORDER = 'order by i.work_date desc, i.created_at desc, i.id desc';

/** The page picked on the item table alone, then joined and dressed; the total and per-side sums over the whole filter on the item table alone. */
const itemsSql = (SCOPE: Scope, staff: boolean) => {
  // Staff see the recent period of the (large) ledger: decision 0034.
  const where = (i: string) => `${SCOPE(`${i}partner_id`)}${staff ? ` and ${inRecent(`${i}work_date`)}` : ''}`;
  return `with ${staff ? `${recentBounds('pay_bill_transaction_items', 'work_date')},` : ''}
  page as materialized (select i.id from pay_bill_transaction_items i
    where ${where('i.')} ${ITEM_ORDER} limit $2::int + 1 offset $3)
  select i.*, i.created_at::text created_key, t.week_start, coalesce(i.invoice_id, (select v.id
      from invoice_line_sources ils join invoice_line_items l on l.id = ils.line_id
      join invoices v on v.id = l.invoice_id where ils.item_id = i.id and v.status = 'draft' limit 1)) invoice_key,
    p.name partner_name, cl.name client_name, c.first_name || ' ' || c.last_name contractor_name,
    rv.id reversed_by, ${cappedCountSql('pay_bill_transaction_items i', where('i.'))} total,
    ${staff ? '(select hi::text from bounds)' : 'null'} period_to, s.*
  from page join pay_bill_transaction_items i on i.id = page.id join pay_bill_transactions t on t.id = i.transaction_id
  join partners p on p.id = i.partner_id join clients cl on cl.id = i.client_id
  join contractors c on c.id = i.contractor_id left join pay_bill_transaction_items rv on rv.reverses_item_id = i.id
  cross join (select sum(minutes) filter (where side = 'pay') pay_minutes,
      sum(amount) filter (where side = 'pay') pay_amount, sum(minutes) filter (where side = 'bill') bill_minutes,
      sum(amount) filter (where side = 'bill') bill_amount
    from pay_bill_transaction_items where ${where('')}) s
  ${ITEM_ORDER}`;
};

const money = (v: unknown) => (v === null || v === undefined ? '0.00' : Number(v).toFixed(2));

/** Staff only among the benchmarked callers (a partner that employs no one gets the app's 404). */
export async function ledgerItemsBody(pool: pg.Pool, caller: Caller, q: URLSearchParams) {
  const values = [caller.partnerId, ...pageOf(q)];
  const { rows } = await pool.query<Row>({
    name: `items-${variant(caller)}`,
    text: itemsSql(scopeOf(caller.partnerId !== null), caller.partnerId === null),
    values,
  });
  const page = pageOfFetched(rows, Number(values[1]), (last) =>
    encodeCursor('work_date', true, [String(last.work_date), String(last.created_key), String(last.id)]),
  );
  const data = page.rows.map((i) => ({
    id: i.id,
    transaction_id: i.transaction_id,
    partner: { id: i.partner_id, name: i.partner_name },
    client: { id: i.client_id, name: i.client_name },
    contractor: { id: i.contractor_id, name: i.contractor_name },
    assignment_id: i.assignment_id,
    timesheet_id: i.timesheet_id,
    expense_id: i.expense_id,
    side: i.side,
    classification: i.classification,
    work_date: i.work_date,
    week_start: i.week_start,
    minutes: i.minutes,
    hours: (Number(i.minutes) / 60).toFixed(2),
    rate: i.rate,
    amount: money(i.amount),
    status: i.status,
    reverses_item_id: i.reverses_item_id,
    reversed_by_item_id: i.reversed_by,
    // A draft invoice holds its items by link, unmarked, until it is finalized (the app's lib/draft-holds.ts).
    invoice_id: i.invoice_key,
    payroll_run_id: i.payroll_run_id,
    created_at: iso(i.created_at),
  }));
  const first = rows[0] ?? {};
  const totals = {
    pay: { minutes: Number(first.pay_minutes ?? 0), amount: money(first.pay_amount) },
    bill: { minutes: Number(first.bill_minutes ?? 0), amount: money(first.bill_amount) },
  };
  const counted = cappedTotal(Number(first.total ?? 0));
  const period = recentPeriodOf(first.period_to);
  return { status: 200, body: { data: { data, ...counted, next_cursor: page.next_cursor, ...period, totals } } };
}

/** $2 the pattern, $3 the term; `only` scopes the rows (a tenant column) or gates the whole type (a flag). */
const match = (text: string, only: string) =>
  `where ${text} ilike $2 and ${only} order by similarity(${text}, $3) desc limit 5`;
const USER_TEXT = `u.first_name || ' ' || u.last_name || ' ' || u.email`;
const CONTRACTOR_TEXT = `c.first_name || ' ' || c.last_name`;

const searchSql = (
  SCOPE: Scope,
) => `(select 1 k, u.id, u.first_name || ' ' || u.last_name || ' (' || u.email || ')' text
    from users u ${match(USER_TEXT, SCOPE('u.partner_id'))})
  union all (select 2, c.id, ${CONTRACTOR_TEXT} from contractors c ${match(CONTRACTOR_TEXT, SCOPE('c.partner_id'))})
  union all (select 3, cl.id, cl.name from clients cl ${match('cl.name', SCOPE('cl.partner_id'))})
  union all (select 4, p.id, p.name from partners p ${match('p.name', '$4::boolean')})`;

/** Escapes LIKE wildcards so the term matches literally, then looks for it anywhere. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function searchBody(pool: pg.Pool, caller: Caller, q: URLSearchParams) {
  const term = q.get('search') ?? '';
  const admin = caller.userType === 'admin';
  const values = [caller.partnerId, contains(term), term, admin];
  const { rows } = await pool.query<{ k: number; id: string; text: string }>({
    name: `search-${variant(caller)}`,
    text: searchSql(scopeOf(caller.partnerId !== null)),
    values,
  });
  const kinds = [
    ['user', 'user'],
    ['contractor', 'id'],
    ['client', 'building'],
    ['partner', 'handshake'],
  ] as const;
  const path = (k: number, id: string) =>
    k === 1 ? (admin ? `/users/${id}` : '/team') : `/${['contractors', 'clients', 'partners'][k - 2]}/${id}`;
  const data = [...rows]
    .sort((a, b) => a.k - b.k)
    .map((r) => ({
      object_type: kinds[r.k - 1]![0],
      text: r.text,
      icon: kinds[r.k - 1]![1],
      redirect: path(r.k, r.id),
    }));
  // The handler answers { data: [...] } and route() wraps every answer in { data } once more.
  return { status: 200, body: { data: { data } } };
}
