import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RATE_SETTING_KINDS, RATE_SETTING_LABELS, rateSettingCreateSchema, rateSettingViewSchema } from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute, route } from '../../lib/route.js';
import { todayIso } from '../assignments/today.js';
import { listRateSettings, RATE_SORTS } from './rates.repository.js';
import { createRateSetting } from './rates.service.js';

const STAFF = { userTypes: ['admin', 'eor'], link: '/rates' } as const;
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
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/rates',
    access: STAFF,
    tags: ['rates'],
    query,
    row: rateSettingViewSchema,
    list: ({ query: q }) =>
      listRateSettings(deps.db, {
        kind: q.kind,
        partnerId: q.partner_id,
        region: q.region,
        asOf: q.as_of ?? todayIso(deps.clock.now()),
        sort: sortOf(q, 'kind'),
        ...pageOf(q),
      }),
    csv: {
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
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/rates',
    access: STAFF,
    tags: ['rates'],
    body: rateSettingCreateSchema,
    response: rateSettingViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createRateSetting(deps, principal, body, request.ip),
  });
}
