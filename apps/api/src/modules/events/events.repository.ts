/**
 * The SQL of API events: writing one with its webhook deliveries (one statement, in the caller's
 * transaction), and the list.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiEvents } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { arrayOf } from '../../lib/sql.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { endpointOwnerMayReceive } from '../webhooks/webhooks.scope.js';

export interface ApiEventRow {
  type: string;
  partnerId: string | null;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  /** Null: the transaction's time (a seed must not read the app clock). */
  createdAt: Date | null;
}

/**
 * Writes one event per row of `source` (columns type, partner_id, subject_type, subject_id, data) and a
 * pending delivery to every enabled endpoint subscribed to its type that may see it: the event's
 * partner's endpoints and the platform's (partner null), whose owner is active and still a developer or an
 * admin. One statement; answers the events' ids.
 */
async function insertApiEventsFrom(db: DbOrTx, source: SQL, at: Date | null): Promise<string[]> {
  const when = sql`coalesce(${at?.toISOString() ?? null}::timestamptz, now())`;
  const result = await db.execute(sql`
    with ev as (
      insert into api_events (type, partner_id, subject_type, subject_id, data, created_at)
      select s.type, s.partner_id, s.subject_type, s.subject_id, s.data, ${when} from (${source}) s
      returning id, type, partner_id, created_at
    ),
    deliveries as (
      insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at, created_at)
      select ev.id, w.id, ev.created_at, ev.created_at
      from ev join webhook_endpoints w
        on w.disabled_at is null and ev.type = any(w.event_types)
        and (w.partner_id is null or w.partner_id = ev.partner_id)
        and ${endpointOwnerMayReceive('w')}
      returning 1
    )
    select id from ev`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));
}

export async function insertApiEvent(db: DbOrTx, e: ApiEventRow): Promise<string> {
  const source = sql`select ${e.type}::text as type, ${e.partnerId}::uuid as partner_id,
    ${e.subjectType}::text as subject_type, ${e.subjectId}::uuid as subject_id, ${JSON.stringify(e.data)}::jsonb as data`;
  const [id] = await insertApiEventsFrom(db, source, e.createdAt);
  return id!;
}

/**
 * What each record-sourced event says, read from its record as it stands in the command's transaction:
 * ids and the facts a receiver acts on (money as decimal strings), never personal or bank data.
 */
const SOURCES = {
  'invoice.finalized': (ids: SQL) => sql`select 'invoice.finalized' as type, i.partner_id, 'invoice' as subject_type,
    i.id as subject_id, jsonb_build_object('id', i.id, 'number', i.number, 'client_id', i.client_id,
      'currency', i.currency, 'total_due', i.total_due::text, 'due_date', i.due_date, 'status', i.status) as data
    from invoices i where i.id = any(${ids})`,
  'invoice.paid': (ids: SQL) => sql`select 'invoice.paid' as type, i.partner_id, 'invoice' as subject_type,
    i.id as subject_id, jsonb_build_object('id', i.id, 'number', i.number, 'client_id', i.client_id,
      'currency', i.currency, 'total_due', i.total_due::text, 'status', i.status) as data
    from invoices i where i.id = any(${ids}) and i.status = 'paid'`,
  'payment.received': (ids: SQL) => sql`select 'payment.received' as type, p.partner_id, 'payment' as subject_type,
    p.id as subject_id, jsonb_build_object('id', p.id, 'client_id', p.client_id, 'amount', p.amount::text,
      'currency', p.currency, 'payment_date', p.payment_date) as data
    from payments p where p.id = any(${ids})`,
  'payment.returned': (ids: SQL) => sql`select 'payment.returned' as type, p.partner_id, 'payment' as subject_type,
    p.id as subject_id, jsonb_build_object('id', p.id, 'client_id', p.client_id, 'amount', p.amount::text,
      'currency', p.currency, 'return_code', p.return_code) as data
    from payments p where p.id = any(${ids}) and p.status = 'returned'`,
  'payroll_run.paid': (ids: SQL) => sql`select 'payroll_run.paid' as type, r.partner_id, 'payroll_run' as subject_type,
    r.id as subject_id, jsonb_build_object('id', r.id, 'status', r.status, 'pay_date', r.pay_date,
      'period_start', r.period_start, 'period_end', r.period_end, 'net', r.net::text) as data
    from payroll_runs r where r.id = any(${ids}) and r.status in ('paid', 'partially_paid')`,
  'paycheck.voided': (ids: SQL) => sql`select 'paycheck.voided' as type, c.partner_id, 'paycheck' as subject_type,
    c.id as subject_id, jsonb_build_object('id', c.id, 'payroll_run_id', c.payroll_run_id,
      'contractor_id', c.contractor_id, 'check_date', c.check_date, 'net', c.net::text) as data
    from paychecks c where c.id = any(${ids})`,
  /** An approval or a rejection, by the entry's status now: other changes (unreject…) are no event. */
  'timesheet.decided': (ids: SQL) => sql`select 'timesheet.' || t.status as type, t.partner_id,
    'timesheet' as subject_type, t.id as subject_id, jsonb_build_object('id', t.id, 'status', t.status,
      'contractor_id', t.contractor_id, 'assignment_id', t.assignment_id, 'date', t.date,
      'minutes_worked', t.minutes_worked) as data
    from timesheets t where t.id = any(${ids}) and t.status in ('approved', 'rejected')`,
} as const;
export type RecordSourcedEvent = keyof typeof SOURCES;

export async function insertApiEventsOf(db: DbOrTx, what: RecordSourcedEvent, ids: readonly string[], at: Date | null) {
  if (ids.length === 0) return [];
  return insertApiEventsFrom(db, SOURCES[what](arrayOf([...new Set(ids)], 'uuid')), at);
}

const SORTS: KeyMap = { created_at: apiEvents.createdAt };

export interface ApiEventFilter extends ListRequest {
  scope: SQL | undefined;
  type?: string | undefined;
}

export function listApiEventRows<V>(db: DbOrTx, f: ApiEventFilter, view: (r: typeof apiEvents.$inferSelect) => V) {
  const where = and(f.scope, f.type ? eq(apiEvents.type, f.type) : undefined);
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ ...apiEventColumns, listKey })
        .from(apiEvents)
        .$dynamic(),
    where,
    matching: matchingRows(db, apiEvents, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [apiEvents.id]),
    request: f,
    view: (r) => view(r),
  });
}

const apiEventColumns = {
  id: apiEvents.id,
  type: apiEvents.type,
  partnerId: apiEvents.partnerId,
  subjectType: apiEvents.subjectType,
  subjectId: apiEvents.subjectId,
  data: apiEvents.data,
  createdAt: apiEvents.createdAt,
};

export async function findApiEvent(db: DbOrTx, id: string) {
  const [row] = await db.select(apiEventColumns).from(apiEvents).where(eq(apiEvents.id, id));
  return row ?? null;
}
