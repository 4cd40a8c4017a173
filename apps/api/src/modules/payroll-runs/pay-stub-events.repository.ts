/**
 * The pay stub notifications (issue 15, decision 0081): each paycheck of a run that a transfer paid is a
 * 'pay_stub_ready' event to its worker's users, written in the transaction that records the paid state —
 * the run's end, or a re-sent transfer's answer — by one INSERT…SELECT however many paychecks the run
 * holds. Keyed by the paycheck (the event's once_key), so a paycheck is announced once: a run settled
 * again, or a paycheck paid later by a re-send, adds only the paychecks not announced yet.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emitEvents } from '../../lib/events.js';

/** Announces the run's paid paychecks not announced yet; answers how many events were written. */
export async function notifyPayStubsReady(tx: DbOrTx, runId: string): Promise<number> {
  const written = await emitEvents(tx, {
    type: 'pay_stub_ready',
    rows: sql`
      select p.id::text as once_key, p.partner_id, 'paycheck'::text as subject_type, p.id as subject_id,
        'Your pay stub is ready'::text as title, ('Pay date ' || p.check_date::text) as body,
        ('/paychecks/' || p.id::text) as link,
        jsonb_build_object('check_date', p.check_date::text, 'payroll_run_id', p.payroll_run_id) as data,
        p.contractor_id as to_contractor_id, null::uuid as to_client_id, null::uuid as to_partner_id,
        null::uuid as to_user_id
      from paychecks p
      where p.payroll_run_id = ${runId}
        and p.id in (select t.paycheck_id from payroll_transfers t
                     where t.payroll_run_id = ${runId} and t.status = 'paid')`,
  });
  return written.length;
}
