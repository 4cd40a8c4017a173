/** The SQL of accounting connections, synced accounts, mappings, defaults and export records (decision 0091). */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AccountKind, AccountingProviderKey, ExportSourceKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  accountingAccounts,
  accountingConnections,
  accountingDefaultConfigs,
  accountingExports,
  accountingMappings,
  partners,
  serviceLogs,
  users,
} from '../../db/schema/index.js';

export type ConnectionRow = typeof accountingConnections.$inferSelect;
export type ExportRow = typeof accountingExports.$inferSelect;

export async function insertServiceLog(db: DbOrTx, values: typeof serviceLogs.$inferInsert): Promise<void> {
  await db.insert(serviceLogs).values(values);
}

export async function partnerName(db: DbOrTx, partnerId: string): Promise<string | null> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return row?.name ?? null;
}

export async function connectionsOfPartner(db: DbOrTx, partnerId: string) {
  return db.select().from(accountingConnections).where(eq(accountingConnections.partnerId, partnerId));
}

/** Every partner's connections (or one partner's), with the partner's name: service_credentials' rows. */
export async function connectionsWithPartner(db: DbOrTx, partnerId: string | null) {
  return db
    .select({ c: accountingConnections, partnerName: partners.name })
    .from(accountingConnections)
    .innerJoin(partners, eq(partners.id, accountingConnections.partnerId))
    .where(partnerId ? eq(accountingConnections.partnerId, partnerId) : undefined)
    .orderBy(asc(partners.name), asc(accountingConnections.provider));
}

/** When each service was last called (from the service log). */
export async function lastCalls(db: DbOrTx, services: string[]): Promise<Record<string, Date>> {
  const rows = await db
    .select({ service: serviceLogs.service, at: sql<Date>`max(${serviceLogs.createdAt})` })
    .from(serviceLogs)
    .where(inArray(serviceLogs.service, services))
    .groupBy(serviceLogs.service);
  return Object.fromEntries(rows.map((r) => [r.service, new Date(r.at)]));
}

export async function connectionById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accountingConnections).where(eq(accountingConnections.id, id));
  return row ?? null;
}

/** A connection with its partner's and connector's names, and the counts its page shows. */
export async function connectionDetail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      c: accountingConnections,
      partnerName: partners.name,
      connectorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      accountCount: sql<number>`(select count(*)::int from ${accountingAccounts} a where a.connection_id = ${accountingConnections.id})`,
      mappedCount: sql<number>`(select count(*)::int from ${accountingMappings} m where m.connection_id = ${accountingConnections.id})`,
    })
    .from(accountingConnections)
    .innerJoin(partners, eq(partners.id, accountingConnections.partnerId))
    .leftJoin(users, eq(users.id, accountingConnections.connectedBy))
    .where(eq(accountingConnections.id, id));
  if (!row) return null;
  const counts = await db
    .select({ status: accountingExports.status, n: count() })
    .from(accountingExports)
    .where(eq(accountingExports.connectionId, id))
    .groupBy(accountingExports.status);
  return { ...row, exportCounts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number> };
}

export async function saveConnection(
  db: DbOrTx,
  v: {
    partnerId: string;
    provider: AccountingProviderKey;
    companyRef: string;
    companyName: string;
    access: string;
    refresh: string;
    expiresAt: Date;
    by: string;
    at: Date;
  },
): Promise<ConnectionRow> {
  const values = {
    companyRef: v.companyRef,
    companyName: v.companyName,
    accessTokenCiphertext: v.access,
    refreshTokenCiphertext: v.refresh,
    accessTokenExpiresAt: v.expiresAt,
    needsReconnect: false,
    connectedBy: v.by,
    connectedAt: v.at,
    disconnectedBy: null,
    disconnectedAt: null,
    lastError: null,
  };
  const [row] = await db
    .insert(accountingConnections)
    .values({ partnerId: v.partnerId, provider: v.provider, ...values })
    .onConflictDoUpdate({
      target: [accountingConnections.partnerId, accountingConnections.provider],
      set: values,
    })
    .returning();
  return row!;
}

/** Another company connected in place of the last: its accounts, mappings and exports are the old one's. */
export async function forgetCompanyData(db: DbOrTx, connectionId: string) {
  await db.delete(accountingMappings).where(eq(accountingMappings.connectionId, connectionId));
  await db.delete(accountingAccounts).where(eq(accountingAccounts.connectionId, connectionId));
}

