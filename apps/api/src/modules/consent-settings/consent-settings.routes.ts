/** GET/PUT /v2/consent_settings: the signed-in user's consents (the rules are in consent-settings.service.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentUpdateSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { consentsOf, saveConsents } from './consent-settings.service.js';

const ACCESS = { access: {} };

export async function consentSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/consent_settings', { config: ACCESS, schema: { tags: ['consent_settings'] } }, async (req) => ({
    data: await consentsOf(db, mustPrincipal(req.principal).userId),
  }));

  r.put(
    '/v2/consent_settings',
    { config: ACCESS, schema: { body: consentUpdateSchema, tags: ['consent_settings'] } },
    async (req) => ({ data: await saveConsents(db, mustPrincipal(req.principal), req.body, req.ip) }),
  );
}
