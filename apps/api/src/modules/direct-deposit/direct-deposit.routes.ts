/**
 * A contractor's direct deposit accounts (/direct_deposit): read them, add or replace the main one, add a
 * split account, change a split's amount or percent, remove a split account (the rules and the
 * transactions are in direct-deposit.service.ts; every change of an existing set needs the 424 e-mail code
 * step).
 */
import type { FastifyInstance } from 'fastify';
import {
  depositAccountSchema,
  depositAccountsViewSchema,
  depositAccountViewSchema,
  depositAllocationUpdateSchema,
} from '@app/domain';
import { idParams } from '../../lib/reference-routes.js';
import { noContent, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import {
  changeAllocation,
  payrollMethodsOf,
  removeSplitAccount,
  saveBankAccount,
  workerPayrollMethods,
} from './direct-deposit.service.js';

const access = { userTypes: ['contractor'] as const, link: '/direct_deposit' };
const tags = ['payroll_methods'];

export async function directDepositRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/payroll_methods',
    access,
    tags,
    response: depositAccountsViewSchema,
    handler: ({ principal }) => payrollMethodsOf(deps, principal.userId),
  });

  // The employer's payroll staff read a worker's accounts (masked), to say why a share went by check.
  route(app, {
    method: 'GET',
    url: '/v2/contractors/:id/payroll_methods',
    access: { userTypes: ['admin', 'eor', 'partner'], capability: 'see_payroll' },
    tags,
    params: idParams,
    response: depositAccountsViewSchema,
    handler: ({ principal, params }) => workerPayrollMethods(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_methods',
    access,
    tags,
    body: depositAccountSchema,
    response: depositAccountViewSchema,
    status: 201,
    handler: ({ principal, body, request }) =>
      saveBankAccount(deps, principal, body, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/payroll_methods/:id',
    access,
    tags,
    params: idParams,
    body: depositAllocationUpdateSchema,
    response: depositAccountViewSchema,
    handler: ({ principal, params, body, request }) =>
      changeAllocation(deps, principal, params.id, body.allocation, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/payroll_methods/:id',
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await removeSplitAccount(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request));
      return null;
    },
  });
}
