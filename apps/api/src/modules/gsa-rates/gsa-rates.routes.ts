import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gsaImportSchema } from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { GSA_SORTS, listGsaRates } from './gsa-rates.repository.js';
import { importGsaRates } from './gsa-rates.service.js';

const query = listQuerySchema(GSA_SORTS, {
  fiscal_year: z.coerce.number().int().min(2000).max(2100).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter state code')
    .optional(),
  search: z.string().trim().max(100).optional(),
});

export async function gsaRatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/gsa_rates',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/gsa_rates' } },
      schema: { querystring: query, tags: ['gsa_rates'] },
    },
    async (req, reply) => {
      const q = req.query;
      const result = await listGsaRates(deps.db, {
        fiscalYear: q.fiscal_year,
        state: q.state,
        search: q.search,
        sort: sortOf(q, 'state'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'gsa_rates',
        columns: [
          { header: 'fiscal_year', value: (g) => g.fiscal_year },
          { header: 'state', value: (g) => g.state },
          { header: 'destination', value: (g) => g.destination },
          { header: 'county', value: (g) => g.county },
          { header: 'season_begin', value: (g) => g.season_begin },
          { header: 'season_end', value: (g) => g.season_end },
          { header: 'lodging', value: (g) => g.lodging },
          { header: 'meals_and_incidentals', value: (g) => g.meals_and_incidentals },
        ],
      });
    },
  );

  r.post(
    '/v2/gsa_rates/import',
    {
      config: { access: { userTypes: ['admin', 'eor'], link: '/gsa_rates' } },
      schema: { body: gsaImportSchema, tags: ['gsa_rates'] },
    },
    async (req) => ({ data: await importGsaRates(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );
}
