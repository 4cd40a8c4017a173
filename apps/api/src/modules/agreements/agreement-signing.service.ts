/**
 * Click-through signatures (decision 0069), recorded as acceptances like the onboarding click-throughs:
 * who, when, the IP address, the user agent and the SHA-256 of the exact document text the signer was
 * shown (sent back with the signature; a different hash is refused). When the last signature is on, the
 * signed PDF with its audit page is drawn, kept through the storage interface, and its own SHA-256 kept
 * on the agreement; the worker gets it by e-mail.
 */
import { isAgreementComplete, type AgreementDetail, type AgreementSign } from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { renderSignedAgreementPdf } from './agreement-pdf.js';
import { mailSigned } from './agreement-mail.js';
import {
  contractorContact,
  insertStoredFile,
  signaturesOf,
  storedFileOf,
  updateAgreementColumns,
  type AgreementRow,
} from './agreements.repository.js';
import { agreementDetail, lockedForAction, visibleAgreement } from './agreements.service.js';
import { sha256 } from './agreement-templates.service.js';
import { insertAcceptance } from './org-agreements.repository.js';

export interface SignatureMeta {
  ip: string;
  userAgent: string | null;
}

const pdfFilename = (r: AgreementRow) =>
  `${r.agreement.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'agreement'}-signed.pdf`;

/** Draws, stores and records the signed PDF; answers its bytes and name (an onboarding click-through too). */
export async function seal(deps: AppDeps, tx: Tx, p: Principal, id: string, completedAt: Date) {
  const row = await visibleAgreement(tx, p, id);
  const signatures = await signaturesOf(tx, id);
  const bytes = await renderSignedAgreementPdf({
    id,
    title: row.agreement.title,
    partnerName: row.partnerName,
    workerName: row.contractorName,
    template: { name: row.templateName, version: row.templateVersion },
    body: row.agreement.body,
    documentHash: row.agreement.documentHash,
    generatedAt: row.agreement.createdAt,
    sentAt: row.agreement.sentAt,
    completedAt,
    signatures: signatures.map((s) => ({ ...s, role: s.role ?? 'signer' })),
  });
  const filename = pdfFilename(row);
  const storageKey = await deps.storage.put(bytes);
  const fileId = await insertStoredFile(tx, {
    partnerId: row.agreement.partnerId,
    purpose: 'signed_agreement',
    filename,
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    storageKey,
    createdBy: p.userId,
    createdAt: completedAt,
  });
  await updateAgreementColumns(tx, id, { signedPdfFileId: fileId, signedPdfSha256: sha256(bytes) });
  return { row, pdf: { filename, bytes } };
}

async function recordSignature(
  deps: AppDeps,
  p: Principal,
  id: string,
  role: 'signer' | 'countersigner',
  documentHash: string | null,
  meta: SignatureMeta,
): Promise<AgreementDetail> {
  const now = deps.clock.now();
  const sealed = await deps.db.transaction(async (tx) => {
    const { row, next } = await lockedForAction(tx, p, id, role === 'signer' ? 'sign' : 'countersign');
    const a = row.agreement;
    if (documentHash !== null && documentHash !== a.documentHash) {
      throw conflict('The agreement differs from the one shown: reload the page and read it again');
    }
    await insertAcceptance(tx, {
      userId: p.userId,
      agreement: 'generated_agreement',
      partnerId: a.partnerId,
      clientId: a.clientId,
      textHash: a.documentHash,
      version: String(row.templateVersion),
      ip: meta.ip,
      userAgent: meta.userAgent,
      agreementId: id,
      role,
      acceptedAt: now,
    });
    await updateAgreementColumns(
      tx,
      id,
      role === 'signer' ? { status: next, signedAt: now } : { status: next, countersignedAt: now },
    );
    await auditAs(tx, p, meta.ip, {
      action: role === 'signer' ? 'agreement_signed' : 'agreement_countersigned',
      entityType: 'agreement',
      entityId: id,
      metadata: { document_hash: a.documentHash },
    });
    return isAgreementComplete({ status: next, requiresCountersignature: a.requiresCountersignature })
      ? seal(deps, tx, p, id, now)
      : null;
  });
  if (sealed) {
    const contractorId = sealed.row.agreement.contractorId;
    const who = contractorId ? await contractorContact(deps.db, contractorId) : undefined;
    if (who) {
      await mailSigned(
        deps,
        { id, title: sealed.row.agreement.title, email: who.email, firstName: who.firstName },
        sealed.pdf,
      );
    }
  }
  return agreementDetail(deps.db, p, id);
}

export const signAgreement = (deps: AppDeps, p: Principal, id: string, body: AgreementSign, meta: SignatureMeta) =>
  recordSignature(deps, p, id, 'signer', body.document_hash, meta);

export const countersignAgreement = (
  deps: AppDeps,
  p: Principal,
  id: string,
  body: AgreementSign,
  meta: SignatureMeta,
) => recordSignature(deps, p, id, 'countersigner', body.document_hash, meta);

/** The signed PDF, byte for byte as stored (its SHA-256 is the audit record's). */
export async function signedAgreementPdf(deps: AppDeps, p: Principal, id: string) {
  const row = await visibleAgreement(deps.db, p, id);
  const file = row.agreement.signedPdfFileId ? await storedFileOf(deps.db, row.agreement.signedPdfFileId) : undefined;
  if (!file) throw notFound('This agreement has no signed PDF yet: it is made once every signature is on it');
  const bytes = await deps.storage.get(file.storageKey);
  if (!bytes) throw notFound('The signed PDF is missing from storage');
  return { filename: file.filename, contentType: file.contentType, bytes };
}
