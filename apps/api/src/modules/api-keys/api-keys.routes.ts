/**
 * /v2/api_keys (decision 0089): the caller's keys (an admin's: every key), create (the whole key in
 * this answer only) and revoke. Developers and admins only; an API key cannot manage keys (the tag
 * `api_keys` is in no scope group).
 */
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_SORTS,
  apiKeyCreateSchema,
  apiKeyCreatedSchema,
  apiKeyFilters,
  apiKeyViewSchema,
  type ApiKeyView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { DEVELOPER_USER_TYPES } from './api-keys.policy.js';
import { apiKeyList, createApiKey, revokeApiKey } from './api-keys.service.js';

const access = { userTypes: DEVELOPER_USER_TYPES, link: '/developers' };
const tags = ['api_keys'];

const csvColumns: CsvColumn<ApiKeyView>[] = [
  { header: 'Name', value: (k) => k.name },
  { header: 'Key', value: (k) => `${k.prefix}…` },
  { header: 'Scopes', value: (k) => k.scopes.join(' ') },
  { header: 'Owner', value: (k) => k.owner.name },
  { header: 'Last used', value: (k) => k.last_used_at },
  { header: 'Revoked', value: (k) => k.revoked_at },
  { header: 'Created', value: (k) => k.created_at },
];

export async function apiKeysRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/api_keys',
    access,
    tags,
    query: listQuerySchema(API_KEY_SORTS, apiKeyFilters),
    row: apiKeyViewSchema,
    list: ({ principal, query: q }) =>
      apiKeyList(deps, principal, { status: q.status, sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: { filename: 'api-keys', columns: csvColumns },
  });

  route(app, {
    method: 'POST',
    url: '/v2/api_keys',
    access,
    tags,
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
    handler: ({ principal, body, request }) => createApiKey(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/api_keys/:id',
    summary: 'Revoke an API key: requests bearing it are refused from now on',
    access,
    tags,
    params: idParams,
    response: apiKeyViewSchema,
    handler: ({ principal, params, request }) => revokeApiKey(deps, principal, params.id, request.ip),
  });
}
