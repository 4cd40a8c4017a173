/**
 * A deposit account in words, as the worker's /direct_deposit and the staff's view of a worker's accounts
 * say it: what it is (never its full number), where it is, and what share of net pay it takes.
 */
import type { DepositAccountView } from '@app/domain';
import { formatMoney } from '../data-list/format';

/**
 * "The rest of your net pay", "25% of net pay", "$200.00 of net pay" (a Canadian account's in CAD); staff
 * reading a worker's accounts say the rest in their own words.
 */
export function allocationText(
  a: Pick<DepositAccountView, 'allocation' | 'country'>,
  rest = 'The rest of your net pay',
): string {
  const { kind, value } = a.allocation;
  if (kind === 'remainder') return rest;
  if (kind === 'percent') return `${Number(value)}% of net pay`;
  return `${formatMoney(value ?? '0', a.country === 'CA' ? 'CAD ' : '$')} of net pay`;
}

/** A US account by its ABA routing number; a Canadian one by institution-transit (kept as "0" + both). */
export function bankIdText(a: Pick<DepositAccountView, 'country' | 'routing_number'>): string {
  if (a.country === 'CA') {
    const digits = a.routing_number.replace(/^0/, '');
    return `Institution-transit ${digits.slice(0, 3)}-${digits.slice(3)}`;
  }
  return `Routing ${a.routing_number}`;
}

/** "First Bank · Checking ****6789": the account as its owner knows it, never its full number. */
export const accountName = (a: Pick<DepositAccountView, 'bank_name' | 'account_type' | 'account_masked'>) =>
  `${a.bank_name || 'Bank account'} · ${a.account_type === 'savings' ? 'Savings' : 'Checking'} ${a.account_masked}`;
