/**
 * How a saved bank account reads on screen (a client's payment method, a payee's payout method): the
 * bank, the account type and the last four digits, never the full number.
 */
import type { BankAccountKind } from '@app/domain';

export const KIND_LABELS: Record<BankAccountKind, string> = {
  us_bank: 'US bank account',
  ca_bank: 'Canadian bank account',
};

export const ACCOUNT_TYPE_LABELS: Record<'checking' | 'savings', string> = {
  checking: 'Checking',
  savings: 'Savings',
};

interface ShownAccount {
  kind: BankAccountKind;
  bank_name: string | null;
  account_type: 'checking' | 'savings';
  account_masked: string;
  routing: string;
}

/** "First Bank · Checking ****6789": the account as its owner knows it, never its full number. */
export const accountText = (m: Pick<ShownAccount, 'bank_name' | 'account_type' | 'account_masked'>) =>
  `${m.bank_name || 'Bank account'} · ${ACCOUNT_TYPE_LABELS[m.account_type]} ${m.account_masked}`;

/** The bank's identifier: the ABA routing number, or a Canadian institution-transit pair. */
export const routingText = (m: Pick<ShownAccount, 'kind' | 'routing'>) =>
  m.kind === 'us_bank' ? `Routing ${m.routing}` : `Institution-transit ${m.routing}`;
