/** The SQL of the in-app accounting sandbox's own state (decision 0103): companies, journal entries, grants. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AccountingProviderKey } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  accountingSandboxCompanies,
  accountingSandboxEntries,
  accountingSandboxGrants,
} from '../../db/schema/index.js';

export interface SandboxAccount {
  id: string;
  code: string;
  name: string;
  type: string;
  active: boolean;
}
export interface SandboxLine {
  accountId: string;
  debit: string;
  credit: string;
  description: string;
}
export interface SandboxCompany {
  ref: string;
  provider: AccountingProviderKey;
  name: string;
  accounts: SandboxAccount[];
}
export type GrantKind = 'code' | 'access' | 'refresh';

export async function sandboxCompanyCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accountingSandboxCompanies);
  return row?.n ?? 0;
}

export async function insertSandboxCompany(db: DbOrTx, c: SandboxCompany): Promise<void> {
  await db.insert(accountingSandboxCompanies).values(c);
}

export async function sandboxCompany(db: DbOrTx, ref: string): Promise<SandboxCompany | null> {
  const [row] = await db.select().from(accountingSandboxCompanies).where(eq(accountingSandboxCompanies.ref, ref));
  return row
    ? { ref: row.ref, provider: row.provider, name: row.name, accounts: row.accounts as SandboxAccount[] }
    : null;
}

export async function insertSandboxGrant(
  db: DbOrTx,
  g: {
    tokenHash: string;
    kind: GrantKind;
    provider: AccountingProviderKey;
    companyRef: string;
    redirectUri?: string | null;
    expiresAt?: Date | null;
  },
): Promise<void> {
  await db.insert(accountingSandboxGrants).values(g);
}

/** A single-use grant (a code, a refresh token): taken by the one call that deletes it, null for the others. */
export async function takeSandboxGrant(db: DbOrTx, tokenHash: string, kind: GrantKind) {
  const [row] = await db
    .delete(accountingSandboxGrants)
    .where(and(eq(accountingSandboxGrants.tokenHash, tokenHash), eq(accountingSandboxGrants.kind, kind)))
    .returning();
  return row ?? null;
}

export async function sandboxGrant(db: DbOrTx, tokenHash: string, kind: GrantKind) {
  const [row] = await db
    .select()
    .from(accountingSandboxGrants)
    .where(and(eq(accountingSandboxGrants.tokenHash, tokenHash), eq(accountingSandboxGrants.kind, kind)));
  return row ?? null;
}

/** Every access token of the company expires now (a test of the refresh). */
export async function expireSandboxAccess(db: DbOrTx, companyRef: string, at: Date): Promise<void> {
  await db
    .update(accountingSandboxGrants)
    .set({ expiresAt: at })
    .where(and(eq(accountingSandboxGrants.companyRef, companyRef), eq(accountingSandboxGrants.kind, 'access')));
}

export async function sandboxEntries(db: DbOrTx, companyRef: string) {
  return db
    .select()
    .from(accountingSandboxEntries)
    .where(eq(accountingSandboxEntries.companyRef, companyRef))
    .orderBy(asc(accountingSandboxEntries.createdAt), asc(accountingSandboxEntries.id));
}

/** QuickBooks numbers a company's entries: one more than the highest so far. */
export async function nextSandboxNumber(db: DbOrTx, companyRef: string): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${accountingSandboxEntries.externalId}::bigint), 0)::int` })
    .from(accountingSandboxEntries)
    .where(eq(accountingSandboxEntries.companyRef, companyRef));
  return String((row?.n ?? 0) + 1);
}

export async function insertSandboxEntry(
  db: DbOrTx,
  e: {
    companyRef: string;
    externalId: string;
    reference: string;
    entryDate: string;
    memo: string;
    lines: SandboxLine[];
  },
): Promise<void> {
  await db.insert(accountingSandboxEntries).values(e);
}

/** Takes an entry out of a company's journal (as someone deleting it at the provider). */
export async function deleteSandboxEntry(db: DbOrTx, companyRef: string, reference: string): Promise<number> {
  const rows = await db
    .delete(accountingSandboxEntries)
    .where(and(eq(accountingSandboxEntries.companyRef, companyRef), eq(accountingSandboxEntries.reference, reference)))
    .returning({ id: accountingSandboxEntries.id });
  return rows.length;
}
