/**
 * What a fallback check says (decisions 0067, 0078): a share of net pay paid by check in place of the account
 * the worker's split names, because that account's prenote had not cleared (or came back), or a live deposit
 * to it came back closing it — the account's last four, why, and what it says now (the day its prenote
 * clears, or the bank's return code).
 */
import { maskTail, type TransferFallback, type TransferFallbackReason } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { fallbackAccounts } from './deposit-prenotes.repository.js';

interface FallbackLike {
  fallbackForAccountId: string | null;
  fallbackReason: TransferFallbackReason | null;
}

export type FallbackOf = (t: FallbackLike) => TransferFallback | null;

/** Reads the accounts these transfers stand in for, once: then each transfer's fallback, or null. */
export async function fallbacksOf(db: DbOrTx, transfers: readonly FallbackLike[]): Promise<FallbackOf> {
  const ids = transfers.map((t) => t.fallbackForAccountId).filter((id): id is string => id !== null);
  const accounts = new Map((await fallbackAccounts(db, ids)).map((a) => [a.id, a]));
  return (t) => {
    const a = t.fallbackForAccountId ? accounts.get(t.fallbackForAccountId) : undefined;
    if (!a || !t.fallbackReason) return null;
    return {
      reason: t.fallbackReason,
      account_masked: maskTail(a.accountLast4),
      clears_on: a.prenoteStatus === 'pending' ? a.prenoteClearsOn : null,
      return_code:
        t.fallbackReason === 'account_returned'
          ? a.depositReturnCode
          : a.prenoteStatus === 'failed'
            ? a.prenoteReturnCode
            : null,
    };
  };
}
