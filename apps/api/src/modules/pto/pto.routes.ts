/** /v2/pto_rules (with enrollments and the year-end run) and /v2/pto_accruals (ledger and balances). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ptoAccrualFilters,
  ptoAccrualViewSchema,
  ptoAdjustmentResultSchema,
  ptoAdjustmentSchema,
  ptoBalanceFilters,
  ptoBalanceViewSchema,
  ptoEnrollmentCreateSchema,
  ptoEnrollmentViewSchema,
  ptoRuleCreateSchema,
  ptoRuleFilters,
  ptoRuleUpdateSchema,
  ptoRuleViewSchema,
  ptoYearEndResultSchema,
  ptoYearEndSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, withDateRange } from '../../lib/list.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { accrualCsvColumns, balanceCsvColumns, ruleCsvColumns } from './pto-csv.js';
import { adjustBalance } from './pto-adjustment.service.js';
import { enrollContractor, listEnrollments, unenrollContractor } from './pto-enrollment.service.js';
import { listPtoAccruals, listPtoBalances } from './pto-ledger-lists.repository.js';
import { createPtoRule, deletePtoRule, getPtoRule, listPtoRules, updatePtoRule } from './pto-rules.service.js';
import { runRuleYearEnd } from './pto-year-end.service.js';

const RULE_ACCESS = { userTypes: ['admin', 'eor', 'partner'], link: '/pto_rules' } as const;
const LEDGER_ACCESS = { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/pto_accruals' } as const;
const tags = ['pto'];
const idParams = z.object({ id: z.string().uuid() });
const enrollmentParams = z.object({ id: z.string().uuid(), enrollmentId: z.string().uuid() });
const ruleQuery = listQuerySchema(['name', 'created_at'], ptoRuleFilters);
const accrualQuery = withDateRange(
  listQuerySchema(['effective_date', 'created_at', 'minutes', 'kind'], ptoAccrualFilters),
);
const balanceQuery = listQuerySchema(['contractor'], ptoBalanceFilters);

export async function ptoRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/pto_rules',
    access: RULE_ACCESS,
    tags,
    query: ruleQuery,
    row: ptoRuleViewSchema,
    list: ({ principal, query: q }) =>
      listPtoRules(deps.db, principal, {
        search: q.search,
        partnerId: q.partner_id,
        method: q.method,
        active: q.active,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'pto_rules',
      columns: ruleCsvColumns,
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/pto_rules/:id',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    response: ptoRuleViewSchema,
    handler: ({ principal, params }) => getPtoRule(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/pto_rules',
    access: RULE_ACCESS,
    tags,
    body: ptoRuleCreateSchema,
    response: ptoRuleViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPtoRule(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/pto_rules/:id',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    body: ptoRuleUpdateSchema,
    response: ptoRuleViewSchema,
    handler: ({ principal, params, body, request }) => updatePtoRule(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/pto_rules/:id',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    response: noContent,
    status: 204,
    handler: async ({ principal, params, request }) => {
      await deletePtoRule(deps, principal, params.id, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/pto_rules/:id/enrollments',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    response: z.array(ptoEnrollmentViewSchema),
    handler: ({ principal, params }) => listEnrollments(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/pto_rules/:id/enrollments',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    body: ptoEnrollmentCreateSchema,
    response: ptoEnrollmentViewSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => enrollContractor(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/pto_rules/:id/enrollments/:enrollmentId',
    access: RULE_ACCESS,
    tags,
    params: enrollmentParams,
    response: noContent,
    status: 204,
    handler: async ({ principal, params, request }) => {
      await unenrollContractor(deps, principal, params.id, params.enrollmentId, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/pto_rules/:id/adjustments',
    access: RULE_ACCESS,
    tags,
    params: idParams,
    body: ptoAdjustmentSchema,
    response: ptoAdjustmentResultSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => adjustBalance(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/pto_rules/:id/run_year_end',
    access: { userTypes: ['admin', 'eor'], link: '/pto_rules' },
    tags,
    params: idParams,
    body: ptoYearEndSchema,
    response: ptoYearEndResultSchema,
    handler: ({ principal, params, body }) => runRuleYearEnd(deps, principal, params.id, body.year),
  });

  listRoute(app, {
    url: '/v2/pto_accruals',
    access: LEDGER_ACCESS,
    tags,
    query: accrualQuery,
    row: ptoAccrualViewSchema,
    list: ({ principal, query: q }) =>
      listPtoAccruals(deps.db, principal, {
        contractorId: q.contractor_id,
        ptoRuleId: q.pto_rule_id,
        kind: q.kind,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-effective_date'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'pto_accruals',
      columns: accrualCsvColumns,
    },
  });

  listRoute(app, {
    url: '/v2/pto_accruals/balances',
    access: LEDGER_ACCESS,
    tags,
    query: balanceQuery,
    row: ptoBalanceViewSchema,
    list: ({ principal, query: q }) =>
      listPtoBalances(deps.db, principal, {
        contractorId: q.contractor_id,
        ptoRuleId: q.pto_rule_id,
        sort: sortOf(q, 'contractor'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'pto_balances',
      columns: balanceCsvColumns,
    },
  });
}