export async function saveTokens(
  db: DbOrTx,
  id: string,
  v: { access: string; refresh: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(accountingConnections)
    .set({ accessTokenCiphertext: v.access, refreshTokenCiphertext: v.refresh, accessTokenExpiresAt: v.expiresAt })
    .where(eq(accountingConnections.id, id));
}

/** Records a use of the connection's credentials (at most one write a minute per connection). */
export async function touchConnection(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(accountingConnections)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(accountingConnections.id, id),
        sql`(${accountingConnections.lastUsedAt} is null or ${accountingConnections.lastUsedAt} < ${new Date(at.getTime() - 60_000)})`,
      ),
    );
}

export async function setNightlyExport(db: DbOrTx, id: string, on: boolean): Promise<void> {
  await db.update(accountingConnections).set({ nightlyExport: on }).where(eq(accountingConnections.id, id));
}

/** Connected connections whose partner chose the nightly export (and that need no reconnecting). */
export async function nightlyConnections(db: DbOrTx) {
  return db
    .select()
    .from(accountingConnections)
    .where(
      and(
        eq(accountingConnections.nightlyExport, true),
        eq(accountingConnections.needsReconnect, false),
        isNotNull(accountingConnections.accessTokenCiphertext),
      ),
    )
    .orderBy(asc(accountingConnections.id));
}

export async function markNeedsReconnect(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(accountingConnections)
    .set({ needsReconnect: true, lastError: error })
    .where(eq(accountingConnections.id, id));
}

/** Forgets the tokens (keeps who and when); false when it was not connected. */
export async function clearConnection(db: DbOrTx, id: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountingConnections)
    .set({
      accessTokenCiphertext: null,
      refreshTokenCiphertext: null,
      accessTokenExpiresAt: null,
      needsReconnect: false,
      disconnectedBy: by,
      disconnectedAt: at,
    })
    .where(and(eq(accountingConnections.id, id), isNotNull(accountingConnections.accessTokenCiphertext)))
    .returning({ id: accountingConnections.id });
  return rows.length > 0;
}

export async function setSyncResult(db: DbOrTx, id: string, at: Date | null, error: string | null) {
  await db
    .update(accountingConnections)
    .set({ ...(at && { lastSyncAt: at }), lastError: error })
    .where(eq(accountingConnections.id, id));
}

// Accounts.

