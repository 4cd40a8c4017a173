/**
 * Exporting invoices, payments, payroll runs and distributions as journal entries (decision 0091).
 *
 * Queueing reads the partner's records through their modules' services, builds each entry (balanced, see
 * journal-entries.ts) and records it once per (connection, source kind, source id, version): a second
 * "Export now" finds the record and adds nothing. An attempt first asks the provider for an entry with our
 * reference — so a post whose answer was lost is not posted again — and posts only when there is none.
 * A provider outage is retried with exponential backoff (30 s, 1, 2, 4, 8 minutes …) by the
 * `accounting-exports` job, up to MAX_ATTEMPTS; a refusal (an unmapped account, an unbalanced entry,
 * a connection that must be authorized again) fails the record with the reason, and "Export now" queues
 * the failed ones again once it is fixed.
 */
import { ACCOUNT_KIND_LABELS, type AccountingExportView, type ExportSourceKind } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { distributionsForAccounting } from '../distributions/distribution-accounting.service.js';
import { invoicesForAccounting } from '../invoices/invoice-accounting.service.js';
import { paymentsForAccounting } from '../payments/payment-accounting.service.js';
import { payrollRunsForAccounting } from '../payroll-runs/payroll-run-accounting.service.js';
import { mappedAccounts } from './accounting-accounts.service.js';
import { liveConnection, withSession } from './accounting-connections.service.js';
import { AccountingUnavailable } from './accounting-provider.js';
import { mustSeeConnection } from './accounting.policy.js';
import {
  claimExport,
  connectionById,
  dueExports,
  nightlyConnections,
  exportsPage,
  insertExports,
  recordedVersions,
  requeueFailed,
  updateExport,
  type ConnectionRow,
  type ExportRow,
} from './accounting.repository.js';
import {
  assertBalanced,
  distributionEntries,
  invoiceEntries,
  paymentEntries,
  payrollRunEntries,
  totalOf,
  type JournalEntry,
  type JournalLine,
} from './journal-entries.js';

export const MAX_ATTEMPTS = 6;
export const BACKOFF_BASE_MS = 30_000;
/** How long an attempt holds its record: another worker leaves it alone meanwhile. */
const LEASE_MS = 5 * 60_000;
/** The newest records of each kind read per queueing (the first export of a big partner takes a few). */
const SOURCES_PER_KIND = 500;

export const backoffMs = (attempts: number) => BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);

export function exportView(r: ExportRow): AccountingExportView {
  return {
    id: r.id,
    source_kind: r.sourceKind,
    source_id: r.sourceId,
    version: r.version,
    reference: r.reference,
    date: r.entryDate,
    total: r.total,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.status === 'pending' && r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
    external_id: r.externalId,
    last_error: r.lastError,
    lines: r.lines as JournalLine[],
    created_at: r.createdAt.toISOString(),
    exported_at: r.exportedAt ? r.exportedAt.toISOString() : null,
  };
}

/** Every entry of the partner's records, by kind. */
async function entriesOf(deps: AppDeps, partnerId: string): Promise<Record<ExportSourceKind, JournalEntry[]>> {
  const [invoices, payments, runs, distributions] = await Promise.all([
    invoicesForAccounting(deps.db, partnerId, SOURCES_PER_KIND),
    paymentsForAccounting(deps.db, partnerId, SOURCES_PER_KIND),
    payrollRunsForAccounting(deps.db, partnerId, SOURCES_PER_KIND),
    distributionsForAccounting(deps.db, partnerId, SOURCES_PER_KIND),
  ]);
  return {
    invoice: invoices.flatMap(invoiceEntries),
    payment: payments.flatMap(paymentEntries),
    payroll_run: runs.flatMap(payrollRunEntries),
    distribution: distributions.flatMap(distributionEntries),
  };
}

/** Records the entries not yet recorded for the connection (due now); answers how many were new. */
export async function queueExports(deps: AppDeps, c: ConnectionRow): Promise<number> {
  const byKind = await entriesOf(deps, c.partnerId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let queued = 0;
    for (const [kind, entries] of Object.entries(byKind) as [ExportSourceKind, JournalEntry[]][]) {
      const recorded = await recordedVersions(tx, c.id, kind, [...new Set(entries.map((e) => e.sourceId))]);
      const fresh = entries.filter((e) => !recorded.has(`${e.sourceId}:${e.version}`));
      queued += await insertExports(
        tx,
        fresh.map((e) => ({
          connectionId: c.id,
          sourceKind: e.sourceKind,
          sourceId: e.sourceId,
          version: e.version,
          reference: e.reference,
          entryDate: e.date,
          total: totalOf(e),
          lines: e.lines,
          status: 'pending' as const,
          nextAttemptAt: now,
        })),
      );
    }
    return queued;
  });
}

type Outcome = 'exported' | 'failed' | 'retry' | 'skipped';

