/**
 * Paying a payee what a distribution or a commission owes it (issue 14; decisions 0062, 0068): to its
 * default payout account in the currency (`defaultPayoutAccountOf`, decision 0060) — a US account by one
 * CCD entry in a NACHA file, a Canadian one by one credit in a CPA-005 file (transaction type 460,
 * accounts payable) — the file kept on a `payouts` row with the account's last four and the entry's trace
 * number (the CPA-005 credit's cross reference). Nothing payable: paid, no file. No default account:
 * failed, saying why, to be paid again once there is one. The file is stored, not sent to the bank.
 */
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { PayoutOwnerKind, PayoutView } from '@app/domain';
import { buildCcdPayoutFile, buildCpa005File, CPA005_ACCOUNTS_PAYABLE_TRANSACTION_TYPE } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { sealBankFile } from '../../lib/bank-files.js';
import type { Principal } from '../../lib/principal.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import { nextCpa005FileNumber } from '../payroll-runs/cpa005-file-number.js';
import { nextNachaFileIdModifier } from '../payroll-runs/nacha-file-id-modifier.js';
import { payrollBankFor } from '../payroll-runs/payroll-bank.js';
import { defaultPayoutAccountOf, type PayoutAccount } from '../payout-methods/payout-methods.service.js';
import { nextTraceSequence } from './distributions.repository.js';
import { insertPayout, type NewPayout, type PayoutJson, type PayoutRow } from './payouts.repository.js';

/** What is paid: a distribution (to its partner) or a commission (to its sales partner). */
export interface Payable {
  entity: 'distribution' | 'commission';
  id: string;
  payee: { kind: Extract<PayoutOwnerKind, 'partner' | 'sales_partner'>; id: string };
  currency: string;
  payable: Decimal.Value;
  periodStart: string;
  periodEnd: string;
}

/** The NACHA batch's entry description (≤ 10) of each kind of payout. */
const ENTRY_DESCRIPTIONS = { distribution: 'PAYOUT', commission: 'COMMISSION' } as const;
/** The remittance the payee's bank shows (the CCD addenda): what it is and its period. */
const remittanceOf = (r: Payable) => `${r.entity.toUpperCase()} ${r.periodStart} ${r.periodEnd}`;

/** The columns a distribution and a commission both keep of their payout's outcome. */
export interface PayoutStatusColumns {
  status: 'paid' | 'failed';
  paidAt?: Date;
  paidBy?: string;
  failureReason: string | null;
}

type PayoutOutcome =
  | { status: 'paid'; payout: PayoutRow | null; failureReason: null }
  | { status: 'failed'; payout: null; failureReason: string };

const PAYEE_NAMES = { partner: 'The partner', sales_partner: 'The sales partner' } as const;

/** The platform as the originator of the files: its legal name and FEIN (company taxes, employer "platform"). */
async function originator(tx: Tx, deps: AppDeps) {
  const identity = await employerIdentityFor({ db: tx, crypto: deps.crypto }, 'platform');
  return {
    name: identity?.legalName ?? 'PLATFORM',
    companyId: `1${(identity?.fein ?? '').replace(/\D/g, '').padStart(9, '0')}`,
  };
}

/** The payout's file for a US account: one CCD credit; its trace number from the platform's trace sequence. */
async function nachaPayout(tx: Tx, deps: AppDeps, id: string, account: PayoutAccount, cents: number, r: Payable) {
  const bank = payrollBankFor(deps.config);
  const origin = await originator(tx, deps);
  const now = deps.clock.now();
  const file = buildCcdPayoutFile({
    immediateDestination: bank.routingNumber,
    immediateOrigin: origin.companyId,
    destinationName: bank.name23,
    originName: origin.name.slice(0, 23),
    createdAt: now,
    // The partner's file and each commission's are written in the same minute: each takes its own modifier.
    fileIdModifier: await nextNachaFileIdModifier(tx, origin.companyId, now),
    companyName: origin.name.slice(0, 16),
    companyId: origin.companyId,
    entryDescription: ENTRY_DESCRIPTIONS[r.entity],
    effectiveEntryDate: now.toISOString().slice(0, 10),
    originatingDfi: bank.routingNumber.slice(0, 8),
    payouts: [
      {
        accountType: account.accountType,
        routingNumber: account.routing,
        accountNumber: account.accountNumber,
        amountCents: cents,
        payeeId: id.replace(/-/g, '').slice(0, 15),
        payeeName: account.accountHolder,
        paymentInfo: remittanceOf(r),
      },
    ],
    traceSequences: [await nextTraceSequence(tx)],
  });
  return { format: 'nacha' as const, traceNumber: file.traceNumbers[0]![0]!, file: file.text };
}

