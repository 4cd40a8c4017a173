/**
 * A contractor's direct deposit account (/direct_deposit): read it, add or replace it (the rules and
 * the transaction are in direct-deposit.service.ts; a change needs the 424 e-mail code step).
 */
import type { FastifyInstance } from 'fastify';
import { bankAccountSchema, bankAccountViewSchema, payrollMethodsViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { payrollMethodsOf, saveBankAccount } from './direct-deposit.service.js';

const access = { userTypes: ['contractor'] as const, link: '/direct_deposit' };
const tags = ['payroll_methods'];

export async function directDepositRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/payroll_methods',
    access,
    tags,
    response: payrollMethodsViewSchema,
    handler: ({ principal }) => payrollMethodsOf(deps.db, principal.userId),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_methods',
    access,
    tags,
    body: bankAccountSchema,
    response: bankAccountViewSchema,
    status: 201,
    handler: ({ principal, body, request }) =>
      saveBankAccount(deps, principal, body, request.ip, () => requireEmailCode(deps, request)),
  });
}
