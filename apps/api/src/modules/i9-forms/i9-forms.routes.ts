/**
 * Forms I-9 for staff with the document_verifier capability: the list, one form (section 1 masked),
 * and section 2 (documents examined); the rules and the transaction are in i9-forms.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { i9Section2Schema } from '@app/domain';
import { listQuerySchema } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { queueListRoute, verifierQueueAccess } from '../verifications/verifier-queue.js';
import { i9Queue } from './i9-forms.repository.js';
import { completeSection2, i9FormDetail } from './i9-forms.service.js';

const access = verifierQueueAccess('/i9_forms');
const query = listQuerySchema(['section1_signed_at', 'name'], {
  status: z.enum(['awaiting_section2', 'complete']).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });

export async function i9FormsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  queueListRoute(app, {
    path: '/v2/i9_forms',
    link: '/i9_forms',
    tag: 'i9_forms',
    query,
    ...i9Queue,
    defaultSort: '-section1_signed_at',
    csv: {
      filename: 'i9-forms',
      columns: [
        { header: 'Contractor', value: (f) => f.contractor.name },
        { header: 'Partner', value: (f) => f.partner.name },
        { header: 'Citizenship status', value: (f) => f.citizenship_status },
        { header: 'Section 1 signed', value: (f) => f.section1_signed_at },
        { header: 'Section 2 signed', value: (f) => f.section2_signed_at },
        { header: 'Status', value: (f) => f.status },
      ],
    },
  });

  r.get('/v2/i9_forms/:id', { config: { access }, schema: { params, tags: ['i9_forms'] } }, async (req) => ({
    data: await i9FormDetail(deps.db, mustPrincipal(req.principal), req.params.id),
  }));

  r.post(
    '/v2/i9_forms/:id/section2',
    { config: { access }, schema: { params, body: i9Section2Schema, tags: ['i9_forms'] } },
    async (req) => ({
      data: await completeSection2(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
