/**
 * Who writes, edits and archives notes (decision 0072). Reading is the scope's (notes.scope.ts): notes
 * are the tenant's staff's — platform staff and the subject's partner's users; the routes refuse every
 * other user type. A partner's time_sheet_only user has no notes at all, and a partner user whose role
 * does not see bill amounts (canSeeBill) has no notes on invoices.
 */
import { canSeeBill, isAdminLike, NOTE_EDIT_MINUTES, type NoteSubjectType } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** The user types that see and write notes (@app/domain's rule, shared with the screens). */
export { NOTE_USER_TYPES } from '@app/domain';

/** A partner's time_sheet_only user reads and writes no notes (every /v2/notes route). */
export function mustUseNotes(p: Principal) {
  if (p.userType === 'partner' && p.subject.role === 'time_sheet_only')
    throw forbidden('Your role may not read or write notes');
}

/** Notes on invoices follow bill visibility: staff, or a partner user whose role sees bill amounts. */
export const seesInvoiceNotes = (p: Principal) => p.userType !== 'partner' || canSeeBill(p.subject);

export function mustNoteOn(p: Principal, subjectType: NoteSubjectType) {
  if (subjectType === 'invoice' && !seesInvoiceNotes(p))
    throw forbidden('Your role may not read or write notes on invoices');
}

interface NoteFacts {
  authorId: string;
  createdAt: Date;
  archivedAt: Date | null;
}

/** Only its author, within NOTE_EDIT_MINUTES of writing it, and never once archived. */
export const mayEditNote = (p: Principal, n: NoteFacts, now: Date) =>
  !n.archivedAt && n.authorId === p.userId && now.getTime() - n.createdAt.getTime() <= NOTE_EDIT_MINUTES * 60_000;

/** Its author, or platform staff. */
export const mayArchiveNote = (p: Principal, n: NoteFacts) =>
  !n.archivedAt && (n.authorId === p.userId || isAdminLike(p.userType));

export function mustEditNote(p: Principal, n: NoteFacts, now: Date) {
  if (n.authorId !== p.userId) throw forbidden('Only its author may edit a note');
  if (!mayEditNote(p, n, now)) throw forbidden(`A note can be edited only within ${NOTE_EDIT_MINUTES} minutes`);
}

export function mustArchiveNote(p: Principal, n: NoteFacts) {
  if (!mayArchiveNote(p, n)) throw forbidden('Only its author or platform staff may archive a note');
}
