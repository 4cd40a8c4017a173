/**
 * A contractor's direct deposit account (/direct_deposit): read it, add or replace it (the rules and
 * the transaction are in direct-deposit.service.ts; a change needs the 424 e-mail code step).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankAccountSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { requireEmailCode } from '../auth/verification.js';
import { payrollMethodsOf, saveBankAccount } from './direct-deposit.service.js';

const access = { userTypes: ['contractor'] as const, link: '/direct_deposit' };

export async function directDepositRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get('/v2/payroll_methods', { config: { access }, schema: { tags: ['payroll_methods'] } }, async (req) => ({
    data: await payrollMethodsOf(deps.db, mustPrincipal(req.principal).userId),
  }));

  r.post(
    '/v2/payroll_methods',
    { config: { access }, schema: { body: bankAccountSchema, tags: ['payroll_methods'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const created = await saveBankAccount(deps, p, req.body, req.ip, () => requireEmailCode(deps, req));
      return reply.status(201).send({ data: created });
    },
  );
}
