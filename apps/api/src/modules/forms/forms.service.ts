/**
 * Forms (decision 0077): built from a definition (sections of typed fields), published, assigned to a
 * tenant's contractors and client users, answered once by each, the answers checked against the
 * version answered with the validator `formAnswersSchema` builds from its definition. A version with
 * submissions is frozen: a change makes the next version, and each submission keeps its own. Every
 * command runs in one transaction and leaves an audit row; assignment e-mails go after the commit.
 */
import {
  formAnswersSchema,
  formFields,
  formatAnswer,
  type FormAnswers,
  type FormAssignmentStatus,
  type FormAssignmentView,
  type FormCreate,
  type FormDefinition,
  type FormDetail,
  type FormFillView,
  type FormListView,
  type FormRecipient,
  type FormStatus,
  type FormSubmissionView,
  type FormTemplateView,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { partnerExists } from '../../lib/partners.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { emitEvent } from '../../lib/events.js';
import type { CsvColumn } from '../../lib/list.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  mustAnswerInPerson,
  mustKeepForms,
  mustReadTemplates,
  mustWriteTemplates,
  newFormOwner,
  readsAllAnswers,
} from './forms.policy.js';
import {
  eligibleRecipients,
  findForm,
  findOwnAssignment,
  findSubmissionOf,
  findTemplate,
  findVersion,
  insertAssignments,
  insertForm,
  insertSubmission,
  insertTemplate,
  insertVersion,
  listAssignments,
  listForms,
  listSubmissions,
  listTemplates,
  lockForm,
  markSubmitted,
  submissionCount,
  updateForm,
  updateVersion,
  versionsOf,
  type AssignmentJoined,
  type FormJoined,
  type FormTemplateRow,
  type RecipientRow,
  type SubmissionJoined,
} from './forms.repository.js';
import { formAssignmentScope, formScope, recipientPartnerOf } from './forms.scope.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function listViewOf(r: FormJoined): FormListView {
  const f = r.form;
  return {
    id: f.id,
    title: f.title,
    status: f.status,
    version: f.currentVersion,
    partner: f.partnerId ? { id: f.partnerId, name: r.partnerName ?? '' } : null,
    template: f.templateId ? { id: f.templateId, name: r.templateName ?? '' } : null,
    assigned_count: Number(r.assignedCount),
    submitted_count: Number(r.submittedCount),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    published_at: iso(f.publishedAt),
  };
}

export interface FormListQuery extends ListRequest {
  status?: FormStatus | undefined;
  search?: string | undefined;
  partnerId?: string | undefined;
}

export function formList(deps: AppDeps, p: Principal, q: FormListQuery) {
  mustKeepForms(p);
  return listForms(deps.db, { ...q, scope: formScope(p) }, listViewOf);
}

async function detailOf(db: AppDeps['db'] | Tx, p: Principal, id: string): Promise<FormDetail> {
  const row = await findForm(db, id, formScope(p));
  if (!row) throw notFound();
  const versions = await versionsOf(db, id);
  const current = versions.find((v) => v.v.version === row.form.currentVersion)!;
  return {
    ...listViewOf(row),
    description: current.v.description,
    definition: current.v.definition,
    versions: versions.map((v) => ({
      version: v.v.version,
      title: v.v.title,
      definition: v.v.definition,
      created_at: v.v.createdAt.toISOString(),
      submissions: Number(v.submissions),
    })),
    can_edit: row.form.status !== 'archived',
    can_assign: row.form.status === 'published',
  };
}

export function formDetail(deps: AppDeps, p: Principal, id: string) {
  mustKeepForms(p);
  return detailOf(deps.db, p, id);
}

