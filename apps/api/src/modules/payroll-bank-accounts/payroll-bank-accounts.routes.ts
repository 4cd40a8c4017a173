/**
 * /v2/payroll_bank_accounts: a self-funded partner's payroll funding accounts (decision 0051). The access
 * rule lets in the payroll_bank_accounts capability (staff; a self-funded or self-employer partner's
 * sensitive roles) and refuses everyone else 403; rows are scoped (another partner's account is 404).
 * Adding one, making one primary and retiring one each wait for the e-mailed code (the 424 step).
 * Also here: a run's funding (GET /v2/payroll_runs/{id}/funding; collecting a debit returned after the workers
 * were paid, POST …/funding/collect, decision 0113) and a paycheck's deposit split
 * (GET /v2/paychecks/{id}/deposits), read with the payroll and paycheck scopes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PAYROLL_BANK_ACCOUNT_SORTS,
  paycheckDepositSchema,
  payrollBankAccountCreateSchema,
  payrollBankAccountFilters,
  payrollBankAccountViewSchema,
  fundingCollectionInputSchema,
  payrollRunFundingSchema,
  type PayrollBankAccountView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { collectFunding, runFunding } from '../payroll-runs/funding-collection.service.js';
import { paycheckDeposits } from '../payroll-runs/payroll-funding.service.js';
import {
  createPayrollBankAccount,
  makePrimaryPayrollBankAccount,
  payrollBankAccountDetail,
  payrollBankAccountList,
  retirePayrollBankAccountFor,
} from './payroll-bank-accounts.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner'],
  link: '/payroll_bank_accounts',
  capability: 'payroll_bank_accounts',
} as const;
const tags = ['payroll_bank_accounts'];
const URL = '/v2/payroll_bank_accounts';

const CSV = [
  { header: 'Partner', value: (r: PayrollBankAccountView) => r.partner.name },
  { header: 'Account holder', value: (r: PayrollBankAccountView) => r.account_holder },
  { header: 'Bank', value: (r: PayrollBankAccountView) => r.bank_name ?? '' },
  { header: 'Routing', value: (r: PayrollBankAccountView) => r.routing_masked },
  { header: 'Account', value: (r: PayrollBankAccountView) => r.account_masked },
  { header: 'Type', value: (r: PayrollBankAccountView) => r.account_type },
  { header: 'Primary', value: (r: PayrollBankAccountView) => (r.primary ? 'Yes' : 'No') },
  { header: 'Status', value: (r: PayrollBankAccountView) => r.status },
];

export async function payrollBankAccountsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db } = deps;

  listRoute(app, {
    url: URL,
    access,
    tags,
    query: listQuerySchema(PAYROLL_BANK_ACCOUNT_SORTS, payrollBankAccountFilters),
    row: payrollBankAccountViewSchema,
    list: ({ principal, query: q }) =>
      payrollBankAccountList(db, principal, {
        partnerId: q.partner_id,
        status: q.status,
        sort: sortOf(q, 'created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'payroll_bank_accounts', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: `${URL}/:id`,
    access,
    tags,
    params: idParams,
    response: payrollBankAccountViewSchema,
    handler: ({ principal, params }) => payrollBankAccountDetail(db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: URL,
    access,
    tags,
    body: payrollBankAccountCreateSchema,
    response: payrollBankAccountViewSchema,
    status: 201,
    // Behind the 424 step: the e-mailed code, replayed with X-Verification-Code.
    handler: ({ principal, body, request }) =>
      createPayrollBankAccount(deps, principal, body, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'POST',
    url: `${URL}/:id/make_primary`,
    access,
    tags,
    params: idParams,
    response: payrollBankAccountViewSchema,
    handler: ({ principal, params, request }) =>
      makePrimaryPayrollBankAccount(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'POST',
    url: `${URL}/:id/retire`,
    access,
    tags,
    params: idParams,
    response: payrollBankAccountViewSchema,
    handler: ({ principal, params, request }) =>
      retirePayrollBankAccountFor(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'GET',
    url: '/v2/payroll_runs/:id/funding',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/payroll_runs', capability: 'see_payroll' },
    tags: ['payroll_runs'],
    params: idParams,
    response: payrollRunFundingSchema,
    handler: ({ principal, params }) => runFunding(db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/:id/funding/collect',
    access: { userTypes: ['admin', 'partner'], link: '/payroll_runs', capability: 'see_payroll' },
    tags: ['payroll_runs'],
    params: idParams,
    body: fundingCollectionInputSchema,
    response: payrollRunFundingSchema,
    // Behind the 424 step: the e-mailed code, replayed with X-Verification-Code (decision 0113).
    handler: ({ principal, params, body, request }) =>
      collectFunding(deps, principal, params.id, body, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'GET',
    url: '/v2/paychecks/:id/deposits',
    access: { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/paychecks', capability: 'see_paychecks' },
    tags: ['paychecks'],
    params: idParams,
    response: z.array(paycheckDepositSchema),
    handler: ({ principal, params }) => paycheckDeposits(db, principal, params.id),
  });
}
