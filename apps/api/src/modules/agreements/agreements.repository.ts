/**
 * The SQL of generated agreements: the list and one agreement through the caller's scope, the row under
 * its lock, signatures (acceptance rows naming the agreement), the signed PDF's stored file, and what the
 * reminder job reads and claims.
 */
import { and, asc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  agreementAcceptances,
  agreements,
  agreementTemplates,
  agreementTemplateVersions,
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { agreementScope } from './agreements.scope.js';

const a = agreements;
/** Who signs an organization's agreement (its owner); a worker's agreement names none. */
const signer = alias(users, 'signer');

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      agreement: a,
      /** The worker's name, or for an organization's agreement its signer's. */
      contractorName: sql<string>`coalesce(${contractors.firstName} || ' ' || ${contractors.lastName},
        ${signer.firstName} || ' ' || ${signer.lastName})`,
      contractorEmail: contractors.email,
      partnerName: partners.name,
      clientName: clients.name,
      jobTitle: jobs.title,
      templateName: agreementTemplates.name,
      templatePartnerId: agreementTemplates.partnerId,
      templateVersion: agreementTemplateVersions.version,
      ...extra,
    })
    .from(a)
    .leftJoin(contractors, eq(contractors.id, a.contractorId))
    .leftJoin(signer, eq(signer.id, a.signerUserId))
    .innerJoin(partners, eq(partners.id, a.partnerId))
    .innerJoin(agreementTemplates, eq(agreementTemplates.id, a.templateId))
    .innerJoin(agreementTemplateVersions, eq(agreementTemplateVersions.id, a.templateVersionId))
    .leftJoin(clients, eq(clients.id, a.clientId))
    .leftJoin(assignments, eq(assignments.id, a.assignmentId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId));
export type AgreementRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export interface AgreementFilter extends ListRequest {
  status?: AgreementRow['agreement']['status'] | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  templateId?: string | undefined;
  search?: string | undefined;
}

const SORTS: KeyMap = {
  created_at: a.createdAt,
  sent_at: nullableKey(a.sentAt),
  title: a.title,
  status: a.status,
};

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listAgreements<V>(db: DbOrTx, p: Principal, f: AgreementFilter, view: (r: AgreementRow) => V) {
  const where = and(
    agreementScope(p, db),
    f.status ? eq(a.status, f.status) : undefined,
    f.contractorId ? eq(a.contractorId, f.contractorId) : undefined,
    f.partnerId ? eq(a.partnerId, f.partnerId) : undefined,
    f.templateId ? eq(a.templateId, f.templateId) : undefined,
    f.search
      ? or(
          ilike(a.title, like(f.search)),
          sql`exists (select 1 from contractors sc where sc.id = ${sql.raw('"agreements"."contractor_id"')}
                and (sc.first_name || ' ' || sc.last_name) ilike ${like(f.search)})`,
        )
      : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, a, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [a.id]),
    request: f,
    view,
  });
}

export async function findVisibleAgreement(db: DbOrTx, p: Principal, id: string) {
  const [row] = await select(db)
    .where(and(eq(a.id, id), agreementScope(p, db)))
    .limit(1);
  return row;
}

/** The agreement row under its lock: one signature, send or void at a time. */
export async function lockAgreement(tx: Tx, id: string) {
  const [row] = await tx.select({ id: a.id }).from(a).where(eq(a.id, id)).for('update');
  return row;
}

export async function insertAgreement(db: DbOrTx, values: typeof a.$inferInsert): Promise<string> {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

export async function updateAgreementColumns(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof a.$inferInsert,
      | 'status'
      | 'sentAt'
      | 'signedAt'
      | 'countersignedAt'
      | 'voidedAt'
      | 'voidReason'
      | 'signedPdfFileId'
      | 'signedPdfSha256'
    >
  >,
): Promise<void> {
  await db.update(a).set(values).where(eq(a.id, id));
}

export function signaturesOf(db: DbOrTx, agreementId: string) {
  return db
    .select({
      role: agreementAcceptances.role,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      signedAt: agreementAcceptances.acceptedAt,
      ip: agreementAcceptances.ip,
      userAgent: agreementAcceptances.userAgent,
      documentHash: agreementAcceptances.textHash,
    })
    .from(agreementAcceptances)
    .innerJoin(users, eq(users.id, agreementAcceptances.userId))
    .where(eq(agreementAcceptances.agreementId, agreementId))
    .orderBy(asc(agreementAcceptances.acceptedAt), asc(agreementAcceptances.role));
}

export async function insertStoredFile(db: DbOrTx, values: typeof storedFiles.$inferInsert): Promise<string> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function storedFileOf(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * Agreements awaiting a signature whose last e-mail (the one sending it, or the last reminder) went at or
 * before `cutoff`, under the reminder cap, oldest first.
 */
export function agreementsToRemind(db: DbOrTx, cutoff: Date, max: number, limit: number) {
  return db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.status, 'sent'),
        lte(a.sentAt, cutoff),
        sql`coalesce(${a.lastRemindedAt}, ${a.sentAt}) <= ${cutoff.toISOString()}::timestamptz`,
        sql`${a.remindersSent} < ${max}`,
      ),
    )
    .orderBy(asc(a.sentAt), asc(a.id))
    .limit(limit);
}

/**
 * Claims one reminder: counts it and stamps it, only if the agreement still awaits its signature and is
 * still due (a second worker claiming the same one gets nothing). Answers what the e-mail needs.
 */
export async function claimReminder(db: DbOrTx, id: string, cutoff: Date, max: number, now: Date) {
  const [before] = await db.select({ lastRemindedAt: a.lastRemindedAt }).from(a).where(eq(a.id, id));
  if (!before) return undefined;
  const previous = before.lastRemindedAt;
  const [row] = await db
    .update(a)
    .set({ remindersSent: sql`${a.remindersSent} + 1`, lastRemindedAt: now })
    .where(
      and(
        eq(a.id, id),
        eq(a.status, 'sent'),
        // Unchanged since read, so `previous` is what an unclaim puts back.
        previous ? eq(a.lastRemindedAt, previous) : isNull(a.lastRemindedAt),
        sql`coalesce(${a.lastRemindedAt}, ${a.sentAt}) <= ${cutoff.toISOString()}::timestamptz`,
        sql`${a.remindersSent} < ${max}`,
      ),
    )
    .returning({ id: a.id, title: a.title, contractorId: a.contractorId, remindersSent: a.remindersSent });
  return row && { ...row, previousRemindedAt: previous };
}

/** Gives a claimed reminder back when its e-mail failed: the next run sends it (only if nothing moved since). */
export async function unclaimReminder(
  db: DbOrTx,
  claimed: { id: string; remindersSent: number; previousRemindedAt: Date | null },
  now: Date,
) {
  await db
    .update(a)
    .set({ remindersSent: claimed.remindersSent - 1, lastRemindedAt: claimed.previousRemindedAt })
    .where(and(eq(a.id, claimed.id), eq(a.remindersSent, claimed.remindersSent), eq(a.lastRemindedAt, now)));
}

export async function contractorContact(db: DbOrTx, contractorId: string) {
  const [row] = await db
    .select({ email: contractors.email, firstName: contractors.firstName })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return row;
}
