/**
 * Credit that is not cash, applied like cash (billing issue): a credit memo's credit reaches the client's
 * open invoices of its currency (the ones it names first, then oldest due), a memo's leftover credit is
 * refunded or waits for the next invoice, and a remaining balance is written off. Each application is a
 * pair of allocation rows — the credit on the invoice it pays, its mirror on the memo — so every invoice's
 * allocated amount stays the sum of its rows. All under the payer's lock, as every cash command.
 */
import Decimal from 'decimal.js';
import { planAllocation } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { formatCurrency } from '@app/domain';
import { creditMemosWithCredit, lockedBalanceOf, markWrittenOff } from './credit-memos.repository.js';
import { openInvoicesFor, writeAllocations, type NewAllocation } from './payments.repository.js';
import { asOpen, lockPayer, recordInvoicesPaid } from './payments.service.js';

interface Memo {
  id: string;
  clientId: string;
  currency: string;
}

/** The pair of rows one application of a memo's credit writes. */
function creditRows(
  memoId: string,
  invoiceId: string,
  amount: string,
  by: string | null,
  reason: string,
): NewAllocation[] {
  const common = { paymentId: null, source: 'credit_memo' as const, creditMemoId: memoId, reason, createdBy: by };
  return [
    { ...common, invoiceId, amount, subStatus: null },
    { ...common, invoiceId: memoId, amount: new Decimal(amount).negated().toFixed(2), subStatus: null },
  ];
}

/**
 * A credit memo's credit applied to the client's open invoices (those named first, then oldest due; or
 * only those named); answers what is left on the memo.
 */
export async function applyCreditMemo(
  tx: Tx,
  memo: Memo,
  on: string,
  by: string | null,
  named: string[] = [],
  onlyNamed = false,
): Promise<string> {
  await lockPayer(tx, memo.clientId);
  const [credit] = await creditMemosWithCredit(tx, memo.clientId, memo.currency, [memo.id]);
  if (!credit) return '0.00';
  const open = asOpen(await openInvoicesFor(tx, memo.clientId, memo.currency, onlyNamed ? named : undefined));
  const plan = planAllocation(credit.left, open, named);
  await writeAllocations(
    tx,
    plan.allocations.flatMap((a) => creditRows(memo.id, a.invoiceId, a.amount, by, 'Credit memo applied')),
    on,
  );
  // The invoices the credit paid (not the memo, which its mirror rows settle): invoice.paid as for cash.
  await recordInvoicesPaid(
    tx,
    plan.allocations.map((a) => a.invoiceId),
  );
  return plan.unapplied;
}

/** Every credit memo of the client with credit left, applied oldest first (run when an invoice is finalized). */
export async function applyMemoCredits(tx: Tx, clientId: string, currency: string, on: string, by: string | null) {
  for (const memo of await creditMemosWithCredit(tx, clientId, currency)) {
    const left = await applyCreditMemo(tx, { id: memo.id, clientId, currency }, on, by);
    if (new Decimal(left).gt(0)) return; // no open invoice is left to pay
  }
}

/** Pays back part or all of a memo's credit left (the refund row settles the memo when nothing is left). */
export async function refundCreditMemo(
  tx: Tx,
  memo: Memo,
  v: { amount: string; method: string; refundDate: string; reference?: string | undefined },
  by: string,
): Promise<void> {
  await lockPayer(tx, memo.clientId);
  const [credit] = await creditMemosWithCredit(tx, memo.clientId, memo.currency, [memo.id]);
  const left = new Decimal(credit?.left ?? 0);
  if (left.lte(0)) throw conflict('This credit memo has no credit left to refund');
  if (new Decimal(v.amount).gt(left)) {
    throw unprocessable([
      { loc: ['body', 'amount'], msg: `More than the ${formatCurrency(left.toFixed(2))} of credit left` },
    ]);
  }
  const reason = `Refunded by ${v.method.toUpperCase()}${v.reference ? ` (${v.reference})` : ''}`;
  await writeAllocations(
    tx,
    [
      {
        paymentId: null,
        source: 'refund',
        creditMemoId: memo.id,
        invoiceId: memo.id,
        amount: new Decimal(v.amount).negated().toFixed(2),
        subStatus: null,
        reason,
        createdBy: by,
      },
    ],
    v.refundDate,
  );
}

/**
 * Writes off what an invoice still owes: a write-off row brings its remaining to zero. A difference within
 * the partner's threshold settles it as paid; a larger one (an admin's decision) leaves it written off.
 */
export async function writeOffBalance(
  tx: Tx,
  invoice: { id: string; clientId: string },
  v: { reason: string; on: string; threshold: string; mayExceedThreshold: boolean },
  by: string,
): Promise<string> {
  await lockPayer(tx, invoice.clientId);
  const balance = await lockedBalanceOf(tx, invoice.id);
  if (!balance || !['open', 'partially_paid'].includes(balance.status)) {
    throw conflict(`Only an open or part-paid invoice can be written off; this one is ${balance?.status ?? 'gone'}`);
  }
  const remaining = new Decimal(String(balance.remaining));
  if (remaining.lte(0)) throw conflict('This invoice has nothing left to write off');
  const small = remaining.lte(v.threshold);
  if (!small && !v.mayExceedThreshold) {
    throw conflict(
      `Only an admin may write off ${formatCurrency(remaining.toFixed(2))}: the partner's staff may write off up to ${formatCurrency(new Decimal(v.threshold).toFixed(2))}`,
    );
  }
  await writeAllocations(
    tx,
    [
      {
        paymentId: null,
        source: 'write_off',
        invoiceId: invoice.id,
        amount: remaining.toFixed(2),
        subStatus: null,
        reason: v.reason,
        createdBy: by,
      },
    ],
    v.on,
  );
  await markWrittenOff(tx, invoice.id, { status: small ? 'paid' : 'written_off', reason: v.reason, on: v.on });
  // A small difference settles the invoice as paid: announced like any other path to paid.
  if (small) await recordInvoicesPaid(tx, [invoice.id]);
  return remaining.toFixed(2);
}
