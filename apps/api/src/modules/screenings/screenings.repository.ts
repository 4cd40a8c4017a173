/** The SQL of screenings and screening configs: the list, one screening, the writes, the due results, what an assignment needs. */
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScreeningStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, jobs, partners, screeningConfigs, screenings, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type ScreeningRow = typeof screenings.$inferSelect;
export type ScreeningInsert = typeof screenings.$inferInsert;

const orderer = alias(users, 'orderer');
const decider = alias(users, 'decider');

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      s: screenings,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      clientName: clients.name,
      partnerName: partners.name,
      ordererName: sql<string | null>`${orderer.firstName} || ' ' || ${orderer.lastName}`,
      deciderName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
      ...extra,
    })
    .from(screenings)
    .innerJoin(contractors, eq(contractors.id, screenings.contractorId))
    .innerJoin(partners, eq(partners.id, screenings.partnerId))
    .leftJoin(clients, eq(clients.id, screenings.clientId))
    .leftJoin(orderer, eq(orderer.id, screenings.orderedBy))
    .leftJoin(decider, eq(decider.id, screenings.decidedBy));

export type ScreeningJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = { created_at: screenings.createdAt, status: screenings.status, type: screenings.type };

export interface ScreeningFilter extends ListRequest {
  scope: SQL | undefined;
  status?: ScreeningStatus | undefined;
  type?: ScreeningRow['type'] | undefined;
  contractorId?: string | undefined;
  clientId?: string | undefined;
}

export function listScreenings<V>(db: DbOrTx, f: ScreeningFilter, view: (r: ScreeningJoined) => V) {
  const t = screenings;
  const where = and(
    f.scope,
    f.status ? eq(t.status, f.status) : undefined,
    f.type ? eq(t.type, f.type) : undefined,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
    f.clientId ? eq(t.clientId, f.clientId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findScreening(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const q = select(db).where(and(eq(screenings.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: screenings }) : await q;
  return row ?? null;
}

/** The screening a provider's reference names (a webhook's report), locked for its update. */
export async function findScreeningByRef(db: DbOrTx, provider: ScreeningRow['provider'], ref: string) {
  const [row] = await select(db)
    .where(and(eq(screenings.provider, provider), eq(screenings.providerRef, ref)))
    .for('update', { of: screenings });
  return row ?? null;
}

export async function insertScreening(db: DbOrTx, values: ScreeningInsert) {
  const [row] = await db.insert(screenings).values(values).returning({ id: screenings.id });
  return row!.id;
}

export async function updateScreening(db: DbOrTx, id: string, values: Partial<ScreeningInsert>) {
  await db.update(screenings).set(values).where(eq(screenings.id, id));
}

/** Processing screenings whose result is due by `now` (the job asks their provider), oldest first. */
export function dueScreenings(db: DbOrTx, now: Date, limit = 100) {
  return db
    .select()
    .from(screenings)
    .where(and(eq(screenings.status, 'processing'), lte(screenings.resultDueAt, now)))
    .orderBy(asc(screenings.resultDueAt), asc(screenings.id))
    .limit(limit);
}

/** An open screening of this type for the worker (a second order waits for it). */
export async function openScreeningOf(db: DbOrTx, contractorId: string, type: ScreeningRow['type']) {
  const [row] = await db
    .select({ id: screenings.id })
    .from(screenings)
    .where(
      and(
        eq(screenings.contractorId, contractorId),
        eq(screenings.type, type),
        inArray(screenings.status, ['pending', 'processing', 'awaiting_approval']),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The worker's screenings of these types, newest first (the start check reads the latest of each). */
export function screeningsOfWorker(db: DbOrTx, contractorId: string, types: ScreeningRow['type'][]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select({ type: screenings.type, status: screenings.status, createdAt: screenings.createdAt })
    .from(screenings)
    .where(and(eq(screenings.contractorId, contractorId), inArray(screenings.type, types)))
    .orderBy(sql`${screenings.createdAt} desc`);
}

/* ------------------------------------------------------------------ configs */

export function findContractor(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({
      id: contractors.id,
      partnerId: contractors.partnerId,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      email: contractors.email,
    })
    .from(contractors)
    .where(and(eq(contractors.id, id), scope))
    .then((r) => r[0] ?? null);
}

export function findClient(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({ id: clients.id, partnerId: clients.partnerId, requiresBackgroundCheck: clients.requiresBackgroundCheck })
    .from(clients)
    .where(and(eq(clients.id, id), scope))
    .then((r) => r[0] ?? null);
}

export function findJob(db: DbOrTx, id: string) {
  return db
    .select({ id: jobs.id, partnerId: jobs.partnerId, clientId: jobs.clientId })
    .from(jobs)
    .where(eq(jobs.id, id))
    .then((r) => r[0] ?? null);
}

const configSelect = (db: DbOrTx) =>
  db
    .select({ c: screeningConfigs, clientName: clients.name, jobTitle: jobs.title, partnerName: partners.name })
    .from(screeningConfigs)
    .innerJoin(clients, eq(clients.id, screeningConfigs.clientId))
    .innerJoin(partners, eq(partners.id, screeningConfigs.partnerId))
    .leftJoin(jobs, eq(jobs.id, screeningConfigs.jobId));
export type ConfigJoined = Awaited<ReturnType<ReturnType<typeof configSelect>['execute']>>[number];

export function listConfigs(db: DbOrTx, scope: SQL | undefined, clientId?: string) {
  return configSelect(db)
    .where(and(scope, clientId ? eq(screeningConfigs.clientId, clientId) : undefined))
    .orderBy(asc(clients.name), sql`${screeningConfigs.jobId} nulls first`, asc(screeningConfigs.id));
}

export async function upsertConfig(db: DbOrTx, values: typeof screeningConfigs.$inferInsert) {
  const [row] = await db
    .insert(screeningConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: [screeningConfigs.clientId, screeningConfigs.jobId],
      set: {
        screeningTypes: values.screeningTypes,
        licenseTypes: values.licenseTypes,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    })
    .returning({ id: screeningConfigs.id });
  return row!.id;
}

export function findConfig(db: DbOrTx, id: string) {
  return configSelect(db)
    .where(eq(screeningConfigs.id, id))
    .then((r) => r[0]!);
}

/** One config the caller sees (its scope), locked for the change; null when it is not there for it. */
export function findVisibleConfig(db: DbOrTx, id: string, scope: SQL | undefined) {
  return configSelect(db)
    .where(and(eq(screeningConfigs.id, id), scope))
    .for('update', { of: screeningConfigs })
    .then((r) => r[0] ?? null);
}

export async function deleteConfig(db: DbOrTx, id: string) {
  await db.delete(screeningConfigs).where(eq(screeningConfigs.id, id));
}

/** The configs that bind an assignment at this client and job: the client's own and the job's. */
export function configsFor(db: DbOrTx, clientId: string, jobId: string) {
  return db
    .select({ screeningTypes: screeningConfigs.screeningTypes, licenseTypes: screeningConfigs.licenseTypes })
    .from(screeningConfigs)
    .where(
      and(
        eq(screeningConfigs.clientId, clientId),
        or(isNull(screeningConfigs.jobId), eq(screeningConfigs.jobId, jobId)),
      ),
    );
}

export function clientFlag(db: DbOrTx, clientId: string) {
  return db
    .select({ requiresBackgroundCheck: clients.requiresBackgroundCheck })
    .from(clients)
    .where(eq(clients.id, clientId))
    .then((r) => r[0]?.requiresBackgroundCheck ?? false);
}
