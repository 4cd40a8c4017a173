/**
 * Documents (decision 0070): upload (PDF, PNG or JPEG by their bytes, at most DOCUMENT_MAX_BYTES, with a
 * name and an optional expiry date), list, detail, archive (never deleted) and the short-lived link
 * that opens the file (lib/file-links.ts). Each command is one audited transaction; the bytes are put in
 * storage first and removed again if the transaction fails.
 */
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_MAX_BYTES,
  expiryOf,
  type DocumentKind,
  type DocumentUpload,
  type DocumentView,
  type FileLink,
} from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fileLinkFor } from '../../lib/file-links.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import {
  documentOwnerChoice,
  mayArchiveDocument,
  mustArchiveDocument,
  mustUploadDocument,
  ownOwnerOf,
  type DocumentOwner,
} from './documents.policy.js';
import {
  archiveDocumentRow,
  findClientOwner,
  findContractorOwner,
  findDocument,
  findPartner,
  insertDocument,
  insertDocumentFile,
  listDocuments,
  lockDocument,
  type DocumentJoined,
} from './documents.repository.js';
import { clientOwnerScope, contractorOwnerScope, documentScope } from './documents.scope.js';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const todayOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

function viewOf(p: Principal, today: string, r: DocumentJoined): DocumentView {
  const d = r.doc;
  const ownerName =
    d.kind === 'contractor'
      ? r.contractorName
      : d.kind === 'client'
        ? r.clientName
        : d.partnerId
          ? r.partnerName
          : null;
  const ownerId = d.contractorId ?? d.clientId ?? d.partnerId;
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    filename: r.filename,
    content_type: r.contentType as DocumentView['content_type'],
    size_bytes: r.sizeBytes,
    expires_on: d.expiresOn,
    ...expiryOf(today, d.expiresOn),
    status: d.archivedAt ? 'archived' : 'active',
    owner: ownerId && ownerName ? { id: ownerId, name: ownerName } : null,
    partner: d.partnerId && r.partnerName ? { id: d.partnerId, name: r.partnerName } : null,
    uploaded_by: d.uploadedBy && r.uploaderName ? { id: d.uploadedBy, name: r.uploaderName } : null,
    created_at: d.createdAt.toISOString(),
    archived_at: d.archivedAt?.toISOString() ?? null,
    can_archive: !d.archivedAt && mayArchiveDocument(p, d.kind, d.uploadedBy),
  };
}

export interface DocumentListQuery extends ListRequest {
  status: 'active' | 'archived';
  expiry?: 'expiring_soon' | 'expired' | undefined;
  ownerId?: string | undefined;
}

export function documentList(deps: AppDeps, p: Principal, kind: DocumentKind, q: DocumentListQuery) {
  const today = todayOf(deps);
  return listDocuments(
    deps.db,
    {
      ...q,
      kind,
      scope: documentScope(p, deps.db, kind),
      today,
      warnUntil: addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS),
    },
    (r) => viewOf(p, today, r),
  );
}

async function visibleDocument(db: DbOrTx, p: Principal, kind: DocumentKind, id: string) {
  const row = await findDocument(db, kind, id, documentScope(p, db, kind));
  if (!row) throw notFound();
  return row;
}

export async function documentDetail(deps: AppDeps, p: Principal, kind: DocumentKind, id: string) {
  return viewOf(p, todayOf(deps), await visibleDocument(deps.db, p, kind, id));
}

const ownerIssue = (msg: string) => unprocessable([{ loc: ['body', 'owner_id'], msg }]);

