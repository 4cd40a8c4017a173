/**
 * Demo billing, made through the billing services as the admin, each step "as of" the day it would have
 * happened (a fixed clock per step): the approved weeks invoiced, Globex's three weekly invoices finalized
 * a week after each week began — the first left unpaid past its due date, the second paid in full, the
 * third paid in part and then credited in part by a credit memo — an ACH payment returned by the bank
 * (R01), and Beacon's week left as a draft for Beacon to finalize. Acme pays the platform $1.50 per hour
 * billed, so each finalized Acme invoice has its bill. The demo sends no mail (its outbox stays for what
 * users do).
 */
import Decimal from 'decimal.js';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../lib/clock.js';
import { finalizeInvoice } from '../../modules/invoices/invoices.service.js';
import { runInvoices } from '../../modules/invoices/invoice-run.service.js';
import { recordPayment, returnPayment } from '../../modules/payments/payments.service.js';
import type { Tx } from '../client.js';
import { clients, invoiceLineItems as invoiceLines, invoices, partners } from '../schema/index.js';
import { createCreditMemo } from '../../modules/invoices/invoice-corrections.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const silent = { send: async () => undefined };

async function globexInvoices(deps: AppDeps) {
  return deps.db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      periodStart: invoices.periodStart,
      totalDue: invoices.totalDue,
      currency: invoices.currency,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(eq(clients.name, 'Globex Corporation'), eq(invoices.status, 'draft')))
    .orderBy(asc(invoices.periodStart));
}

export async function seedDemoBilling(actors: DemoActors): Promise<void> {
  const base: AppDeps = { ...actors.deps, mailer: silent };
  const admin = await actors.as('admin@demo.test');
  const asOf = (day: string): AppDeps => ({ ...base, clock: fixedClock(`${day}T15:00:00Z`) });
  await base.db
    .update(partners)
    .set({ platformFeeBasis: 'per_hour', platformFeeAmount: '1.50' })
    .where(eq(partners.subdomain, 'acme'));
  await runInvoices(asOf('2026-11-16'), admin, { through: '2026-11-15' }, { commit: true, ip: DEMO_IP });

  const globex = (await globexInvoices(base)).filter((i) => i.currency === 'usd');
  const [first, second, third] = globex;
  if (!first || !second || !third) throw new Error('Demo seed: Globex weeks were not invoiced');
  for (const i of globex) {
    // Finalized the Monday after its week: net 30 from then.
    const monday = new Date(Date.parse(`${i.periodStart}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await finalizeInvoice(asOf(monday), admin, i.id, DEMO_IP);
  }
  // Tom's Toronto week (CAD, with HST) is finalized too; Beacon's stays a draft for Beacon.
  for (const i of (await globexInvoices(base)).filter((i) => i.currency === 'cad')) {
    await finalizeInvoice(asOf('2026-11-02'), admin, i.id, DEMO_IP);
  }

  const pay = (invoiceId: string, amount: string, date: string, method: 'ach' | 'check', reference: string) =>
    base.db.transaction((tx) =>
      recordPayment(
        tx as Tx,
        admin,
        {
          client_id: first.clientId,
          amount,
          currency: 'usd',
          method,
          payment_date: date,
          reference,
          invoice_ids: [invoiceId],
        },
        DEMO_IP,
      ),
    );
  await pay(second.id, String(second.totalDue), '2026-11-10', 'check', 'CHK 20417');
  await pay(third.id, '500.00', '2026-11-16', 'ach', 'ACH 8812 (part)');
  const bounced = await pay(first.id, '200.00', '2026-11-12', 'ach', 'ACH 8790');
  await base.db.transaction((tx) =>
    returnPayment(
      tx as Tx,
      base,
      admin,
      bounced.id,
      { return_code: 'R01', return_date: '2026-11-14' },
      DEMO_IP,
      () => undefined,
    ),
  );
  // Two overtime hours on the part-paid week were approved in error: credited, the credit applied to it.
  const memoDay = asOf('2026-11-18');
  await memoDay.db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: invoiceLines.id, rate: invoiceLines.rate })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, third.id))
      .orderBy(desc(invoiceLines.amount))
      .limit(1);
    if (!line) throw new Error('Demo seed: the part-paid invoice has no line');
    const amount = new Decimal(String(line.rate ?? '0')).times(2).toFixed(2);
    await createCreditMemo(
      tx as Tx,
      memoDay,
      admin,
      third.id,
      { reason: 'Two hours approved in error', lines: [{ line_id: line.id, amount }], apply: 'open_invoices' },
      DEMO_IP,
    );
  });
}
