import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gsaImportResultSchema, gsaImportSchema, gsaRateViewSchema } from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute, route } from '../../lib/route.js';
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
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/gsa_rates',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/gsa_rates' },
    tags: ['gsa_rates'],
    query,
    row: gsaRateViewSchema,
    list: ({ query: q }) =>
      listGsaRates(deps.db, {
        fiscalYear: q.fiscal_year,
        state: q.state,
        search: q.search,
        sort: sortOf(q, 'state'),
        ...pageOf(q),
      }),
    csv: {
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
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/gsa_rates/import',
    access: { userTypes: ['admin', 'eor'], link: '/gsa_rates' },
    tags: ['gsa_rates'],
    body: gsaImportSchema,
    response: gsaImportResultSchema,
    handler: ({ principal, body, request }) => importGsaRates(deps, principal, body, request.ip),
  });
}
