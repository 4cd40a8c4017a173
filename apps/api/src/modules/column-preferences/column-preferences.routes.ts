/**
 * GET/PUT /v2/column_preferences/:table: the hidden columns of one table, kept per platform user
 * (spec section 9; the rules are in column-preferences.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { columnPreferencesSchema, columnPreferencesUpdateSchema, TABLE_NAME_PATTERN } from '@app/domain';
import { route } from '../../lib/route.js';
import { columnPreferencesOf, saveColumnPreferences } from './column-preferences.service.js';

const access = {};
const tags = ['column_preferences'];
const params = z.object({ table: z.string().regex(TABLE_NAME_PATTERN, 'Unknown table name') });

export async function columnPreferencesRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/column_preferences/:table',
    access,
    tags,
    params,
    response: columnPreferencesSchema,
    handler: ({ principal, params }) => columnPreferencesOf(db, principal, params.table),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/column_preferences/:table',
    access,
    tags,
    params,
    body: columnPreferencesUpdateSchema,
    response: columnPreferencesSchema,
    handler: ({ principal, params, body, request }) =>
      saveColumnPreferences(db, principal, params.table, body.hidden_columns, request.ip),
  });
}
