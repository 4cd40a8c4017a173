/**
 * How /direct_deposit words a worker's split deposits (decision 0051): what each account takes, the bank's
 * identifier by country, and the one rule of the split the page can check before the e-mailed code is asked
 * for — the percents together at most 100 (the API checks it again, with the accounts locked).
 */
import type { DepositAccountView } from '@app/domain';

export type SplitKind = 'percent' | 'amount';

export { accountName, allocationText, bankIdText } from '../../../components/bank-accounts/account-text';

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
