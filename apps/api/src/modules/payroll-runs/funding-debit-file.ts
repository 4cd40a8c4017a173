/**
 * A funding debit's NACHA file (decision 0051): one CCD batch, one entry 27 (checking) or 37 (savings) from
 * the partner's payroll bank account, originated under the run's employer identity. Written for a run's own
 * debit (processing) and for a collection of a returned one (decision 0113).
 */
import type Decimal from 'decimal.js';
import { buildNachaFile } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import type { primaryPayrollBankAccount } from '../payroll-bank-accounts/payroll-bank-accounts.service.js';
import { nextNachaFileIdModifier } from './nacha-file-id-modifier.js';
import { payrollBankFor } from './payroll-bank.js';

type PayrollBankAccount = NonNullable<Awaited<ReturnType<typeof primaryPayrollBankAccount>>>;

export async function fundingDebitFile(
  deps: Pick<AppDeps, 'config' | 'clock' | 'crypto'>,
  tx: DbOrTx,
  o: {
    employerKey: string;
    account: PayrollBankAccount;
    amount: Decimal;
    debitId: string;
    effectiveEntryDate: string;
    traceSequence: number;
  },
) {
  const bank = payrollBankFor(deps.config);
  const identity = await employerIdentityFor({ db: tx, crypto: deps.crypto }, o.employerKey);
  const companyId = `1${(identity?.fein ?? '').replace(/\D/g, '').padStart(9, '0')}`;
  const name = (identity?.legalName ?? 'EMPLOYER').slice(0, 23);
  return buildNachaFile({
    immediateDestination: bank.routingNumber,
    immediateOrigin: companyId,
    destinationName: bank.name23,
    originName: name,
    createdAt: deps.clock.now(),
    fileIdModifier: await nextNachaFileIdModifier(tx, companyId, deps.clock.now()),
    traceSequences: [o.traceSequence],
    batches: [
      {
        secCode: 'CCD',
        companyName: name.slice(0, 16),
        companyId,
        entryDescription: 'PAYROLL',
        effectiveEntryDate: o.effectiveEntryDate,
        originatingDfi: bank.routingNumber.slice(0, 8),
        entries: [
          {
            transactionCode: o.account.accountType === 'savings' ? 37 : 27,
            routingNumber: deps.crypto.decrypt(o.account.routingNumberCiphertext),
            accountNumber: deps.crypto.decrypt(o.account.accountNumberCiphertext),
            amountCents: Number(o.amount.times(100).toFixed(0)),
            individualId: o.debitId.replace(/-/g, '').slice(0, 15),
            individualName: o.account.accountHolder,
          },
        ],
      },
    ],
  });
}
