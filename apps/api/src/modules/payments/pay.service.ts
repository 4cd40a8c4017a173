/**
 * A client paying online (/pay): one open invoice (what it still owes, or part of it) or the whole open
 * balance in the account's currency, debited from one of its saved bank accounts through the payment
 * processor, recorded as an ACH payment and applied like any other. A debit the bank returns is recorded
 * and returned at once (the sandbox's documented test accounts do this), so the invoices stay open and
 * the client is told. Idempotent by the request's key: a retried click never debits twice.
 */
import Decimal from 'decimal.js';
import { formatCurrency, type PayRequest, type PayResult } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { debitableMethod } from '../payment-methods/payment-methods.service.js';
import { paymentProcessorFor } from './payment-processor.js';
import { openInvoicesFor } from './payments.repository.js';
import { lockPayer, paymentDetail, recordCash, reverseReturned } from './payments.service.js';

export function payOnline(deps: AppDeps, p: Principal, body: PayRequest, key: string, ip: string): Promise<PayResult> {
  return idempotent(deps.db, { userId: p.userId, route: 'POST /v2/pay', key, body }, async (tx, later) => {
    const account = await debitableMethod(deps, tx, p, body.payment_method_id);
    if (!account) throw unprocessable([{ loc: ['body', 'payment_method_id'], msg: 'No such bank account' }]);
    await lockPayer(tx, account.clientId);
    const open = await openInvoicesFor(tx, account.clientId, account.currency);
    const owed = (rows: typeof open) => rows.reduce((a, r) => a.plus(String(r.remaining)), new Decimal(0));
    const target = body.invoice_id ? open.filter((o) => o.id === body.invoice_id) : open;
    if (body.invoice_id && target.length === 0) {
      throw conflict(`This invoice is not open in ${account.currency.toUpperCase()} for this account's client`);
    }
    const balance = owed(target);
    if (balance.lte(0)) throw conflict('Nothing is owed');
    const amount = new Decimal(body.amount ?? balance);
    if (amount.gt(balance)) {
      throw unprocessable([
        { loc: ['body', 'amount'], msg: `More than the ${formatCurrency(balance.toFixed(2))} owed` },
      ]);
    }
    const today = todayIso(deps.clock.now());
    const numbers = target.flatMap((t) => (t.number === null ? [] : [t.number])).join(', ');
    const debit = await paymentProcessorFor(deps.config).debit({
      amount: amount.toFixed(2),
      currency: account.currency,
      routing: account.routing,
      accountNumber: account.accountNumber,
      description: `Invoice ${numbers}`,
    });
    const paymentId = await recordCash(
      tx,
      p,
      ip,
      { id: account.clientId, partnerId: account.partnerId },
      {
        amount: amount.toFixed(2),
        currency: account.currency as 'usd' | 'cad',
        method: 'ach',
        payment_date: today,
        reference: `Online ${debit.reference}`,
        invoice_ids: target.map((t) => t.id),
      },
      { paymentMethodId: account.id, processorReference: debit.reference },
    );
    if (debit.status === 'returned' && debit.returnCode) {
      await reverseReturned(
        tx,
        deps,
        p,
        { id: paymentId, clientId: account.clientId, amount: amount.toFixed(2), method: 'ach', paymentDate: today },
        { return_code: debit.returnCode, return_date: today },
        ip,
        later,
      );
    }
    const payment = await paymentDetail(tx, p, paymentId);
    const paid = formatCurrency(payment.amount);
    return {
      status: debit.status,
      message:
        debit.status === 'settled'
          ? `Thank you: ${paid} was paid${numbers ? ` toward invoice ${numbers}` : ''}.`
          : `Your bank returned the payment of ${paid} (${debit.returnCode}): nothing was paid. Try another account.`,
      payment,
    };
  });
}