export async function upsertAccounts(
  db: DbOrTx,
  connectionId: string,
  rows: { externalId: string; code: string | null; name: string; type: string; active: boolean }[],
  at: Date,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insert(accountingAccounts)
      .values(rows.map((r) => ({ connectionId, ...r, syncedAt: at })))
      .onConflictDoUpdate({
        target: [accountingAccounts.connectionId, accountingAccounts.externalId],
        set: {
          code: sql`excluded.code`,
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          active: sql`excluded.active`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
  // An account the provider no longer lists is kept (mappings and history name it) but inactive.
  await db
    .update(accountingAccounts)
    .set({ active: false, syncedAt: at })
    .where(
      and(
        eq(accountingAccounts.connectionId, connectionId),
        rows.length > 0
          ? notInArray(
              accountingAccounts.externalId,
              rows.map((r) => r.externalId),
            )
          : undefined,
      ),
    );
}

export async function accountsOf(db: DbOrTx, connectionId: string) {
  return db
    .select()
    .from(accountingAccounts)
    .where(eq(accountingAccounts.connectionId, connectionId))
    .orderBy(asc(accountingAccounts.code), asc(accountingAccounts.name));
}

export async function accountsPage(
  db: DbOrTx,
  connectionId: string,
  f: { q?: string | undefined; active?: boolean | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(accountingAccounts.connectionId, connectionId),
    f.active === undefined ? undefined : eq(accountingAccounts.active, f.active),
    f.q
      ? sql`(${accountingAccounts.name} ilike ${`%${f.q}%`} or ${accountingAccounts.code} ilike ${`%${f.q}%`})`
      : undefined,
  );
  const rows = await db
    .select()
    .from(accountingAccounts)
    .where(where)
    .orderBy(asc(accountingAccounts.code), asc(accountingAccounts.name), asc(accountingAccounts.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(accountingAccounts).where(where);
  return { rows, total: total?.n ?? 0 };
}

// Mappings and defaults.

export async function mappingsOf(db: DbOrTx, connectionId: string) {
  return db.select().from(accountingMappings).where(eq(accountingMappings.connectionId, connectionId));
}

export async function setMapping(
  db: DbOrTx,
  connectionId: string,
  kind: AccountKind,
  externalId: string | null,
  by: string | null,
  at: Date,
) {
  if (externalId === null) {
    await db
      .delete(accountingMappings)
      .where(and(eq(accountingMappings.connectionId, connectionId), eq(accountingMappings.kind, kind)));
    return;
  }
  await db
    .insert(accountingMappings)
    .values({ connectionId, kind, externalId, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: [accountingMappings.connectionId, accountingMappings.kind],
      set: { externalId, updatedBy: by, updatedAt: at },
    });
}

export async function defaultsOf(db: DbOrTx, partnerId: string) {
  return db.select().from(accountingDefaultConfigs).where(eq(accountingDefaultConfigs.partnerId, partnerId));
}

export async function setDefault(
  db: DbOrTx,
  partnerId: string,
  kind: AccountKind,
  code: string | null,
  by: string,
  at: Date,
) {
  if (code === null || code === '') {
    await db
      .delete(accountingDefaultConfigs)
      .where(and(eq(accountingDefaultConfigs.partnerId, partnerId), eq(accountingDefaultConfigs.kind, kind)));
    return;
  }
  await db
    .insert(accountingDefaultConfigs)
    .values({ partnerId, kind, accountCode: code, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: [accountingDefaultConfigs.partnerId, accountingDefaultConfigs.kind],
      set: { accountCode: code, updatedBy: by, updatedAt: at },
    });
}

// Exports.

/** Records the entries not yet recorded for this connection; the existing ones (any status) are left alone. */
export async function insertExports(
  db: DbOrTx,
  rows: Omit<typeof accountingExports.$inferInsert, 'id'>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(accountingExports)
    .values(rows)
    .onConflictDoNothing({
      target: [
        accountingExports.connectionId,
        accountingExports.sourceKind,
        accountingExports.sourceId,
        accountingExports.version,
      ],
    })
    .returning({ id: accountingExports.id });
  return inserted.length;
}

/** Which of these sources already have a record (any version) — their newer versions are still recorded. */
export async function recordedVersions(db: DbOrTx, connectionId: string, kind: ExportSourceKind, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ sourceId: accountingExports.sourceId, version: accountingExports.version })
    .from(accountingExports)
    .where(
      and(
        eq(accountingExports.connectionId, connectionId),
        eq(accountingExports.sourceKind, kind),
        inArray(accountingExports.sourceId, ids),
      ),
    );
  return new Set(rows.map((r) => `${r.sourceId}:${r.version}`));
}

/** Pending records due by `now`, oldest first (one connection, or every one for the job). */
export async function dueExports(db: DbOrTx, now: Date, connectionId: string | null, limit: number) {
  return db
    .select()
    .from(accountingExports)
    .where(
      and(
        eq(accountingExports.status, 'pending'),
        lte(accountingExports.nextAttemptAt, now),
        connectionId ? eq(accountingExports.connectionId, connectionId) : undefined,
      ),
    )
    .orderBy(asc(accountingExports.nextAttemptAt), asc(accountingExports.id))
    .limit(limit);
}

/**
 * Claims a due record for one attempt: its next attempt moves to `leaseUntil`, so another worker skips it
 * while the provider is asked (no transaction is held across the call); null when someone else has it.
 */
export async function claimExport(db: DbOrTx, id: string, now: Date, leaseUntil: Date) {
  const [row] = await db
    .update(accountingExports)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(accountingExports.id, id),
        eq(accountingExports.status, 'pending'),
        lte(accountingExports.nextAttemptAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** "Export now" tries the failed records again: back to pending, attempts from zero. */
export async function requeueFailed(db: DbOrTx, connectionId: string, now: Date): Promise<number> {
  const rows = await db
    .update(accountingExports)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(accountingExports.connectionId, connectionId), eq(accountingExports.status, 'failed')))
    .returning({ id: accountingExports.id });
  return rows.length;
}

export async function updateExport(db: DbOrTx, id: string, set: Partial<typeof accountingExports.$inferInsert>) {
  await db.update(accountingExports).set(set).where(eq(accountingExports.id, id));
}

export async function exportsPage(
  db: DbOrTx,
  connectionId: string,
  f: { status?: string | undefined; sourceKind?: string | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(accountingExports.connectionId, connectionId),
    f.status ? eq(accountingExports.status, f.status as ExportRow['status']) : undefined,
    f.sourceKind ? eq(accountingExports.sourceKind, f.sourceKind as ExportSourceKind) : undefined,
  );
  const rows = await db
    .select()
    .from(accountingExports)
    .where(where)
    .orderBy(desc(accountingExports.createdAt), desc(accountingExports.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(accountingExports).where(where);
  return { rows, total: total?.n ?? 0 };
}
