/**
 * Who uploads, archives and names the owner of documents (decision 0070); the rules themselves are
 * @app/domain's (modules/documents.ts), shared with the screens. Reading is the scope's
 * (documents.scope.ts): a row the caller may not see is not found.
 */
import { archivesDocument, namesDocumentOwner, uploadsDocument, type DocumentKind } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export interface DocumentOwner {
  partnerId: string | null;
  contractorId: string | null;
  clientId: string | null;
}

export function mustUploadDocument(p: Principal, kind: DocumentKind): void {
  if (!uploadsDocument(p.subject, kind)) throw forbidden('You may not upload these documents');
}

export function mustArchiveDocument(p: Principal, kind: DocumentKind, uploadedBy: string | null): void {
  if (!archivesDocument(p.subject, kind, uploadedBy === p.userId)) {
    throw forbidden('You may archive only the documents you uploaded');
  }
}

export const mayArchiveDocument = (p: Principal, kind: DocumentKind, uploadedBy: string | null) =>
  archivesDocument(p.subject, kind, uploadedBy === p.userId);

export const documentOwnerChoice = (p: Principal, kind: DocumentKind) => namesDocumentOwner(p.subject, kind);

/**
 * The owner of what a caller who names none uploads: a contractor its own contractor documents, a client
 * its own client documents, a partner's user its partner's employer documents. Null when the caller
 * owns nothing of the kind (the upload rule has refused them already).
 */
export function ownOwnerOf(p: Principal, kind: DocumentKind): { id: string; owner: DocumentOwner } | null {
  if (kind === 'contractor' && p.userType === 'contractor' && p.contractorId && p.partnerId)
    return { id: p.contractorId, owner: { contractorId: p.contractorId, partnerId: p.partnerId, clientId: null } };
  if (kind === 'client' && p.userType === 'client' && p.clientId && p.partnerId)
    return { id: p.clientId, owner: { clientId: p.clientId, partnerId: p.partnerId, contractorId: null } };
  if (kind === 'employer' && p.userType === 'partner' && p.partnerId)
    return { id: p.partnerId, owner: { partnerId: p.partnerId, contractorId: null, clientId: null } };
  return null;
}

/** Staff of a partner receive the reminders of its documents; a time_sheet_only user sees no documents. */
export const receivesDocumentReminders = (role: string | null) => role !== 'time_sheet_only';
