/**
 * /v2/company_taxes: an employer's FEIN, state registrations (SUTA) and workers' comp rates. The access
 * rule lets in the company_taxes capability (staff; a self-employer partner's sensitive roles) and refuses
 * everyone else 403; whose employer and who changes it is company-taxes.policy.ts (decision 0044).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  STATE_REGISTRATION_SORTS,
  WORKERS_COMP_RATE_SORTS,
  companyTaxEmployerViewSchema,
  companyTaxProfileUpdateSchema,
  companyTaxQuerySchema,
  companyTaxesViewSchema,
  stateRegistrationCreateSchema,
  stateRegistrationFilters,
  stateRegistrationUpdateSchema,
  stateRegistrationViewSchema,
  workersCompRateCreateSchema,
  workersCompRateFilters,
  workersCompRateUpdateSchema,
  workersCompRateViewSchema,
  type StateRegistrationView,
  type WorkersCompRateView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { companyTaxEmployerFor, companyTaxEmployersFor } from './company-taxes.policy.js';
import {
  companyTaxes,
  createStateRegistration,
  createWorkersCompRate,
  deleteStateRegistration,
  deleteWorkersCompRate,
  stateRegistrationList,
  updateCompanyTaxProfile,
  updateStateRegistration,
  updateWorkersCompRate,
  workersCompRateList,
} from './company-taxes.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], capability: 'company_taxes' } as const;
const tags = ['company_taxes'];
const REGISTRATIONS = '/v2/company_taxes/registrations';
const COMP_RATES = '/v2/company_taxes/workers_comp_rates';

const REGISTRATION_CSV = [
  { header: 'State', value: (r: StateRegistrationView) => r.state },
  { header: 'Year', value: (r: StateRegistrationView) => String(r.year) },
  { header: 'Account number', value: (r: StateRegistrationView) => r.account_number_masked },
  { header: 'SUTA rate %', value: (r: StateRegistrationView) => r.suta_rate_percent },
  { header: 'Wage base', value: (r: StateRegistrationView) => r.suta_wage_base },
];

const COMP_RATE_CSV = [
  { header: 'Code', value: (r: WorkersCompRateView) => r.workers_comp_code.code },
  { header: 'Description', value: (r: WorkersCompRateView) => r.workers_comp_code.description },
  { header: 'State', value: (r: WorkersCompRateView) => r.state },
  { header: 'Year', value: (r: WorkersCompRateView) => String(r.year) },
  { header: 'Rate per $100', value: (r: WorkersCompRateView) => r.rate_per_100 },
];

export async function companyTaxesRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db } = deps;

  route(app, {
    method: 'GET',
    url: '/v2/company_taxes',
    access,
    tags,
    query: companyTaxQuerySchema,
    response: companyTaxesViewSchema,
    handler: async ({ principal, query }) =>
      companyTaxes(db, await companyTaxEmployerFor(db, principal, query.employer_key)),
  });

  route(app, {
    method: 'GET',
    url: '/v2/company_taxes/employers',
    access,
    tags,
    response: z.array(companyTaxEmployerViewSchema),
    handler: ({ principal }) => companyTaxEmployersFor(db, principal),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/company_taxes/profile',
    access,
    tags,
    query: companyTaxQuerySchema,
    body: companyTaxProfileUpdateSchema,
    response: companyTaxesViewSchema,
    handler: async ({ principal, query, body, request }) =>
      updateCompanyTaxProfile(
        deps,
        principal,
        await companyTaxEmployerFor(db, principal, query.employer_key),
        body,
        request.ip,
      ),
  });

  listRoute(app, {
    url: REGISTRATIONS,
    access,
    tags,
    query: listQuerySchema(STATE_REGISTRATION_SORTS, stateRegistrationFilters),
    row: stateRegistrationViewSchema,
    list: async ({ principal, query: q }) => {
      const employer = await companyTaxEmployerFor(db, principal, q.employer_key);
      const result = await stateRegistrationList(db, {
        employerKey: employer.employerKey,
        year: q.year,
        state: q.state,
        sort: sortOf(q, 'state'),
        ...pageOf(q),
      });
      return { ...result, filename: `state_registrations_${employer.employerKey}${q.year ? `_${q.year}` : ''}` };
    },
    csv: { filename: 'state_registrations', columns: REGISTRATION_CSV },
  });

  route(app, {
    method: 'POST',
    url: REGISTRATIONS,
    access,
    tags,
    body: stateRegistrationCreateSchema,
    response: stateRegistrationViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createStateRegistration(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: `${REGISTRATIONS}/:id`,
    access,
    tags,
    params: idParams,
    body: stateRegistrationUpdateSchema,
    response: stateRegistrationViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateStateRegistration(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: `${REGISTRATIONS}/:id`,
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await deleteStateRegistration(deps, principal, params.id, request.ip);
      return null;
    },
  });

  listRoute(app, {
    url: COMP_RATES,
    access,
    tags,
    query: listQuerySchema(WORKERS_COMP_RATE_SORTS, workersCompRateFilters),
    row: workersCompRateViewSchema,
    list: async ({ principal, query: q }) => {
      const employer = await companyTaxEmployerFor(db, principal, q.employer_key);
      const result = await workersCompRateList(db, {
        employerKey: employer.employerKey,
        year: q.year,
        state: q.state,
        sort: sortOf(q, 'code'),
        ...pageOf(q),
      });
      return { ...result, filename: `workers_comp_rates_${employer.employerKey}${q.year ? `_${q.year}` : ''}` };
    },
    csv: { filename: 'workers_comp_rates', columns: COMP_RATE_CSV },
  });

  route(app, {
    method: 'POST',
    url: COMP_RATES,
    access,
    tags,
    body: workersCompRateCreateSchema,
    response: workersCompRateViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createWorkersCompRate(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: `${COMP_RATES}/:id`,
    access,
    tags,
    params: idParams,
    body: workersCompRateUpdateSchema,
    response: workersCompRateViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateWorkersCompRate(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: `${COMP_RATES}/:id`,
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await deleteWorkersCompRate(deps, principal, params.id, request.ip);
      return null;
    },
  });
}
