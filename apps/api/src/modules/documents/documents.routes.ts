/**
 * /v2/contractor_documents, /v2/client_documents, /v2/employer_documents and /v2/platform_documents
 * (decision 0070): the same five routes for each kind — the list (paging, sorting, counts, CSV), upload,
 * detail, archive and the file link — open to the user types of the kind's page in the route table; the
 * rows are each caller's (documents.scope.ts), another partner's document is 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PATHS,
  DOCUMENT_SORTS,
  documentFilters,
  documentUploadSchema,
  documentViewSchema,
  fileLinkSchema,
  seesDocumentPartners,
  type DocumentKind,
  type DocumentView,
  type UserType,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import type { Principal } from '../../lib/principal.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  archiveDocument,
  documentDetail,
  documentFileLink,
  documentList,
  uploadDocument,
} from './documents.service.js';

/** The user types of each kind's page (route table): the API admits the same. */
const USER_TYPES: Record<DocumentKind, readonly UserType[]> = {
  contractor: ['admin', 'eor', 'partner', 'contractor'],
  client: ['admin', 'eor', 'partner', 'client'],
  employer: ['admin', 'eor', 'partner'],
  platform: ['admin', 'eor', 'partner'],
};

/** Base64 makes a file a third larger; the margin lets an oversize one get the clear 422, not a bare 413. */
const UPLOAD_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 256 * 1024;

const query = listQuerySchema(DOCUMENT_SORTS, documentFilters);

function csvColumns(p: Principal): CsvColumn<DocumentView>[] {
  return [
    { header: 'Document', value: (d) => d.name },
    { header: 'File', value: (d) => d.filename },
    { header: 'Owner', value: (d) => d.owner?.name ?? 'Platform' },
    ...(seesDocumentPartners(p.subject) ? [{ header: 'Partner', value: (d: DocumentView) => d.partner?.name }] : []),
    { header: 'Expires', value: (d) => d.expires_on },
    { header: 'Expiring soon', value: (d) => (d.expiring_soon ? 'Yes' : 'No') },
    { header: 'Expired', value: (d) => (d.expired ? 'Yes' : 'No') },
    { header: 'Status', value: (d) => d.status },
    { header: 'Uploaded by', value: (d) => d.uploaded_by?.name },
    { header: 'Uploaded', value: (d) => d.created_at },
  ];
}

function kindRoutes(app: FastifyInstance, kind: DocumentKind) {
  const deps = app.deps;
  const resource = DOCUMENT_PATHS[kind].slice(1);
  const url = `/v2/${resource}`;
  const access = { userTypes: USER_TYPES[kind], link: DOCUMENT_PATHS[kind] };
  const tags = [resource];

  listRoute(app, {
    url,
    access,
    tags,
    query,
    row: documentViewSchema,
    list: ({ principal, query: q }) =>
      documentList(deps, principal, kind, {
        status: q.status,
        expiry: q.expiry,
        ownerId: q.owner_id,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: resource, columns: csvColumns },
  });

  route(app, {
    method: 'POST',
    url,
    access,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: documentUploadSchema,
    response: documentViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => uploadDocument(deps, principal, kind, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: `${url}/:id`,
    access,
    tags,
    params: idParams,
    response: documentViewSchema,
    handler: ({ principal, params }) => documentDetail(deps, principal, kind, params.id),
  });

  route(app, {
    method: 'POST',
    url: `${url}/:id/archive`,
    access,
    tags,
    params: idParams,
    response: documentViewSchema,
    handler: ({ principal, params, request }) => archiveDocument(deps, principal, kind, params.id, request.ip),
  });

  route(app, {
    method: 'GET',
    url: `${url}/:id/file_link`,
    access,
    tags,
    summary: 'A link to open the file: the file endpoint with a jwt for the caller, valid for a few minutes',
    params: idParams,
    response: fileLinkSchema,
    handler: ({ principal, params, request }) => documentFileLink(deps, principal, kind, params.id, request.ip),
  });
}

export async function documentsRoutes(app: FastifyInstance) {
  for (const kind of ['contractor', 'client', 'employer', 'platform'] as const) kindRoutes(app, kind);
}
