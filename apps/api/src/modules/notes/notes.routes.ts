/**
 * /v2/notes (decision 0072): the list (one subject's notes, or every note the caller sees, with filters;
 * paging, sorting, CSV), write, read, edit (its author within NOTE_EDIT_MINUTES) and archive. Platform
 * staff and partners' users only; another partner's note or record is 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  NOTE_SORTS,
  noteCreateSchema,
  noteFilters,
  noteUpdateSchema,
  noteViewSchema,
  type NoteView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { NOTE_USER_TYPES } from './notes.policy.js';
import { archiveNote, createNote, noteDetail, noteList, updateNote } from './notes.service.js';

const access = { userTypes: NOTE_USER_TYPES };
const tags = ['notes'];
const query = listQuerySchema(NOTE_SORTS, noteFilters);

const csvColumns: CsvColumn<NoteView>[] = [
  { header: 'Record type', value: (n) => n.subject_type },
  { header: 'Record', value: (n) => n.subject_name },
  { header: 'Note', value: (n) => n.body },
  { header: 'Author', value: (n) => n.author?.name },
  { header: 'Written', value: (n) => n.created_at },
  { header: 'Edited', value: (n) => n.updated_at },
];

export async function notesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/notes',
    access,
    tags,
    query,
    row: noteViewSchema,
    list: ({ principal, query: q }) =>
      noteList(deps, principal, {
        subjectType: q.subject_type,
        subjectId: q.subject_id,
        mine: q.author === 'me',
        status: q.status,
        q: q.q,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'notes', columns: csvColumns },
  });

  route(app, {
    method: 'POST',
    url: '/v2/notes',
    access,
    tags,
    body: noteCreateSchema,
    response: noteViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createNote(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/notes/:id',
    access,
    tags,
    params: idParams,
    response: noteViewSchema,
    handler: ({ principal, params }) => noteDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/notes/:id',
    access,
    tags,
    params: idParams,
    body: noteUpdateSchema,
    response: noteViewSchema,
    handler: ({ principal, params, body, request }) => updateNote(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/notes/:id/archive',
    access,
    tags,
    params: idParams,
    response: noteViewSchema,
    handler: ({ principal, params, request }) => archiveNote(deps, principal, params.id, request.ip),
  });
}
