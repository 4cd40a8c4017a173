/**
 * Generated agreements (decision 0069): generated from a template's current version for a worker (and an
 * assignment when the template reads one), the text merged then and frozen with its SHA-256; sent for
 * signature (an e-mail to the worker), voided with a reason. Signing is agreement-signing.service.ts.
 */
import {
  agreementTransition,
  mergeTemplate,
  needsAssignment,
  type AgreementAction,
  type AgreementCreate,
  type AgreementDetail,
  type AgreementListView,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { emitEvent } from '../../lib/events.js';
import type { Principal } from '../../lib/principal.js';
import {
  actionsFor,
  mustMayAct,
  mustPrepareAgreements,
  mustPrepareSomeAgreements,
  type AgreementFacts,
} from './agreements.policy.js';
import {
  contractorContact,
  findVisibleAgreement,
  insertAgreement,
  listAgreements,
  lockAgreement,
  signaturesOf,
  storedFileOf,
  updateAgreementColumns,
  type AgreementFilter,
  type AgreementRow,
} from './agreements.repository.js';
import { currentVersionOf } from './agreement-templates.repository.js';
import { sha256 } from './agreement-templates.service.js';
import { mailToSign } from './agreement-mail.js';
import { mergeValuesFor } from './merge-values.js';
import { templateScopeAllows } from './agreements.scope.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const factsOf = (r: AgreementRow): AgreementFacts => ({
  partnerId: r.agreement.partnerId,
  contractorId: r.agreement.contractorId,
  status: r.agreement.status,
  requiresCountersignature: r.agreement.requiresCountersignature,
  templatePartnerId: r.templatePartnerId,
});

export function toAgreementView(r: AgreementRow): AgreementListView {
  const x = r.agreement;
  return {
    id: x.id,
    title: x.title,
    status: x.status,
    contractor: x.contractorId ? { id: x.contractorId, name: r.contractorName } : null,
    partner: { id: x.partnerId, name: r.partnerName },
    client: x.clientId ? { id: x.clientId, name: r.clientName ?? '' } : null,
    assignment: x.assignmentId ? { id: x.assignmentId, job_title: r.jobTitle } : null,
    template: { id: x.templateId, name: r.templateName, version: r.templateVersion },
    requires_countersignature: x.requiresCountersignature,
    document_hash: x.documentHash,
    sent_at: iso(x.sentAt),
    signed_at: iso(x.signedAt),
    countersigned_at: iso(x.countersignedAt),
    voided_at: iso(x.voidedAt),
    reminders_sent: x.remindersSent,
    last_reminded_at: iso(x.lastRemindedAt),
    created_at: x.createdAt.toISOString(),
  };
}

export const agreementList = (db: DbOrTx, p: Principal, f: AgreementFilter) =>
  listAgreements(db, p, f, toAgreementView);

/** The agreement the caller sees, or 404. */
export async function visibleAgreement(db: DbOrTx, p: Principal, id: string): Promise<AgreementRow> {
  const row = await findVisibleAgreement(db, p, id);
  if (!row) throw notFound();
  return row;
}

export async function agreementDetail(db: DbOrTx, p: Principal, id: string): Promise<AgreementDetail> {
  const row = await visibleAgreement(db, p, id);
  const [signatures, pdf] = await Promise.all([
    signaturesOf(db, id),
    row.agreement.signedPdfFileId ? storedFileOf(db, row.agreement.signedPdfFileId) : undefined,
  ]);
  return {
    ...toAgreementView(row),
    body: row.agreement.body,
    void_reason: row.agreement.voidReason,
    signatures: signatures.map((s) => ({
      role: s.role ?? 'signer',
      name: s.name,
      email: s.email,
      signed_at: s.signedAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
      document_hash: s.documentHash,
    })),
    signed_pdf:
      pdf && row.agreement.signedPdfSha256
        ? {
            sha256: row.agreement.signedPdfSha256,
            size_bytes: pdf.sizeBytes,
            created_at: pdf.createdAt.toISOString(),
            filename: pdf.filename,
          }
        : null,
    actions: actionsFor(p, factsOf(row)),
  };
}

/** Locks the agreement, re-reads it, and checks who may act and whether its status allows it. */
export async function lockedForAction(tx: Tx, p: Principal, id: string, action: AgreementAction) {
  await lockAgreement(tx, id);
  const row = await visibleAgreement(tx, p, id);
  mustMayAct(p, factsOf(row), action);
  const d = agreementTransition(factsOf(row), action);
  if (!d.ok) throw conflict(d.message);
  return { row, next: d.status };
}

