/**
 * Bills (billing issue): what the platform charges a partner. Each finalized invoice (not a credit memo)
 * of a partner with a platform fee gets one bill in the same transaction — per hour of time billed or a
 * flat fee per invoice, rounded half-up — and a void invoice voids its bill. A draft has none: a rerun
 * may rebuild or void it, and only what reaches the client is charged (decision 0037).
 */
import Decimal from 'decimal.js';
import type { BillView } from '@app/domain';
import { money } from '@app/paybill';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { feeBasisOf, insertBill, listBills, markBillVoid, type BillFilter, type BillRow } from './bills.repository.js';

export async function billPlatformFee(tx: Tx, invoiceId: string, on: string): Promise<void> {
  const f = await feeBasisOf(tx, invoiceId);
  if (!f || f.basis === 'none' || f.invoiceType === 'credit_memo') return;
  const fee = new Decimal(String(f.fee));
  if (fee.lte(0)) return;
  const minutes = f.basis === 'per_hour' ? Number(f.minutes) : 1;
  const amount = f.basis === 'per_hour' ? money(fee.times(minutes).dividedBy(60)) : money(fee);
  await insertBill(tx, {
    partnerId: f.partnerId,
    invoiceId,
    basis: f.basis,
    quantityMinutes: minutes,
    rate: fee.toFixed(4),
    amount,
    currency: f.currency,
    billDate: on,
  });
}

export const voidBillOf = (tx: Tx, invoiceId: string, at: Date) => markBillVoid(tx, invoiceId, at);

const toBillView = ({ bill: b, partnerName, invoiceNumber, clientName }: BillRow): BillView => ({
  id: b.id,
  partner: { id: b.partnerId, name: partnerName },
  invoice: { id: b.invoiceId, number: invoiceNumber === null ? null : String(invoiceNumber), client_name: clientName },
  basis: b.basis,
  hours: b.basis === 'per_hour' ? new Decimal(b.quantityMinutes).dividedBy(60).toFixed(2) : null,
  rate: new Decimal(String(b.rate)).toFixed(2),
  amount: money(String(b.amount)),
  currency: b.currency,
  bill_date: b.billDate,
  status: b.status,
});

export function billList(db: DbOrTx, p: Principal, f: BillFilter) {
  return listBills(db, p, f, toBillView);
}