export async function createForm(deps: AppDeps, p: Principal, body: FormCreate, ip: string) {
  const partnerId = newFormOwner(p, body.partner_id);
  return deps.db.transaction(async (tx) => {
    // Staff may name the partner: an unknown one is the caller's mistake (422), not a foreign key's 500.
    if (partnerId && !(await partnerExists(tx, partnerId)))
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    if (body.template_id && !(await findTemplate(tx, body.template_id)))
      throw unprocessable([{ loc: ['body', 'template_id'], msg: 'No such form template' }]);
    const now = deps.clock.now();
    const id = await insertForm(tx, {
      partnerId,
      templateId: body.template_id,
      title: body.title,
      createdBy: p.userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertVersion(tx, {
      formId: id,
      version: 1,
      title: body.title,
      description: body.description,
      definition: body.definition,
      createdBy: p.userId,
      createdAt: now,
    });
    await auditAs(tx, p, ip, {
      action: 'form_created',
      entityType: 'form',
      entityId: id,
      metadata: { partner_id: partnerId, template_id: body.template_id, fields: formFields(body.definition).length },
    });
    return detailOf(tx, p, id);
  });
}

async function locked(tx: Tx, p: Principal, id: string) {
  const form = await lockForm(tx, id, formScope(p));
  if (!form) throw notFound();
  return form;
}

/**
 * A change to the title, description or definition: made to the current version while nobody has
 * answered it, else as the next version (the answered one stays as it was, with its submissions).
 */
export async function editForm(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: { title?: string | undefined; description?: string | undefined; definition?: FormDefinition | undefined },
  ip: string,
) {
  mustKeepForms(p);
  return deps.db.transaction(async (tx) => {
    const form = await locked(tx, p, id);
    if (form.status === 'archived') throw conflict('An archived form cannot change');
    const current = (await findVersion(tx, id, form.currentVersion))!;
    const next = {
      title: changes.title ?? current.title,
      description: changes.description ?? current.description,
      definition: changes.definition ?? current.definition,
    };
    const answered = (await submissionCount(tx, id, form.currentVersion)) > 0;
    const version = answered ? form.currentVersion + 1 : form.currentVersion;
    const now = deps.clock.now();
    if (answered) await insertVersion(tx, { formId: id, version, ...next, createdBy: p.userId, createdAt: now });
    else await updateVersion(tx, id, version, next);
    await updateForm(tx, id, { title: next.title, currentVersion: version, updatedAt: now });
    await auditAs(tx, p, ip, {
      action: 'form_updated',
      entityType: 'form',
      entityId: id,
      metadata: { fields: Object.keys(changes), version, new_version: answered },
    });
    return detailOf(tx, p, id);
  });
}

export async function publishForm(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustKeepForms(p);
  return deps.db.transaction(async (tx) => {
    const form = await locked(tx, p, id);
    if (form.status !== 'draft') throw conflict(`Only a draft form is published (this one is ${form.status})`);
    const now = deps.clock.now();
    await updateForm(tx, id, { status: 'published', publishedAt: now, updatedAt: now });
    await auditAs(tx, p, ip, {
      action: 'form_published',
      entityType: 'form',
      entityId: id,
      metadata: { version: form.currentVersion },
    });
    return detailOf(tx, p, id);
  });
}

/** Archiving is idempotent; an archived form takes no new assignment and no answer. */
export async function archiveForm(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustKeepForms(p);
  return deps.db.transaction(async (tx) => {
    const form = await locked(tx, p, id);
    if (form.status !== 'archived') {
      const now = deps.clock.now();
      await updateForm(tx, id, { status: 'archived', archivedAt: now, updatedAt: now });
      await auditAs(tx, p, ip, { action: 'form_archived', entityType: 'form', entityId: id });
    }
    return detailOf(tx, p, id);
  });
}

/* ---------------------------------------------------------------- assigning */

const recipientOf = (r: {
  userId: string;
  name: string;
  email: string;
  organization: string;
  kind: 'contractor' | 'client';
}): FormRecipient => ({
  user_id: r.userId,
  name: r.name,
  email: r.email,
  kind: r.kind,
  organization: r.organization,
});

const kindOf = (r: RecipientRow) => (r.contractorId ? 'contractor' : 'client') as 'contractor' | 'client';

/** The people the caller may assign the form to (the Assign dialog's picker), at most 50 per search. */
export async function recipientOptions(
  deps: AppDeps,
  p: Principal,
  id: string,
  q: { search?: string | undefined; kind?: 'contractor' | 'client' | undefined },
) {
  mustKeepForms(p);
  const form = await findForm(deps.db, id, formScope(p));
  if (!form) throw notFound();
  const rows = await eligibleRecipients(deps.db, {
    partnerId: recipientPartnerOf(p, form.form.partnerId),
    search: q.search,
    kind: q.kind,
    limit: 50,
  });
  return rows.map((r) => recipientOf({ ...r, kind: kindOf(r) }));
}

export async function assignForm(deps: AppDeps, p: Principal, id: string, userIds: string[], ip: string) {
  mustKeepForms(p);
  const wanted = [...new Set(userIds)];
  const result = await deps.db.transaction(async (tx) => {
    const form = await locked(tx, p, id);
    if (form.status !== 'published')
      throw conflict(
        form.status === 'draft' ? 'Publish the form before assigning it' : 'An archived form is not assigned',
      );
    const people = await eligibleRecipients(tx, {
      partnerId: recipientPartnerOf(p, form.partnerId),
      userIds: wanted,
      limit: wanted.length,
    });
    const found = new Set(people.map((r) => r.userId));
    const missing = userIds.flatMap((u, i) => (found.has(u) ? [] : [i]));
    if (missing.length)
      throw unprocessable(
        missing.map((i) => ({
          loc: ['body', 'user_ids', i],
          msg: 'Not a contractor or client user this form may be assigned to',
        })),
      );
    const now = deps.clock.now();
    const inserted = await insertAssignments(
      tx,
      people.map((r) => ({
        formId: id,
        partnerId: r.partnerId,
        userId: r.userId,
        kind: kindOf(r),
        contractorId: r.contractorId,
        clientId: r.clientId,
        assignedBy: p.userId,
        assignedAt: now,
      })),
    );
    const added = new Set(inserted.map((r) => r.userId));
    if (inserted.length) {
      await auditAs(tx, p, ip, {
        action: 'form_assigned',
        entityType: 'form',
        entityId: id,
        metadata: { user_ids: [...added], version: form.currentVersion },
      });
      await emitEvent(tx, {
        type: 'document_to_sign',
        partnerId: form.partnerId,
        subject: { type: 'form', id },
        actorUserId: p.userId,
        title: `To fill in: ${form.title}`,
        body: 'A form waits for your answers',
        link: `/forms/${id}`,
        to: { userIds: [...added] },
      });
    }
    return {
      title: form.title,
      mail: people.filter((r) => added.has(r.userId)),
      answer: { assigned: inserted.length, already_assigned: people.length - inserted.length },
    };
  });
  for (const r of result.mail) await mailAssigned(deps, id, result.title, r);
  return result.answer;
}

/** The recipient's e-mail: the form's title and the page to fill it on (the answers stay behind the sign-in). */
async function mailAssigned(deps: AppDeps, formId: string, title: string, r: RecipientRow) {
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const first = r.name.split(' ')[0] ?? '';
  await deps.mailer.send({
    to: r.email,
    subject: `Please fill in: ${title}`,
    text: `Hello ${first},\n\n"${title}" is waiting for your answers. Sign in to fill it in:\n\n${deps.config.publicUrl}/forms/${formId}\n`,
    messageId: `<form-assigned-${formId}-${r.userId}@${host}>`,
  });
}

function assignmentViewOf(r: AssignmentJoined): FormAssignmentView {
  return {
    id: r.a.id,
    form: { id: r.a.formId, title: r.formTitle },
    recipient: recipientOf({
      userId: r.a.userId,
      name: r.name,
      email: r.email,
      organization: r.organization,
      kind: r.a.kind,
    }),
    status: r.a.status,
    assigned_at: r.a.assignedAt.toISOString(),
    submitted_at: iso(r.a.submittedAt),
    version: r.version ?? null,
  };
}

export interface AssignmentListQuery extends ListRequest {
  formId?: string | undefined;
  status?: FormAssignmentStatus | undefined;
}

/** /v2/form_assignments: a recipient's own (the forms it has to fill), staff's and partners' in their scope. */
export function assignmentList(deps: AppDeps, p: Principal, q: AssignmentListQuery) {
  return listAssignments(deps.db, { ...q, scope: formAssignmentScope(p) }, assignmentViewOf);
}

/** One form's assignments (its detail page), the form read through the caller's scope first. */
export async function formAssignmentList(deps: AppDeps, p: Principal, id: string, q: AssignmentListQuery) {
  mustKeepForms(p);
  if (!(await findForm(deps.db, id, formScope(p)))) throw notFound();
  return listAssignments(deps.db, { ...q, formId: id, scope: formAssignmentScope(p) }, assignmentViewOf);
}

/* ---------------------------------------------------------------- answering */

/** The recipient's fill page: the version to answer now, or the one answered with its answers. */
export async function formFill(deps: AppDeps, p: Principal, id: string): Promise<FormFillView> {
  const a = await findOwnAssignment(deps.db, id, p.userId);
  if (!a) throw notFound();
  const form = (await findForm(deps.db, id, undefined))!;
  const submission = a.status === 'submitted' ? await findSubmissionOf(deps.db, a.id) : null;
  const v = (await findVersion(deps.db, id, submission?.version ?? form.form.currentVersion))!;
  return {
    assignment_id: a.id,
    form_id: id,
    title: v.title,
    description: v.description,
    version: v.version,
    definition: v.definition,
    status: a.status,
    closed: form.form.status === 'archived' && !submission,
    answers: submission?.answers ?? null,
    submitted_at: iso(submission?.submittedAt ?? null),
  };
}

/**
 * The recipient answers, once: the answers are checked against the form's current version (422, one
 * issue per field at body.answers.<key>) and stored with that version's number.
 */
export async function submitForm(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { answers: Record<string, unknown>; version?: number | undefined },
  ip: string,
) {
  mustAnswerInPerson(p);
  const { answers } = body;
  await deps.db.transaction(async (tx) => {
    const a = await findOwnAssignment(tx, id, p.userId, true);
    if (!a) throw notFound();
    if (a.status === 'submitted') throw conflict('You have already answered this form');
    const form = (await lockForm(tx, id, undefined))!;
    if (form.status !== 'published') throw conflict('This form no longer takes answers');
    if (body.version !== undefined && body.version !== form.currentVersion)
      throw conflict('This form changed since you opened it: reload the page to answer its new version');
    const v = (await findVersion(tx, id, form.currentVersion))!;
    const checked = formAnswersSchema(v.definition).safeParse(answers);
    if (!checked.success)
      throw unprocessable(
        checked.error.issues.map((i) => ({ loc: ['body', 'answers', String(i.path[0])], msg: i.message })),
      );
    const now = deps.clock.now();
    const submissionId = await insertSubmission(tx, {
      assignmentId: a.id,
      formId: id,
      version: v.version,
      answers: checked.data,
      submittedBy: p.userId,
      submittedAt: now,
      ip,
    });
    await markSubmitted(tx, a.id, now);
    await auditAs(tx, p, ip, {
      action: 'form_submitted',
      entityType: 'form',
      entityId: id,
      metadata: { submission_id: submissionId, assignment_id: a.id, version: v.version },
    });
  });
  return formFill(deps, p, id);
}

/* ---------------------------------------------------------------- submissions */

function submissionViewOf(r: SubmissionJoined): FormSubmissionView {
  return {
    id: r.s.id,
    assignment_id: r.a.id,
    respondent: recipientOf({
      userId: r.a.userId,
      name: r.name,
      email: r.email,
      organization: r.organization,
      kind: r.a.kind,
    }),
    version: r.s.version,
    submitted_at: r.s.submittedAt.toISOString(),
    answers: r.s.answers as FormAnswers,
  };
}

/**
 * The CSV's columns: who answered, when and which version, then one column per field — the current
 * version's in order, then fields only earlier versions had — each named by its latest label.
 */
function submissionCsvColumns(versions: { version: number; definition: FormDefinition }[]) {
  const byKey = new Map<string, ReturnType<typeof formFields>[number]>();
  for (const v of [...versions].sort((a, b) => b.version - a.version))
    for (const f of formFields(v.definition)) if (!byKey.has(f.key)) byKey.set(f.key, f);
  const columns: CsvColumn<FormSubmissionView>[] = [
    { header: 'Respondent', value: (s) => s.respondent.name },
    { header: 'E-mail', value: (s) => s.respondent.email },
    { header: 'Kind', value: (s) => s.respondent.kind },
    { header: 'Organization', value: (s) => s.respondent.organization },
    { header: 'Submitted', value: (s) => s.submitted_at },
    { header: 'Version', value: (s) => s.version },
    ...[...byKey.values()].map((f): CsvColumn<FormSubmissionView> => ({
      header: f.label,
      value: (s) => formatAnswer(f, s.answers[f.key]),
    })),
  ];
  return columns;
}

export async function submissionList(
  deps: AppDeps,
  p: Principal,
  id: string,
  q: ListRequest & { version?: number | undefined },
) {
  mustKeepForms(p);
  if (!readsAllAnswers(p)) throw notFound();
  const form = await findForm(deps.db, id, formScope(p));
  if (!form) throw notFound();
  const versions = (await versionsOf(deps.db, id)).map((v) => ({ version: v.v.version, definition: v.v.definition }));
  const page = await listSubmissions(deps.db, { ...q, formId: id, scope: formAssignmentScope(p) }, submissionViewOf);
  const name = form.form.title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return { page, columns: submissionCsvColumns(versions), filename: `${name || 'form'}-submissions` };
}

/* ---------------------------------------------------------------- templates */

function templateViewOf(t: FormTemplateRow): FormTemplateView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    title: t.title,
    definition: t.definition,
    field_count: formFields(t.definition).length,
    created_at: t.createdAt.toISOString(),
  };
}

export function templateList(deps: AppDeps, p: Principal, q: ListRequest & { search?: string | undefined }) {
  mustReadTemplates(p);
  return listTemplates(deps.db, q, (r) => templateViewOf(r.t));
}

export async function templateDetail(deps: AppDeps, p: Principal, id: string) {
  mustReadTemplates(p);
  const t = await findTemplate(deps.db, id);
  if (!t) throw notFound();
  return templateViewOf(t);
}

export async function createFormTemplate(
  deps: AppDeps,
  p: Principal,
  body: { name: string; description: string; title: string; definition: FormDefinition },
  ip: string,
) {
  mustWriteTemplates(p);
  return deps.db.transaction(async (tx) => {
    const id = await insertTemplate(tx, { ...body, createdBy: p.userId, createdAt: deps.clock.now() });
    if (!id) throw conflict(`A form template named "${body.name}" exists already`);
    await auditAs(tx, p, ip, {
      action: 'form_template_created',
      entityType: 'form_template',
      entityId: id,
      metadata: { name: body.name },
    });
    return templateViewOf((await findTemplate(tx, id))!);
  });
}