/** The worker's in-app notice that an agreement waits for its signature (the e-mail goes after the commit). */
const noticeToSign = (
  tx: Tx,
  p: Principal,
  a: { id: string; title: string; partnerId: string; contractorId: string },
) =>
  emitEvent(tx, {
    type: 'document_to_sign',
    partnerId: a.partnerId,
    subject: { type: 'agreement', id: a.id },
    actorUserId: p.userId,
    title: `To sign: ${a.title}`,
    body: 'An agreement waits for your signature',
    link: `/agreements/${a.id}`,
    to: { contractorId: a.contractorId },
  });

async function mailSigner(deps: AppDeps, id: string, title: string, contractorId: string) {
  const who = await contractorContact(deps.db, contractorId);
  if (who) await mailToSign(deps, { id, title, email: who.email, firstName: who.firstName });
}

export async function createAgreement(
  deps: AppDeps,
  p: Principal,
  body: AgreementCreate,
  ip: string,
): Promise<AgreementDetail> {
  mustPrepareSomeAgreements(p);
  const current = await currentVersionOf(deps.db, body.template_id);
  if (!current || current.template.kind !== 'agreement' || !templateScopeAllows(p, current.template.partnerId)) {
    throw unprocessable([{ loc: ['body', 'template_id'], msg: 'No such agreement template' }]);
  }
  if (current.template.archivedAt) {
    throw unprocessable([{ loc: ['body', 'template_id'], msg: 'This template is archived' }]);
  }
  if (needsAssignment(current.version.body) && !body.assignment_id) {
    throw unprocessable([
      { loc: ['body', 'assignment_id'], msg: "This template reads the assignment's fields: choose the assignment" },
    ]);
  }
  const now = deps.clock.now();
  const subject = await mergeValuesFor(
    deps.db,
    p,
    { contractorId: body.contractor_id, assignmentId: body.assignment_id },
    now.toISOString().slice(0, 10),
    { forWorker: true },
  );
  mustPrepareAgreements(p, subject.partnerId);
  if (current.template.partnerId && current.template.partnerId !== subject.partnerId) {
    throw unprocessable([{ loc: ['body', 'template_id'], msg: "This template is another partner's" }]);
  }
  const text = mergeTemplate(current.version.body, subject.values);
  const id = await deps.db.transaction(async (tx) => {
    const agreementId = await insertAgreement(tx, {
      partnerId: subject.partnerId,
      contractorId: subject.contractorId,
      assignmentId: subject.assignment?.id ?? null,
      clientId: subject.assignment?.clientId ?? null,
      templateId: current.template.id,
      templateVersionId: current.version.id,
      title: current.template.name,
      body: text,
      documentHash: sha256(Buffer.from(text, 'utf8')),
      status: body.send ? 'sent' : 'draft',
      sentAt: body.send ? now : null,
      requiresCountersignature: current.template.requiresCountersignature,
      createdBy: p.userId,
      createdAt: now,
    });
    await auditAs(tx, p, ip, {
      action: 'agreement_created',
      entityType: 'agreement',
      entityId: agreementId,
      metadata: { template_id: current.template.id, version: current.version.version, sent: body.send },
    });
    if (body.send) {
      await noticeToSign(tx, p, {
        id: agreementId,
        title: current.template.name,
        partnerId: subject.partnerId,
        contractorId: subject.contractorId,
      });
    }
    return agreementId;
  });
  if (body.send) await mailSigner(deps, id, current.template.name, subject.contractorId);
  return agreementDetail(deps.db, p, id);
}

export async function sendAgreement(deps: AppDeps, p: Principal, id: string, ip: string): Promise<AgreementDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const { row, next } = await lockedForAction(tx, p, id, 'send');
    await updateAgreementColumns(tx, id, { status: next, sentAt: deps.clock.now() });
    await auditAs(tx, p, ip, { action: 'agreement_sent', entityType: 'agreement', entityId: id, metadata: {} });
    await noticeToSign(tx, p, { id, ...row.agreement, contractorId: row.agreement.contractorId! });
    return row;
  });
  if (row.agreement.contractorId) await mailSigner(deps, id, row.agreement.title, row.agreement.contractorId);
  return agreementDetail(deps.db, p, id);
}

export async function voidAgreement(
  deps: AppDeps,
  p: Principal,
  id: string,
  reason: string,
  ip: string,
): Promise<AgreementDetail> {
  await deps.db.transaction(async (tx) => {
    const { next } = await lockedForAction(tx, p, id, 'void');
    await updateAgreementColumns(tx, id, { status: next, voidedAt: deps.clock.now(), voidReason: reason });
    await auditAs(tx, p, ip, {
      action: 'agreement_voided',
      entityType: 'agreement',
      entityId: id,
      metadata: { reason },
    });
  });
  return agreementDetail(deps.db, p, id);
}
