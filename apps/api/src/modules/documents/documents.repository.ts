/** The SQL of documents: the list, one document, the owners an upload names, and the writes. */
import { and, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, documents, partners, storedFiles, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type DocumentRow = typeof documents.$inferSelect;

const contractorName = sql<string | null>`${contractors.firstName} || ' ' || ${contractors.lastName}`;
const uploaderName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      doc: documents,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      contractorName,
      clientName: clients.name,
      partnerName: partners.name,
      uploaderName,
      ...extra,
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(contractors, eq(contractors.id, documents.contractorId))
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(partners, eq(partners.id, documents.partnerId))
    .leftJoin(users, eq(users.id, documents.uploadedBy));

export type DocumentJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = { created_at: documents.createdAt, expires_on: documents.expiresOn, name: documents.name };

/** The column that names a kind's owner (a list's owner_id filter). */
const OWNER_COLUMN = {
  contractor: documents.contractorId,
  client: documents.clientId,
  employer: documents.partnerId,
  platform: documents.partnerId,
} as const;

export interface DocumentFilter extends ListRequest {
  kind: DocumentKind;
  scope: SQL | undefined;
  status: 'active' | 'archived';
  expiry?: 'expiring_soon' | 'expired' | undefined;
  ownerId?: string | undefined;
  /** YYYY-MM-DD: today, and the last day of the expiry warning. */
  today: string;
  warnUntil: string;
}

export function listDocuments<V>(db: DbOrTx, f: DocumentFilter, view: (r: DocumentJoined) => V) {
  const t = documents;
  const where = and(
    eq(t.kind, f.kind),
    f.scope,
    f.status === 'active' ? isNull(t.archivedAt) : isNotNull(t.archivedAt),
    f.expiry === 'expiring_soon' ? and(gte(t.expiresOn, f.today), lte(t.expiresOn, f.warnUntil)) : undefined,
    f.expiry === 'expired' ? lt(t.expiresOn, f.today) : undefined,
    f.ownerId ? eq(OWNER_COLUMN[f.kind], f.ownerId) : undefined,
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

export async function findDocument(
  db: DbOrTx,
  kind: DocumentKind,
  id: string,
  scope: SQL | undefined,
): Promise<DocumentJoined | undefined> {
  const [row] = await select(db)
    .where(and(eq(documents.id, id), eq(documents.kind, kind), scope))
    .limit(1);
  return row;
}

/** The document locked for a change, when the scope lets the caller see it. */
export async function lockDocument(tx: DbOrTx, kind: DocumentKind, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.kind, kind), scope))
    .for('update');
  return row;
}

export async function findContractorOwner(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: contractors.id, partnerId: contractors.partnerId })
    .from(contractors)
    .where(and(eq(contractors.id, id), scope));
  return row;
}

export async function findClientOwner(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(and(eq(clients.id, id), scope));
  return row;
}

export async function findPartner(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  return row;
}

export async function insertDocumentFile(tx: DbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await tx.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function insertDocument(tx: DbOrTx, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function archiveDocumentRow(tx: DbOrTx, id: string, userId: string, at: Date) {
  await tx
    .update(documents)
    .set({ archivedAt: at, archivedBy: userId })
    .where(and(eq(documents.id, id), isNull(documents.archivedAt)));
}
