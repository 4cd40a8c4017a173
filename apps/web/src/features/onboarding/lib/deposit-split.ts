/**
 * How /direct_deposit words a worker's split deposits (decision 0051): what each account takes, the bank's
 * identifier by country, and the one rule of the split the page can check before the e-mailed code is asked
 * for — the percents together at most 100 (the API checks it again, with the accounts locked).
 */
import type { DepositAccountView } from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';

export type SplitKind = 'percent' | 'amount';

/** "The rest of your net pay", "25% of net pay", "$200.00 of net pay" (a Canadian account's in CAD). */
export function allocationText(a: Pick<DepositAccountView, 'allocation' | 'country'>): string {
  const { kind, value } = a.allocation;
  if (kind === 'remainder') return 'The rest of your net pay';
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

const hundredths = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);

/**
 * The split's percents together once account `changedId` (null: a new one) takes `next`: the API's own
 * message when they would pass 100, else null.
 */
export function percentsOverHundred(
  accounts: readonly Pick<DepositAccountView, 'id' | 'allocation'>[],
  changedId: string | null,
  next: { kind: SplitKind; value: string },
): string | null {
  if (next.kind !== 'percent' || !/^\d{1,8}(\.\d{1,2})?$/.test(next.value.trim())) return null;
  const others = accounts
    .filter((a) => a.id !== changedId && a.allocation.kind === 'percent')
    .reduce((t, a) => t + hundredths(a.allocation.value), 0);
  const own = hundredths(next.value.trim());
  // One percent over 100 is the schema's to word ("A percent is at most 100").
  if (own > 100_00) return null;
  const total = others + own;
  return total > 100_00 ? `The split's percents would add up to ${total / 100}%: at most 100` : null;
}
