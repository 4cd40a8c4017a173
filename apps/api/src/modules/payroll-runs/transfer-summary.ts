/**
 * One paycheck's transfers read as one answer (split deposits give a paycheck several, a re-send replaces
 * a failed one): the current transfers are those no re-send replaced; the paycheck's transfer status is
 * failed if any current one failed, processing while any is, else paid.
 */
import { maskTail, type TransferFallback } from '@app/domain';

interface TransferLike {
  id: string;
  method: string;
  status: string;
  amount: string;
  accountLast4: string | null;
  returnCode: string | null;
  resentFromId: string | null;
  sequence?: number;
  /** A check paid in place of an account whose prenote has not cleared (decision 0067). */
  fallback?: TransferFallback | null;
}

export function currentTransfers<T extends TransferLike>(transfers: readonly T[]): T[] {
  const replaced = new Set(transfers.map((t) => t.resentFromId).filter((id): id is string => id !== null));
  return transfers.filter((t) => !replaced.has(t.id)).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

/**
 * The paycheck's transfers as one: the first one's method and account, the status, the return code of one
 * that failed, and the first share paid by check in place of an account whose prenote has not cleared
 * (decision 0067).
 */
export function transferSummary<T extends TransferLike>(
  transfers: readonly T[],
  fallbackOf: (t: T) => TransferFallback | null = () => null,
) {
  const current = currentTransfers(transfers);
  if (current.length === 0) return null;
  const failed = current.find((t) => t.status === 'failed');
  const status = failed ? 'failed' : current.some((t) => t.status === 'processing') ? 'processing' : 'paid';
  const first = current[0]!;
  return {
    method: first.method,
    status,
    account_last4: first.accountLast4,
    return_code: failed?.returnCode ?? null,
    fallback: current.map(fallbackOf).find((f) => f !== null) ?? null,
  };
}

const LABELS: Record<string, (last4: string) => string> = {
  direct_deposit: (last4) => `Direct deposit ${maskTail(last4)}`,
  pay_card: (last4) => `Pay card ${maskTail(last4)}`,
  check: () => 'Check',
  none: () => 'Nothing to pay',
};

const FALLBACK_WHY: Record<TransferFallback['reason'], string> = {
  prenote_pending: 'prenote pending',
  prenote_returned: 'prenote returned',
  account_returned: 'account returned by the bank',
};

/** A fallback check names the account it stands in for and why: "Check in place of •••••0011 (prenote pending)". */
const fallbackLabel = (f: TransferFallback) =>
  `Check in place of ${f.account_masked} (${FALLBACK_WHY[f.reason]}${f.reason !== 'prenote_pending' && f.return_code ? ` ${f.return_code}` : ''})`;

/**
 * How the net pay went, as the pay stub says it: each account of a split with its amount, a fallback check
 * with the account it stands in for.
 */
export function paidByText<T extends TransferLike>(transfers: readonly T[]): string | null {
  const current = currentTransfers(transfers);
  if (current.length === 0) return null;
  const label = (t: T) =>
    t.method === 'check' && t.fallback
      ? fallbackLabel(t.fallback)
      : (LABELS[t.method] ?? LABELS.none!)(t.accountLast4 ?? '');
  if (current.length === 1) return label(current[0]!);
  return current.map((t) => `${label(t)} ${t.amount}`).join('; ');
}
