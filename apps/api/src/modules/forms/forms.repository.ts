/**
 * The SQL of forms (decision 0077): forms and their versions, the people a form may go to, its
 * assignments and their submissions, and the platform's form templates.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FormAnswers, FormAssignmentStatus, FormDefinition, FormStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  formAssignments,
  formSubmissions,
  formTemplates,
  formVersions,
  forms,
  partners,
  users,
} from '../../db/schema/index.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormTemplateRow = typeof formTemplates.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/* ---------------------------------------------------------------- forms */

// Written out qualified: inside the subquery an unqualified "id" would be the assignment's.
const assignedCount = sql<number>`(select count(*)::int from form_assignments fa where fa.form_id = "forms"."id")`;
const submittedCount = sql<number>`(select count(*)::int from form_assignments fa where fa.form_id = "forms"."id" and fa.status = 'submitted')`;

const selectForms = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      form: forms,
      partnerName: partners.name,
      templateName: formTemplates.name,
      assignedCount,
      submittedCount,
      ...extra,
    })
    .from(forms)
    .leftJoin(partners, eq(partners.id, forms.partnerId))
    .leftJoin(formTemplates, eq(formTemplates.id, forms.templateId));
export type FormJoined = Awaited<ReturnType<ReturnType<typeof selectForms>['execute']>>[number];

const FORM_SORTS: KeyMap = {
  title: forms.title,
  created_at: forms.createdAt,
  updated_at: forms.updatedAt,
  status: forms.status,
};

export interface FormFilter extends ListRequest {
  scope: SQL | undefined;
  status?: FormStatus | undefined;
  search?: string | undefined;
  partnerId?: string | undefined;
}

export function listForms<V>(db: DbOrTx, f: FormFilter, view: (r: FormJoined) => V) {
  const where = and(
    f.scope,
    f.status ? eq(forms.status, f.status) : undefined,
    f.search ? ilike(forms.title, like(f.search)) : undefined,
    f.partnerId ? eq(forms.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectForms(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, forms, where),
    keyset: keysetOf(FORM_SORTS, f.sort, 'created_at', [forms.id]),
    request: f,
    view,
  });
}

export async function findForm(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await selectForms(db).where(and(eq(forms.id, id), scope));
  return row ?? null;
}

/** The form's row under its lock (a command on it), through the caller's scope. */
export async function lockForm(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), scope))
    .for('update');
  return row ?? null;
}

export async function insertForm(db: DbOrTx, values: typeof forms.$inferInsert) {
  const [row] = await db.insert(forms).values(values).returning({ id: forms.id });
  return row!.id;
}

export async function updateForm(db: DbOrTx, id: string, values: Partial<typeof forms.$inferInsert>) {
  await db.update(forms).set(values).where(eq(forms.id, id));
}

export async function insertVersion(db: DbOrTx, values: typeof formVersions.$inferInsert) {
  await db.insert(formVersions).values(values);
}

export async function updateVersion(
  db: DbOrTx,
  formId: string,
  version: number,
  values: { title: string; description: string; definition: FormDefinition },
) {
  await db
    .update(formVersions)
    .set(values)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
}

/** Every version of a form, newest first, with how many submissions answered each. */
export function versionsOf(db: DbOrTx, formId: string) {
  return db
    .select({
      v: formVersions,
      submissions: sql<number>`(select count(*)::int from form_submissions s where s.form_id = "form_versions"."form_id" and s.version = "form_versions"."version")`,
    })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
}

export async function findVersion(db: DbOrTx, formId: string, version: number) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  return row ?? null;
}

export async function submissionCount(db: DbOrTx, formId: string, version: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.version, version)));
  return row?.n ?? 0;
}

/* ---------------------------------------------------------------- recipients */

const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The active contractor and client users of the partners `partnerScope` names (null: every partner),
 * matching the search, at most `limit` of them; or exactly `userIds` when given.
 */
export function eligibleRecipients(
  db: DbOrTx,
  q: {
    partnerId: string | null;
    search?: string | undefined;
    kind?: 'contractor' | 'client' | undefined;
    userIds?: readonly string[];
    limit: number;
  },
) {
  const recipientPartner = sql<string>`coalesce(${contractors.partnerId}, ${clients.partnerId})`;
  return db
    .select({
      userId: users.id,
      name: personName,
      email: users.email,
      contractorId: users.contractorId,
      clientId: users.clientId,
      partnerId: recipientPartner,
      organization: sql<string>`coalesce(${clients.name}, ${partners.name})`,
    })
    .from(users)
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(partners, eq(partners.id, recipientPartner))
    .where(
      and(
        eq(users.active, true),
        or(isNotNull(users.contractorId), isNotNull(users.clientId)),
        q.partnerId ? sql`${recipientPartner} = ${q.partnerId}` : undefined,
        q.kind === 'contractor' ? isNotNull(users.contractorId) : undefined,
        q.kind === 'client' ? isNotNull(users.clientId) : undefined,
        q.search
          ? or(
              ilike(personName, like(q.search)),
              ilike(users.email, like(q.search)),
              ilike(clients.name, like(q.search)),
            )
          : undefined,
        q.userIds ? inArray(users.id, [...q.userIds]) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(q.limit);
}
export type RecipientRow = Awaited<ReturnType<typeof eligibleRecipients>>[number];

/* ---------------------------------------------------------------- assignments */

export async function insertAssignments(db: DbOrTx, rows: (typeof formAssignments.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(formAssignments)
    .values(rows)
    .onConflictDoNothing({ target: [formAssignments.formId, formAssignments.userId] })
    .returning({ id: formAssignments.id, userId: formAssignments.userId });
}

const selectAssignments = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      a: formAssignments,
      formTitle: forms.title,
      name: personName,
      email: users.email,
      organization: sql<string>`coalesce(${clients.name}, ${partners.name})`,
      version: formSubmissions.version,
      ...extra,
    })
    .from(formAssignments)
    .innerJoin(forms, eq(forms.id, formAssignments.formId))
    .innerJoin(users, eq(users.id, formAssignments.userId))
    .innerJoin(partners, eq(partners.id, formAssignments.partnerId))
    .leftJoin(clients, eq(clients.id, formAssignments.clientId))
    .leftJoin(formSubmissions, eq(formSubmissions.assignmentId, formAssignments.id));
export type AssignmentJoined = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];

