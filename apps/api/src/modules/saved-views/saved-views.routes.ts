/**
 * /v2/saved_views: a signed-in user's named views of one list (issue 16, decision 0093). Everyone may keep
 * their own; no one reads another's (the service scopes every row to the caller's platform user).
 */
import type { FastifyInstance } from 'fastify';
import {
  SAVED_VIEW_SORTS,
  savedViewCreateSchema,
  savedViewFilters,
  savedViewSchema,
  savedViewUpdateSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { createSavedView, deleteSavedView, savedViewOf, savedViewsOf, updateSavedView } from './saved-views.service.js';

const access = {};
const tags = ['saved_views'];

export async function savedViewsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  listRoute(app, {
    url: '/v2/saved_views',
    access,
    tags,
    query: listQuerySchema(SAVED_VIEW_SORTS, savedViewFilters),
    row: savedViewSchema,
    list: ({ principal, query: q }) => savedViewsOf(db, principal, q.table, { sort: sortOf(q, 'name'), ...pageOf(q) }),
    csv: {
      filename: 'saved_views',
      columns: [
        { header: 'Name', value: (v) => v.name },
        { header: 'List', value: (v) => v.table },
        { header: 'Filters', value: (v) => v.query },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/saved_views/:id',
    access,
    tags,
    params: idParams,
    response: savedViewSchema,
    handler: ({ principal, params }) => savedViewOf(db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/saved_views',
    access,
    tags,
    body: savedViewCreateSchema,
    response: savedViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createSavedView(db, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/saved_views/:id',
    access,
    tags,
    params: idParams,
    body: savedViewUpdateSchema,
    response: savedViewSchema,
    handler: ({ principal, params, body, request }) => updateSavedView(db, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/saved_views/:id',
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await deleteSavedView(db, principal, params.id, request.ip);
      return null;
    },
  });
}
