/**
 * /v2/licenses (decision 0073): a worker's licenses — list (paging, sorting, filters, CSV; numbers
 * masked), detail (the number whole for sensitive roles), create, edit (with the license's document,
 * decision 0083), the document's short-lived link, and archive (never delete). Staff
 * see every one, a partner's users their workers'; clients, contractors and sales partners none.
 */
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  LICENSE_SORTS,
  fileLinkSchema,
  licenseBadge,
  licenseCreateSchema,
  licenseFilters,
  licenseUpdateSchema,
  licenseViewSchema,
  type LicenseView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  archiveLicense,
  createLicense,
  editLicense,
  licenseDetail,
  licenseFileLink,
  licenseList,
} from './licenses.service.js';

const USER_TYPES = ['admin', 'eor', 'partner'] as const;
const access = { userTypes: USER_TYPES, link: '/licenses' };
const tags = ['licenses'];
const LICENSE_EDIT_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 256 * 1024;
const query = listQuerySchema(LICENSE_SORTS, licenseFilters);

const csv: CsvColumn<LicenseView>[] = [
  { header: 'Worker', value: (l) => l.contractor.name },
  { header: 'Partner', value: (l) => l.partner.name },
  { header: 'Type', value: (l) => l.license_type },
  { header: 'Number', value: (l) => l.number },
  { header: 'State', value: (l) => l.state },
  { header: 'Issued', value: (l) => l.issued_on },
  { header: 'Expires', value: (l) => l.expires_on },
  { header: 'Expiry', value: (l) => licenseBadge(l.days_left) ?? '' },
  { header: 'Status', value: (l) => l.status },
];

export async function licensesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/licenses',
    access,
    tags,
    query,
    row: licenseViewSchema,
    list: ({ principal, query: q }) =>
      licenseList(deps, principal, {
        status: q.status,
        expiry: q.expiry,
        contractorId: q.contractor_id,
        sort: sortOf(q, 'expires_on'),
        ...pageOf(q),
      }),
    csv: { filename: 'licenses', columns: () => csv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/licenses/:id',
    access,
    tags,
    params: idParams,
    response: licenseViewSchema,
    handler: ({ principal, params }) => licenseDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/licenses',
    access,
    tags,
    body: licenseCreateSchema,
    response: licenseViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createLicense(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/licenses/:id',
    access,
    tags,
    params: idParams,
    body: licenseUpdateSchema,
    response: licenseViewSchema,
    // A document of up to DOCUMENT_MAX_BYTES travels as base64 in the JSON: a third larger, plus the fields.
    bodyLimit: LICENSE_EDIT_BODY_LIMIT,
    handler: ({ principal, params, body, request }) => editLicense(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/licenses/:id/archive',
    access,
    tags,
    params: idParams,
    response: licenseViewSchema,
    handler: ({ principal, params, request }) => archiveLicense(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/licenses/:id/file_link',
    summary: "A short-lived link to the license's document",
    access,
    tags,
    params: idParams,
    response: fileLinkSchema,
    handler: ({ principal, params, request }) => licenseFileLink(deps, principal, params.id, request.ip),
  });
}
