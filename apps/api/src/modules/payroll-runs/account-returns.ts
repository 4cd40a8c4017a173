/**
 * Which of a bank's answers close an account to deposits (decision 0078): a live deposit returned for a
 * reason the account cannot take entries. Read by every path that records a bank's answer — a run's file,
 * a single re-sent transfer, an imported return file.
 */
import { closesAccount } from '@app/domain';

/**
 * The live deposits among a bank's answers returned for a reason their account cannot take entries (R02
 * closed, R03 not found …): their accounts take no deposit again (decision 0078). Prenotes are not live.
 */
export const accountClosingReturns = (
  entries: readonly { traceNumber: string; status: 'settled' | 'returned'; returnCode: string | null }[],
  prenoteTraces: ReadonlySet<string | null> = new Set(),
) =>
  entries.flatMap((r) =>
    r.status === 'returned' && closesAccount(r.returnCode) && !prenoteTraces.has(r.traceNumber)
      ? [{ traceNumber: r.traceNumber, returnCode: r.returnCode! }]
      : [],
  );