const ASSIGNMENT_SORTS: KeyMap = {
  assigned_at: formAssignments.assignedAt,
  submitted_at: nullableKey(formAssignments.submittedAt),
  status: formAssignments.status,
};

export interface AssignmentFilter extends ListRequest {
  scope: SQL | undefined;
  formId?: string | undefined;
  status?: FormAssignmentStatus | undefined;
}

export function listAssignments<V>(db: DbOrTx, f: AssignmentFilter, view: (r: AssignmentJoined) => V) {
  const t = formAssignments;
  const where = and(
    f.scope,
    f.formId ? eq(t.formId, f.formId) : undefined,
    f.status ? eq(t.status, f.status) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectAssignments(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(ASSIGNMENT_SORTS, f.sort, 'assigned_at', [t.id]),
    request: f,
    view,
  });
}

/** The caller's own assignment of a form (the fill page), locked when a submission is about to be written. */
export async function findOwnAssignment(db: DbOrTx, formId: string, userId: string, forUpdate = false) {
  const q = db
    .select()
    .from(formAssignments)
    .where(and(eq(formAssignments.formId, formId), eq(formAssignments.userId, userId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function markSubmitted(db: DbOrTx, id: string, at: Date) {
  await db.update(formAssignments).set({ status: 'submitted', submittedAt: at }).where(eq(formAssignments.id, id));
}

/* ---------------------------------------------------------------- submissions */

export async function insertSubmission(db: DbOrTx, values: typeof formSubmissions.$inferInsert) {
  const [row] = await db.insert(formSubmissions).values(values).returning({ id: formSubmissions.id });
  return row!.id;
}

export async function findSubmissionOf(db: DbOrTx, assignmentId: string) {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.assignmentId, assignmentId));
  return row ?? null;
}

const selectSubmissions = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      s: formSubmissions,
      a: formAssignments,
      name: personName,
      email: users.email,
      organization: sql<string>`coalesce(${clients.name}, ${partners.name})`,
      ...extra,
    })
    .from(formSubmissions)
    .innerJoin(formAssignments, eq(formAssignments.id, formSubmissions.assignmentId))
    .innerJoin(users, eq(users.id, formAssignments.userId))
    .innerJoin(partners, eq(partners.id, formAssignments.partnerId))
    .leftJoin(clients, eq(clients.id, formAssignments.clientId));
export type SubmissionJoined = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['execute']>>[number];

const SUBMISSION_SORTS: KeyMap = { submitted_at: formSubmissions.submittedAt };

export interface SubmissionFilter extends ListRequest {
  formId: string;
  scope: SQL | undefined;
  version?: number | undefined;
}

export function listSubmissions<V>(db: DbOrTx, f: SubmissionFilter, view: (r: SubmissionJoined) => V) {
  const t = formSubmissions;
  const where = and(eq(t.formId, f.formId), f.scope, f.version !== undefined ? eq(t.version, f.version) : undefined);
  return keysetList(db, {
    select: (listKey) => selectSubmissions(db, { listKey }).$dynamic(),
    where,
    // The scope reads the assignment: the count joins it too.
    matching: db
      .select({ one: sql`1` })
      .from(t)
      .innerJoin(formAssignments, eq(formAssignments.id, t.assignmentId))
      .where(where)
      .$dynamic(),
    keyset: keysetOf(SUBMISSION_SORTS, f.sort, 'submitted_at', [t.id]),
    request: f,
    view,
  });
}

export type { FormAnswers };

/* ---------------------------------------------------------------- templates */

const TEMPLATE_SORTS: KeyMap = { name: formTemplates.name, created_at: formTemplates.createdAt };

export function listTemplates<V>(
  db: DbOrTx,
  f: ListRequest & { search?: string | undefined },
  view: (r: { t: FormTemplateRow }) => V,
) {
  const where = f.search
    ? or(ilike(formTemplates.name, like(f.search)), ilike(formTemplates.description, like(f.search)))
    : undefined;
  return keysetList(db, {
    select: (listKey) => db.select({ t: formTemplates, listKey }).from(formTemplates).$dynamic(),
    where,
    matching: matchingRows(db, formTemplates, where),
    keyset: keysetOf(TEMPLATE_SORTS, f.sort, 'name', [formTemplates.id]),
    request: f,
    view,
  });
}

export async function findTemplate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(formTemplates).where(eq(formTemplates.id, id));
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: typeof formTemplates.$inferInsert) {
  const [row] = await db
    .insert(formTemplates)
    .values(values)
    .onConflictDoNothing({ target: formTemplates.name })
    .returning({ id: formTemplates.id });
  return row?.id ?? null;
}
