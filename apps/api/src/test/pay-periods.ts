/** Payroll tests' starting point: the first platform pay period of a partner holding approved, untaken pay. */
import { workPeriods } from '@app/paybill';
import { loadPayCalendar } from '../modules/pay-calendars/pay-calendars.service.js';
import type { TestApp } from './test-app.js';

export async function firstOpenPayPeriod(t: TestApp, partnerId: string) {
  const { rows } = await t.database.executeSql(
    `select min(i.work_date)::text as first from pay_bill_transaction_items i
       join pay_bill_transactions x on x.id = i.transaction_id
      where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
        and i.payroll_run_id is null`,
    [partnerId],
  );
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  return workPeriods(calendar, String(rows[0]!.first), 1)[0]!;
}
