/**
 * Notes (decision 0072): a staff-only text on one record, with its author and time. Written, edited (its
 * author, within NOTE_EDIT_MINUTES) and archived (never deleted) in one audited transaction each; a
 * record or note the caller may not see is not found.
 */
import type { NoteCreate, NoteSubjectType, NoteUpdate, NoteView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  mayArchiveNote,
  mayEditNote,
  mustArchiveNote,
  mustEditNote,
  mustNoteOn,
  mustUseNotes,
} from './notes.policy.js';
import {
  archiveNoteRow,
  findNote,
  findSubject,
  insertNote,
  listNotes,
  lockNote,
  subjectPartnerColumn,
  updateNoteBody,
  type NoteJoined,
} from './notes.repository.js';
import { noteScope, subjectScope } from './notes.scope.js';

function viewOf(p: Principal, now: Date, r: NoteJoined): NoteView {
  const n = r.note;
  return {
    id: n.id,
    subject_type: n.subjectType,
    subject_id: n.subjectId,
    subject_name: r.subjectName,
    body: n.body,
    author: r.authorName ? { id: n.authorId, name: r.authorName } : null,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt?.toISOString() ?? null,
    archived_at: n.archivedAt?.toISOString() ?? null,
    can_edit: mayEditNote(p, n, now),
    can_archive: mayArchiveNote(p, n),
  };
}

export interface NoteListQuery extends ListRequest {
  subjectType?: NoteSubjectType | undefined;
  subjectId?: string | undefined;
  mine: boolean;
  status: 'active' | 'archived';
  q?: string | undefined;
}

export function noteList(deps: AppDeps, p: Principal, q: NoteListQuery) {
  mustUseNotes(p);
  if (q.subjectType) mustNoteOn(p, q.subjectType);
  const now = deps.clock.now();
  return listNotes(deps.db, { ...q, scope: noteScope(p, deps.db), authorId: q.mine ? p.userId : undefined }, (r) =>
    viewOf(p, now, r),
  );
}

async function visibleNote(deps: AppDeps, p: Principal, id: string) {
  mustUseNotes(p);
  const row = await findNote(deps.db, id, noteScope(p, deps.db));
  if (!row) throw notFound();
  return row;
}

export async function noteDetail(deps: AppDeps, p: Principal, id: string) {
  return viewOf(p, deps.clock.now(), await visibleNote(deps, p, id));
}

export async function createNote(deps: AppDeps, p: Principal, body: NoteCreate, ip: string): Promise<NoteView> {
  mustUseNotes(p);
  mustNoteOn(p, body.subject_type);
  const id = await deps.db.transaction(async (tx) => {
    const scope = subjectScope(p, tx, subjectPartnerColumn(body.subject_type));
    const subject = await findSubject(tx, body.subject_type, body.subject_id, scope);
    // Another partner's record is answered like one that does not exist.
    if (!subject) throw notFound(`No such ${body.subject_type}`);
    if (!subject.partnerId)
      throw unprocessable([{ loc: ['body', 'subject_id'], msg: 'This record belongs to no partner' }]);
    const noteId = await insertNote(tx, {
      partnerId: subject.partnerId,
      subjectType: body.subject_type,
      subjectId: body.subject_id,
      body: body.body,
      authorId: p.userId,
      createdAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, {
      action: 'note_created',
      entityType: 'note',
      entityId: noteId,
      metadata: { subject_type: body.subject_type, subject_id: body.subject_id },
    });
    return noteId;
  });
  return noteDetail(deps, p, id);
}

export async function updateNote(deps: AppDeps, p: Principal, id: string, body: NoteUpdate, ip: string) {
  mustUseNotes(p);
  await deps.db.transaction(async (tx) => {
    const n = await lockNote(tx, id, noteScope(p, tx));
    if (!n) throw notFound();
    const now = deps.clock.now();
    mustEditNote(p, n, now);
    await updateNoteBody(tx, id, body.body, now);
    await auditAs(tx, p, ip, { action: 'note_updated', entityType: 'note', entityId: id, metadata: {} });
  });
  return noteDetail(deps, p, id);
}

export async function archiveNote(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustUseNotes(p);
  await deps.db.transaction(async (tx) => {
    const n = await lockNote(tx, id, noteScope(p, tx));
    if (!n) throw notFound();
    mustArchiveNote(p, n);
    await archiveNoteRow(tx, id, p.userId, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'note_archived', entityType: 'note', entityId: id, metadata: {} });
  });
  return noteDetail(deps, p, id);
}
