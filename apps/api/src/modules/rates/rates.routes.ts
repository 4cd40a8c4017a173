import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_SETTING_KINDS, RATE_SETTING_LABELS, rateSettingCreateSchema } from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { todayIso } from '../assignments/today.js';
import { listRateSettings, RATE_SORTS } from './rates.repository.js';
import { createRateSetting } from './rates.service.js';

const STAFF = ['admin', 'eor'] as const;
const query = listQuerySchema(RATE_SORTS, {
  kind: z.enum(RATE_SETTING_KINDS).optional(),
  partner_id: z.string().uuid().optional(),
  /** A state or province, or "general" for rows that apply everywhere. */
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}|GENERAL)$/, 'Use a two-letter code or "general"')
    .optional(),
  as_of: z.iso.date().optional(),
});

export async function ratesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/rates',
    { config: { access: { userTypes: STAFF, link: '/rates' } }, schema: { querystring: query, tags: ['rates'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listRateSettings(deps.db, {
        kind: q.kind,
        partnerId: q.partner_id,
        region: q.region,
        asOf: q.as_of ?? todayIso(),
        sort: sortOf(q, 'kind'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'rates',
        columns: [
          { header: 'Kind', value: (s) => RATE_SETTING_LABELS[s.kind] },
          { header: 'Partner', value: (s) => s.partner?.name ?? 'All partners' },
          { header: 'Region', value: (s) => s.region ?? 'All' },
          { header: 'Workers comp code', value: (s) => s.workers_comp_code },
          { header: 'Effective date', value: (s) => s.effective_date },
          { header: 'Value', value: (s) => s.value },
          { header: 'In effect', value: (s) => (s.in_effect ? 'yes' : 'no') },
          { header: 'Note', value: (s) => s.note },
          { header: 'Created', value: (s) => s.created_at },
        ],
      });
    },
  );

  r.post(
    '/v2/rates',
    {
      config: { access: { userTypes: STAFF, link: '/rates' } },
      schema: { body: rateSettingCreateSchema, tags: ['rates'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createRateSetting(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );
}
