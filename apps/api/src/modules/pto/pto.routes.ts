/** /v2/pto_rules (with enrollments and the year-end run) and /v2/pto_accruals (ledger and balances). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  minutesAsHours,
  ptoAccrualFilters,
  ptoAdjustmentSchema,
  ptoBalanceFilters,
  ptoEnrollmentCreateSchema,
  ptoRuleCreateSchema,
  ptoRuleFilters,
  ptoRuleUpdateSchema,
  ptoYearEndSchema,
} from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf, withDateRange } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { isStaff } from '../../lib/principal.js';
import { listPtoAccruals, listPtoBalances } from './pto-ledger.service.js';
import { runPtoYearEnd } from './pto-periods.service.js';
import {
  adjustBalance,
  createPtoRule,
  deletePtoRule,
  enrollContractor,
  getPtoRule,
  listEnrollments,
  listPtoRules,
  unenrollContractor,
  updatePtoRule,
} from './pto-rules.service.js';

const RULE_ACCESS = { userTypes: ['admin', 'eor', 'partner'], link: '/pto_rules' } as const;
const LEDGER_ACCESS = { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/pto_accruals' } as const;
const idParams = z.object({ id: z.string().uuid() });
const enrollmentParams = z.object({ id: z.string().uuid(), enrollmentId: z.string().uuid() });
const ruleQuery = listQuerySchema(['name', 'created_at'], ptoRuleFilters);
const accrualQuery = withDateRange(
  listQuerySchema(['effective_date', 'created_at', 'minutes', 'kind'], ptoAccrualFilters),
);
const balanceQuery = listQuerySchema(['contractor'], ptoBalanceFilters);
const hours = (m: number | null) => (m === null ? null : minutesAsHours(m));

export async function ptoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/pto_rules',
    { config: { access: RULE_ACCESS }, schema: { querystring: ruleQuery, tags: ['pto'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listPtoRules(deps.db, mustPrincipal(req.principal), {
        search: q.search,
        partnerId: q.partner_id,
        method: q.method,
        active: q.active,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'pto_rules',
        columns: [
          { header: 'Name', value: (x) => x.name },
          { header: 'Partner', value: (x) => x.partner?.name ?? 'Platform' },
          { header: 'Method', value: (x) => x.method },
          { header: 'Accrual rate', value: (x) => x.accrual_rate },
          { header: 'Hours per period', value: (x) => hours(x.minutes_per_period) },
          { header: 'Balance cap (h)', value: (x) => hours(x.balance_cap_minutes) },
          { header: 'Carry-over cap (h)', value: (x) => hours(x.carry_over_cap_minutes) },
          { header: 'Enrolled', value: (x) => x.enrolled_count },
          { header: 'Balance (h)', value: (x) => hours(x.balance_minutes) },
          { header: 'Active', value: (x) => x.active },
        ],
      });
    },
  );

  r.get(
    '/v2/pto_rules/:id',
    { config: { access: RULE_ACCESS }, schema: { params: idParams, tags: ['pto'] } },
    async (req) => ({ data: await getPtoRule(deps.db, mustPrincipal(req.principal), req.params.id) }),
  );

  r.post(
    '/v2/pto_rules',
    { config: { access: RULE_ACCESS }, schema: { body: ptoRuleCreateSchema, tags: ['pto'] } },
    async (req, reply) =>
      reply.status(201).send({ data: await createPtoRule(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/pto_rules/:id',
    { config: { access: RULE_ACCESS }, schema: { params: idParams, body: ptoRuleUpdateSchema, tags: ['pto'] } },
    async (req) => ({
      data: await updatePtoRule(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.delete(
    '/v2/pto_rules/:id',
    { config: { access: RULE_ACCESS }, schema: { params: idParams, tags: ['pto'] } },
    async (req, reply) => {
      await deletePtoRule(deps, mustPrincipal(req.principal), req.params.id, req.ip);
      return reply.status(204).send();
    },
  );

  r.get(
    '/v2/pto_rules/:id/enrollments',
    { config: { access: RULE_ACCESS }, schema: { params: idParams, tags: ['pto'] } },
    async (req) => ({ data: await listEnrollments(deps.db, mustPrincipal(req.principal), req.params.id) }),
  );

  r.post(
    '/v2/pto_rules/:id/enrollments',
    {
      config: { access: RULE_ACCESS },
      schema: { params: idParams, body: ptoEnrollmentCreateSchema, tags: ['pto'] },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await enrollContractor(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
      }),
  );

  r.delete(
    '/v2/pto_rules/:id/enrollments/:enrollmentId',
    { config: { access: RULE_ACCESS }, schema: { params: enrollmentParams, tags: ['pto'] } },
    async (req, reply) => {
      await unenrollContractor(deps, mustPrincipal(req.principal), req.params.id, req.params.enrollmentId, req.ip);
      return reply.status(204).send();
    },
  );

  r.post(
    '/v2/pto_rules/:id/adjustments',
    {
      config: { access: RULE_ACCESS },
      schema: { params: idParams, body: ptoAdjustmentSchema, tags: ['pto'] },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await adjustBalance(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
      }),
  );

  r.post(
    '/v2/pto_rules/:id/run_year_end',
    {
      config: { access: { userTypes: ['admin', 'eor'], link: '/pto_rules' } },
      schema: { params: idParams, body: ptoYearEndSchema, tags: ['pto'] },
    },
    async (req) => {
      const p = mustPrincipal(req.principal);
      if (!isStaff(p)) throw forbidden();
      const rule = await getPtoRule(deps.db, p, req.params.id);
      if (!rule) throw notFound();
      const result = await deps.db.transaction((tx) =>
        runPtoYearEnd(tx, { year: req.body.year, ruleId: rule.id }, p.userId),
      );
      return { data: { year: req.body.year, ...result } };
    },
  );

  r.get(
    '/v2/pto_accruals',
    { config: { access: LEDGER_ACCESS }, schema: { querystring: accrualQuery, tags: ['pto'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listPtoAccruals(deps.db, mustPrincipal(req.principal), {
        contractorId: q.contractor_id,
        ptoRuleId: q.pto_rule_id,
        kind: q.kind,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-effective_date'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'pto_accruals',
        columns: [
          { header: 'Date', value: (x) => x.effective_date },
          { header: 'Contractor', value: (x) => x.contractor.name },
          { header: 'Rule', value: (x) => x.pto_rule.name },
          { header: 'Kind', value: (x) => x.kind },
          { header: 'Minutes', value: (x) => x.minutes },
          { header: 'Hours', value: (x) => minutesAsHours(x.minutes) },
          { header: 'Timesheet', value: (x) => x.timesheet_id },
          { header: 'Time off request', value: (x) => x.time_off_request_id },
          { header: 'Note', value: (x) => x.note },
        ],
      });
    },
  );

  r.get(
    '/v2/pto_accruals/balances',
    { config: { access: LEDGER_ACCESS }, schema: { querystring: balanceQuery, tags: ['pto'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listPtoBalances(deps.db, mustPrincipal(req.principal), {
        contractorId: q.contractor_id,
        ptoRuleId: q.pto_rule_id,
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'pto_balances',
        columns: [
          { header: 'Contractor', value: (x) => x.contractor.name },
          { header: 'Rule', value: (x) => x.pto_rule.name },
          { header: 'Enrolled since', value: (x) => x.start_date },
          { header: 'Accrued (h)', value: (x) => minutesAsHours(x.accrued_minutes) },
          { header: 'Used (h)', value: (x) => minutesAsHours(x.used_minutes) },
          { header: 'Forfeited (h)', value: (x) => minutesAsHours(x.forfeited_minutes) },
          { header: 'Balance (h)', value: (x) => minutesAsHours(x.balance_minutes) },
        ],
      });
    },
  );
}
