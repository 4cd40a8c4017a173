/**
 * /v2/labor_posters (decision 0076), behind /labor_posters: the posters of each state, province or
 * country (federal) — list (paging, sort, filters, CSV), detail, upload and archive (platform staff), and
 * the file's short-lived link. A worker lists only those of its work locations' places.
 */
import type { FastifyInstance } from 'fastify';
import {
  LABOR_POSTER_SORTS,
  fileLinkSchema,
  laborPosterCreateSchema,
  laborPosterFilters,
  laborPosterViewSchema,
  type LaborPosterView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  archiveLaborPoster,
  laborPosterDetail,
  laborPosterFileLink,
  laborPosterList,
  uploadLaborPoster,
} from './labor-posters.service.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'contractor'] as const, link: '/labor_posters' };
const tags = ['labor_posters'];

const csv: CsvColumn<LaborPosterView>[] = [
  { header: 'Jurisdiction', value: (l) => l.jurisdiction },
  { header: 'Country', value: (l) => l.country },
  { header: 'Region', value: (l) => l.region ?? '' },
  { header: 'Poster', value: (l) => l.title },
  { header: 'File', value: (l) => l.filename },
  { header: 'Status', value: (l) => l.status },
  { header: 'Uploaded', value: (l) => l.created_at },
];

export async function laborPostersRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/labor_posters',
    access,
    tags,
    query: listQuerySchema(LABOR_POSTER_SORTS, laborPosterFilters),
    row: laborPosterViewSchema,
    list: ({ principal, query: q }) =>
      laborPosterList(deps, principal, {
        status: q.status,
        country: q.country,
        region: q.region,
        sort: sortOf(q, 'region'),
        ...pageOf(q),
      }),
    csv: { filename: 'labor-posters', columns: () => csv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/labor_posters/:id',
    access,
    tags,
    params: idParams,
    response: laborPosterViewSchema,
    handler: ({ principal, params }) => laborPosterDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/labor_posters',
    access,
    tags,
    body: laborPosterCreateSchema,
    response: laborPosterViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => uploadLaborPoster(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/labor_posters/:id/archive',
    access,
    tags,
    params: idParams,
    response: laborPosterViewSchema,
    handler: ({ principal, params, request }) => archiveLaborPoster(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/labor_posters/:id/file_link',
    access,
    tags,
    params: idParams,
    response: fileLinkSchema,
    handler: ({ principal, params, request }) => laborPosterFileLink(deps, principal, params.id, request.ip),
  });
}
