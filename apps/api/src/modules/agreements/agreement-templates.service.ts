/**
 * Templates (decision 0069), agreement and document alike: created with their first version; a change of
 * text is the next version (a version, once saved, is never edited: agreements point at the one they were
 * generated from); name, category, countersignature and archiving change in place.
 */
import { createHash } from 'node:crypto';
import {
  billFieldsIn,
  mergeFieldsOf,
  needsAssignment,
  type TemplateCreate,
  type TemplateDetail,
  type TemplateKind,
  type TemplateUpdate,
  type TemplateVersionCreate,
  type TemplateView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayEditTemplate, mustEditTemplate, newTemplateOwner } from './agreements.policy.js';
import {
  findVisibleTemplate,
  insertTemplate,
  insertVersion,
  listTemplates,
  lockTemplate,
  updateTemplateColumns,
  versionsOf,
  type TemplateFilter,
  type TemplateRow,
} from './agreement-templates.repository.js';
import { partnerNamed } from './org-agreements.repository.js';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const toView =
  (p: Principal) =>
  (r: TemplateRow): TemplateView => ({
    id: r.template.id,
    kind: r.template.kind,
    name: r.template.name,
    category: r.template.category,
    partner: r.template.partnerId ? { id: r.template.partnerId, name: r.partnerName ?? '' } : null,
    requires_countersignature: r.template.requiresCountersignature,
    archived: r.template.archivedAt !== null,
    version: r.version,
    needs_assignment: needsAssignment(r.body),
    editable: mayEditTemplate(p, r.template.partnerId),
    created_at: r.template.createdAt.toISOString(),
    updated_at: r.template.updatedAt.toISOString(),
  });

export const templateList = (db: DbOrTx, p: Principal, kind: TemplateKind, f: TemplateFilter) =>
  listTemplates(db, p, kind, f, toView(p));

export async function templateDetail(
  db: DbOrTx,
  p: Principal,
  kind: TemplateKind,
  id: string,
): Promise<TemplateDetail> {
  const row = await findVisibleTemplate(db, p, kind, id);
  if (!row) throw notFound();
  const versions = await versionsOf(db, id);
  return {
    ...toView(p)(row),
    versions: versions.map(({ version: v, by }) => ({
      id: v.id,
      version: v.version,
      body: v.body,
      body_hash: v.bodyHash,
      merge_fields: mergeFieldsOf(v.body),
      created_at: v.createdAt.toISOString(),
      created_by: by ? { id: by.id, name: `${by.firstName} ${by.lastName}` } : null,
    })),
  };
}

/** An agreement is read and signed by its worker, who never sees the bill side: its text may not show it. */
function refuseBillFields(kind: TemplateKind, text: string) {
  const bill = kind === 'agreement' ? billFieldsIn(text) : [];
  if (bill.length > 0) {
    throw unprocessable([
      {
        loc: ['body', 'body'],
        msg: `An agreement is read by its worker, who does not see bill rates: remove ${bill.map((f) => `{{${f}}}`).join(', ')}`,
      },
    ]);
  }
}

export async function createTemplate(
  deps: AppDeps,
  p: Principal,
  kind: TemplateKind,
  body: TemplateCreate,
  ip: string,
): Promise<TemplateDetail> {
  refuseBillFields(kind, body.body);
  const partnerId = newTemplateOwner(p, body.partner_id);
  if (partnerId && partnerId !== p.partnerId && !(await partnerNamed(deps.db, partnerId))) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'No such partner' }]);
  }
  const id = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const templateId = await insertTemplate(tx, {
      partnerId,
      kind,
      name: body.name,
      category: kind === 'document' ? body.category : 'other',
      requiresCountersignature: kind === 'agreement' && body.requires_countersignature,
      createdBy: p.userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertVersion(tx, {
      templateId,
      body: body.body,
      bodyHash: sha256(body.body),
      createdBy: p.userId,
      createdAt: now,
    });
    await auditAs(tx, p, ip, {
      action: `${kind}_template_created`,
      entityType: 'agreement_template',
      entityId: templateId,
      metadata: { name: body.name, partner_id: partnerId },
    });
    return templateId;
  });
  return templateDetail(deps.db, p, kind, id);
}

/** The template the caller sees and may change, or 404 / 403. */
async function editableTemplate(db: DbOrTx, p: Principal, kind: TemplateKind, id: string) {
  const row = await findVisibleTemplate(db, p, kind, id);
  if (!row) throw notFound();
  mustEditTemplate(p, row.template.partnerId);
  return row;
}

export async function updateTemplate(
  deps: AppDeps,
  p: Principal,
  kind: TemplateKind,
  id: string,
  body: TemplateUpdate,
  ip: string,
): Promise<TemplateDetail> {
  await editableTemplate(deps.db, p, kind, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, id);
    if (!current) throw notFound();
    await updateTemplateColumns(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.category !== undefined && kind === 'document' && { category: body.category }),
      ...(body.requires_countersignature !== undefined &&
        kind === 'agreement' && { requiresCountersignature: body.requires_countersignature }),
      ...(body.archived !== undefined && { archivedAt: body.archived ? (current.archivedAt ?? now) : null }),
      updatedAt: now,
    });
    await auditAs(tx, p, ip, {
      action: `${kind}_template_updated`,
      entityType: 'agreement_template',
      entityId: id,
      metadata: { fields: Object.keys(body) },
    });
  });
  return templateDetail(deps.db, p, kind, id);
}

export async function addTemplateVersion(
  deps: AppDeps,
  p: Principal,
  kind: TemplateKind,
  id: string,
  body: TemplateVersionCreate,
  ip: string,
): Promise<TemplateDetail> {
  const row = await editableTemplate(deps.db, p, kind, id);
  refuseBillFields(kind, body.body);
  if (row.body === body.body) {
    throw unprocessable([{ loc: ['body', 'body'], msg: 'The text is the same as the current version' }]);
  }
  await deps.db.transaction(async (tx) => {
    await lockTemplate(tx, id);
    const now = deps.clock.now();
    const version = await insertVersion(tx, {
      templateId: id,
      body: body.body,
      bodyHash: sha256(body.body),
      createdBy: p.userId,
      createdAt: now,
    });
    await updateTemplateColumns(tx, id, { updatedAt: now });
    await auditAs(tx, p, ip, {
      action: `${kind}_template_version_added`,
      entityType: 'agreement_template',
      entityId: id,
      metadata: { version: version.version },
    });
  });
  return templateDetail(deps.db, p, kind, id);
}