/** One attempt of one record (claimed first, so two workers never post it at once). */
export async function attemptExport(deps: AppDeps, id: string): Promise<Outcome> {
  const now = deps.clock.now();
  const r = await claimExport(deps.db, id, now, new Date(now.getTime() + LEASE_MS));
  if (!r) return 'skipped';
  const attempts = r.attempts + 1;
  const fail = async (error: string): Promise<Outcome> => {
    await updateExport(deps.db, r.id, { status: 'failed', attempts, lastError: error, nextAttemptAt: null });
    return 'failed';
  };
  const c = await connectionById(deps.db, r.connectionId);
  if (!c?.accessTokenCiphertext) return fail('The integration is not connected');
  const lines = r.lines as JournalLine[];
  const accounts = await mappedAccounts(deps.db, c.id);
  const unmapped = [...new Set(lines.filter((l) => !accounts[l.kind]).map((l) => ACCOUNT_KIND_LABELS[l.kind]))];
  if (unmapped.length > 0) return fail(`Map an account for: ${unmapped.join(', ')}`);
  try {
    assertBalanced({ reference: r.reference, lines });
    const memo = lines[0]?.description.split(':')[0] ?? r.reference;
    const posted = await withSession(deps, c, async (provider, s) => {
      const existing = await provider.findEntryByReference(s, r.reference);
      if (existing) return existing;
      return provider.postJournalEntry(s, {
        reference: r.reference,
        date: r.entryDate,
        memo,
        lines: lines.map((l) => ({
          accountExternalId: accounts[l.kind]!,
          debit: l.debit,
          credit: l.credit,
          description: l.description,
        })),
      });
    });
    await updateExport(deps.db, r.id, {
      status: 'exported',
      attempts,
      externalId: posted.externalId,
      exportedAt: deps.clock.now(),
      lastError: null,
      nextAttemptAt: null,
    });
    return 'exported';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!(err instanceof AccountingUnavailable)) return fail(message);
    if (attempts >= MAX_ATTEMPTS) return fail(`${message} (gave up after ${attempts} attempts)`);
    await updateExport(deps.db, r.id, {
      attempts,
      lastError: message,
      // A provider that said when to come back (Retry-After) is not asked sooner.
      nextAttemptAt: new Date(deps.clock.now().getTime() + Math.max(backoffMs(attempts), err.retryAfterMs ?? 0)),
    });
    return 'retry';
  }
}

/** The job's run (and "Export now"'s): every due record, one at a time, oldest first. */
export async function runDueExports(deps: AppDeps, connectionId: string | null = null) {
  const tally = { exported: 0, failed: 0, retry: 0, skipped: 0 };
  for (const r of await dueExports(deps.db, deps.clock.now(), connectionId, 200))
    tally[await attemptExport(deps, r.id)] += 1;
  return tally;
}

/**
 * The nightly export (decision 0105): for every connection whose partner chose it, what is new is queued
 * and what is due attempted — as "Export now" does, but without putting failed entries back (a refusal
 * waits for someone to fix it and press "Export now"). Idempotent as the queueing is: a second run adds
 * nothing. One connection's trouble does not stop the others'.
 */
export async function runNightlyExports(deps: AppDeps) {
  const tally = { connections: 0, queued: 0, exported: 0, failed: 0, retry: 0, errors: 0 };
  for (const c of await nightlyConnections(deps.db)) {
    tally.connections += 1;
    try {
      tally.queued += await queueExports(deps, c);
      const run = await runDueExports(deps, c.id);
      tally.exported += run.exported;
      tally.failed += run.failed;
      tally.retry += run.retry;
    } catch {
      tally.errors += 1;
    }
  }
  return tally;
}

/** "Export now": queue what is new, try the failed ones again, and attempt every due record of the connection. */
export async function exportNow(deps: AppDeps, p: Principal, connectionId: string, ip: string) {
  const c = await liveConnection(deps, p, connectionId);
  const queued = await queueExports(deps, c);
  await requeueFailed(deps.db, c.id, deps.clock.now());
  const tally = await runDueExports(deps, c.id);
  await auditAs(deps.db, p, ip, {
    action: 'accounting_export_run',
    entityType: 'partner',
    entityId: c.partnerId,
    metadata: { provider: c.provider, queued, exported: tally.exported, failed: tally.failed },
  });
  return { queued, exported: tally.exported, failed: tally.failed, retrying: tally.retry };
}

export async function listExports(
  deps: AppDeps,
  p: Principal,
  q: { connection_id: string; status?: string | undefined; source_kind?: string | undefined },
  page: { limit: number; offset: number },
) {
  mustSeeConnection(p, await connectionById(deps.db, q.connection_id));
  const { rows, total } = await exportsPage(deps.db, q.connection_id, {
    status: q.status,
    sourceKind: q.source_kind,
    ...page,
  });
  return { rows: rows.map(exportView), total };
}
