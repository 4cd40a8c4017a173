/** The SQL of notes: the list, one note, the subject a note names, and the writes. */
import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NoteSubjectType } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { assignments, clients, contractors, invoices, notes, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { PgColumn } from 'drizzle-orm/pg-core';

const authorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
/** The subject's name, read from its own table. */
const subjectName = sql<string | null>`case ${notes.subjectType}
  when 'contractor' then (select c.first_name || ' ' || c.last_name from contractors c where c.id = ${notes.subjectId})
  when 'client' then (select c.name from clients c where c.id = ${notes.subjectId})
  when 'assignment' then (select 'Assignment of ' || c.first_name || ' ' || c.last_name from assignments a join contractors c on c.id = a.contractor_id where a.id = ${notes.subjectId})
  when 'invoice' then (select 'Invoice ' || coalesce(i.number::text, 'draft') from invoices i where i.id = ${notes.subjectId})
  end`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ note: notes, authorName, subjectName, ...extra })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId));

export type NoteJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = { created_at: notes.createdAt };

export interface NoteFilter extends ListRequest {
  scope: SQL | undefined;
  subjectType?: NoteSubjectType | undefined;
  subjectId?: string | undefined;
  authorId?: string | undefined;
  status: 'active' | 'archived';
  q?: string | undefined;
}

export function listNotes<V>(db: DbOrTx, f: NoteFilter, view: (r: NoteJoined) => V) {
  const t = notes;
  const where = and(
    f.scope,
    f.subjectType ? eq(t.subjectType, f.subjectType) : undefined,
    f.subjectId ? eq(t.subjectId, f.subjectId) : undefined,
    f.authorId ? eq(t.authorId, f.authorId) : undefined,
    f.status === 'active' ? isNull(t.archivedAt) : isNotNull(t.archivedAt),
    f.q ? ilike(t.body, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
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

export async function findNote(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await select(db)
    .where(and(eq(notes.id, id), scope))
    .limit(1);
  return row;
}

export async function lockNote(tx: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), scope))
    .for('update');
  return row;
}

const SUBJECT_TABLES = {
  contractor: { table: contractors, id: contractors.id, partnerId: contractors.partnerId },
  client: { table: clients, id: clients.id, partnerId: clients.partnerId },
  assignment: { table: assignments, id: assignments.id, partnerId: assignments.partnerId },
  invoice: { table: invoices, id: invoices.id, partnerId: invoices.partnerId },
} as const;

/** The partner column of a subject type's table (its scope is built from it). */
export const subjectPartnerColumn = (type: NoteSubjectType): PgColumn => SUBJECT_TABLES[type].partnerId;

/** The subject's partner, when the subject exists within `scope`. */
export async function findSubject(db: DbOrTx, type: NoteSubjectType, id: string, scope: SQL | undefined) {
  const s = SUBJECT_TABLES[type];
  const [row] = await db
    .select({ partnerId: s.partnerId })
    .from(s.table)
    .where(and(eq(s.id, id), scope))
    .limit(1);
  return row as { partnerId: string | null } | undefined;
}

export async function insertNote(tx: DbOrTx, values: typeof notes.$inferInsert) {
  const [row] = await tx.insert(notes).values(values).returning({ id: notes.id });
  return row!.id;
}

export async function updateNoteBody(tx: DbOrTx, id: string, body: string, at: Date) {
  await tx.update(notes).set({ body, updatedAt: at }).where(eq(notes.id, id));
}

export async function archiveNoteRow(tx: DbOrTx, id: string, userId: string, at: Date) {
  await tx
    .update(notes)
    .set({ archivedAt: at, archivedBy: userId })
    .where(and(eq(notes.id, id), isNull(notes.archivedAt)));
}