/** The payout's file for a Canadian account: one CPA-005 credit whose cross reference is the payout's id. */
async function cpa005Payout(tx: Tx, deps: AppDeps, id: string, account: PayoutAccount, cents: number) {
  const origin = await originator(tx, deps);
  const now = deps.clock.now();
  const crossReference = id.replace(/-/g, '').slice(0, 19).toUpperCase();
  const [institution, transit] = account.routing.split('-') as [string, string];
  const file = buildCpa005File({
    ...payrollBankFor(deps.config).cpa005,
    fileCreationNumber: await nextCpa005FileNumber(tx),
    createdAt: now,
    currency: 'CAD',
    originatorShortName: origin.name,
    originatorLongName: origin.name,
    transactionType: CPA005_ACCOUNTS_PAYABLE_TRANSACTION_TYPE,
    credits: [
      {
        amountCents: cents,
        dueDate: now.toISOString().slice(0, 10),
        institution,
        transit,
        accountNumber: account.accountNumber,
        payeeName: account.accountHolder,
        crossReference,
      },
    ],
  });
  return { format: 'cpa005' as const, traceNumber: crossReference, file: file.text };
}

/** Pays what is payable (see the file's header) and answers how it went. */
async function payOut(tx: Tx, deps: AppDeps, actorId: string, r: Payable): Promise<PayoutOutcome> {
  const payable = new Decimal(r.payable);
  if (payable.lte(0)) return { status: 'paid', payout: null, failureReason: null };
  const currency = r.currency === 'cad' ? 'cad' : 'usd';
  const account = await defaultPayoutAccountOf(tx, r.payee.kind, r.payee.id, currency, deps.crypto);
  if (!account) {
    const failureReason = `${PAYEE_NAMES[r.payee.kind]} has no default payout account in ${currency.toUpperCase()}: add one on Payout Methods, then pay again`;
    return { status: 'failed', payout: null, failureReason };
  }
  const id = randomUUID();
  const cents = Number(payable.times(100).toFixed(0));
  const written =
    account.kind === 'ca_bank'
      ? await cpa005Payout(tx, deps, id, account, cents)
      : await nachaPayout(tx, deps, id, account, cents, r);
  const values: NewPayout = {
    id,
    payeeKind: r.payee.kind,
    distributionId: r.entity === 'distribution' ? r.id : null,
    commissionId: r.entity === 'commission' ? r.id : null,
    currency: r.currency,
    amount: payable.toFixed(2),
    payoutMethodId: account.id,
    accountLast4: account.accountLast4,
    createdBy: actorId,
    createdAt: deps.clock.now(),
    ...written,
    // The file names the payee's whole account number: kept sealed (lib/bank-files.ts).
    file: sealBankFile(deps.crypto, written.file),
  };
  return { status: 'paid', payout: await insertPayout(tx, values), failureReason: null };
}

/**
 * Pays a distribution or a commission (`payOut`) and records the outcome on it — paid, or failed with why
 * (`update` writes its status columns) — with its audit entry (`distribution_paid`,
 * `commission_payout_failed` …).
 */
export async function payAndSettle(
  tx: Tx,
  ctx: { deps: AppDeps; p: Principal; ip: string },
  r: Payable,
  update: (values: PayoutStatusColumns) => Promise<void>,
) {
  const outcome = await payOut(tx, ctx.deps, ctx.p.userId, r);
  await update(
    outcome.status === 'paid'
      ? { status: 'paid', paidAt: ctx.deps.clock.now(), paidBy: ctx.p.userId, failureReason: null }
      : { status: 'failed', failureReason: outcome.failureReason },
  );
  await auditAs(tx, ctx.p, ctx.ip, {
    action: outcome.status === 'paid' ? `${r.entity}_paid` : `${r.entity}_payout_failed`,
    entityType: r.entity,
    entityId: r.id,
    metadata: {
      payable: new Decimal(r.payable).toFixed(2),
      currency: r.currency,
      payout_id: outcome.payout?.id ?? null,
      reason: outcome.failureReason,
    },
  });
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A payout as answered: never its file (the account number is in it), only the last four and the trace. */
export function payoutView(p: PayoutRow | PayoutJson): PayoutView {
  const row = 'file' in p;
  return {
    id: p.id,
    format: p.format,
    amount: new Decimal(p.amount).toFixed(2),
    currency: p.currency,
    account_last4: row ? p.accountLast4 : p.account_last4,
    trace_number: row ? p.traceNumber : p.trace_number,
    status: p.status,
    return_code: row ? p.returnCode : p.return_code,
    returned_at: iso(row ? p.returnedAt : p.returned_at),
    created_at: iso(row ? p.createdAt : p.created_at)!,
  };
}
