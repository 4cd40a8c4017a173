/** GET/PUT /v2/consent_settings: the signed-in user's consents (the rules are in consent-settings.service.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { consentSchema, consentUpdateSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { consentsOf, saveConsents } from './consent-settings.service.js';

const access = {};
const tags = ['consent_settings'];
const consents = z.array(consentSchema);

export async function consentSettingsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/consent_settings',
    access,
    tags,
    response: consents,
    handler: ({ principal }) => consentsOf(db, principal.userId),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/consent_settings',
    access,
    tags,
    body: consentUpdateSchema,
    response: consents,
    handler: ({ principal, body, request }) => saveConsents(db, principal, body, request.ip),
  });
}