/** Whose document an upload is: the caller's own, or the contractor, client or partner it names. */
async function ownerOf(deps: AppDeps, p: Principal, kind: DocumentKind, ownerId: string | undefined) {
  const choice = documentOwnerChoice(p, kind);
  if (choice === 'never') {
    const own = ownOwnerOf(p, kind);
    if (!own) throw notFound();
    // Another's id is answered like an id that does not exist.
    if (ownerId && ownerId !== own.id) throw notFound();
    return own.owner;
  }
  if (!ownerId) {
    if (choice === 'required') throw ownerIssue(kind === 'contractor' ? 'Choose the contractor' : 'Choose the client');
    return { partnerId: null, contractorId: null, clientId: null } satisfies DocumentOwner;
  }
  if (kind === 'contractor') {
    const c = await findContractorOwner(deps.db, ownerId, contractorOwnerScope(p, deps.db));
    if (!c) throw notFound();
    return { contractorId: c.id, partnerId: c.partnerId, clientId: null } satisfies DocumentOwner;
  }
  if (kind === 'client') {
    const c = await findClientOwner(deps.db, ownerId, clientOwnerScope(p, deps.db));
    if (!c) throw notFound();
    return { clientId: c.id, partnerId: c.partnerId, contractorId: null } satisfies DocumentOwner;
  }
  if (!(await findPartner(deps.db, ownerId))) throw ownerIssue('Unknown partner');
  return { partnerId: ownerId, contractorId: null, clientId: null } satisfies DocumentOwner;
}

/** The upload's bytes and type, or a 422 on content_base64: only a PDF, PNG or JPEG by its bytes. */
function decodeDocument(b64: string) {
  const fail = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);
  const bytes = decodeBase64File(
    b64,
    { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: `The file must be at most ${MAX_MB} MB` },
    fail,
  );
  const contentType = sniffDocument(bytes);
  if (!contentType) throw fail('Upload a PDF, PNG or JPEG file');
  return { bytes, contentType };
}

export async function uploadDocument(
  deps: AppDeps,
  p: Principal,
  kind: DocumentKind,
  body: DocumentUpload,
  ip: string,
): Promise<DocumentView> {
  mustUploadDocument(p, kind);
  const owner = await ownerOf(deps, p, kind, body.owner_id);
  const { bytes, contentType } = decodeDocument(body.content_base64);
  const storageKey = await deps.storage.put(bytes);
  // The file is removed only when its row was not written: a failed read afterwards leaves both.
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const fileId = await insertDocumentFile(tx, {
        partnerId: owner.partnerId,
        purpose: `${kind}_document`,
        filename: body.filename,
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: p.userId,
      });
      const docId = await insertDocument(tx, {
        kind,
        ...owner,
        name: body.name,
        fileId,
        expiresOn: body.expires_on,
        uploadedBy: p.userId,
      });
      await auditAs(tx, p, ip, {
        action: 'document_uploaded',
        entityType: 'document',
        entityId: docId,
        metadata: { kind, content_type: contentType, size_bytes: bytes.length, expires_on: body.expires_on },
      });
      return docId;
    });
  } catch (err) {
    // No row, no file: the bytes would otherwise sit in storage unreachable.
    await deps.storage.remove(storageKey);
    throw err;
  }
  return documentDetail(deps, p, kind, id);
}

export async function archiveDocument(deps: AppDeps, p: Principal, kind: DocumentKind, id: string, ip: string) {
  await deps.db.transaction(async (tx) => {
    const row = await lockDocument(tx, kind, id, documentScope(p, tx, kind));
    if (!row) throw notFound();
    mustArchiveDocument(p, kind, row.uploadedBy);
    if (row.archivedAt) throw conflict('This document is already archived');
    await archiveDocumentRow(tx, id, p.userId, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'document_archived', entityType: 'document', entityId: id, metadata: { kind } });
  });
  return documentDetail(deps, p, kind, id);
}

/** A link to the document's file for the caller alone, for a few minutes (audited: who opened what). */
export async function documentFileLink(
  deps: AppDeps,
  p: Principal,
  kind: DocumentKind,
  id: string,
  ip: string,
): Promise<FileLink> {
  const row = await visibleDocument(deps.db, p, kind, id);
  const link = await fileLinkFor(deps, p, row.doc.fileId);
  await auditAs(deps.db, p, ip, {
    action: 'document_opened',
    entityType: 'document',
    entityId: id,
    metadata: { kind },
  });
  return link;
}
