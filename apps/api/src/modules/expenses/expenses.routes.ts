import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bulkDecisionBodySchema,
  bulkDecisionResultSchema,
  EXPENSE_RECEIPT_MAX_BYTES,
  EXPENSE_SORTS,
  EXPENSE_TYPE_RULES,
  expenseActionSchema,
  expenseCreateSchema,
  expenseFilters,
  expenseReceiptUploadSchema,
  expenseUpdateSchema,
  expenseViewSchema,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { allDatesFilter, recentPeriod } from '../../lib/recent-period.js';
import { listQuerySchema, pageOf, sortOf, withDateRange } from '../../lib/list.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, noContent, route } from '../../lib/route.js';
import { isStaff } from '../../lib/principal.js';
import { EXPENSE_DATES, findVisibleExpense, listExpenses, toExpenseView } from './expenses.repository.js';
import { putReceipt, readReceipt } from './expense-receipts.service.js';
import { decideExpenses } from './expense-bulk.service.js';
import { actOnExpense, createExpense, deleteExpense, updateExpense } from './expenses.service.js';
import { todayIso } from '../assignments/today.js';

/** Who reaches the expense pages (the /expenses link: see-expenses roles, clients, W-2 contractors). */
const access = { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/expenses' } as const;
const tags = ['expenses'];
/** Base64 makes a receipt a third larger; the margin lets an oversize one get the clear 422, not a bare 413. */
const UPLOAD_BODY_LIMIT = Math.ceil(EXPENSE_RECEIPT_MAX_BYTES * 1.4) + 64 * 1024;
const query = withDateRange(
  listQuerySchema(EXPENSE_SORTS, { ...expenseFilters, ...allDatesFilter, partner_id: z.string().uuid().optional() }),
);

export async function expensesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/expenses',
    access,
    tags,
    query,
    row: expenseViewSchema,
    list: async ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const period = await recentPeriod(deps.db, p, {
        ...EXPENSE_DATES,
        narrowed: Boolean(q.date_from || q.partner_id || q.client_id || q.contractor_id || q.assignment_id),
        allDates: q.all_dates === 'true',
        today: todayIso(deps.clock.now()),
      });
      const page = await listExpenses(deps.db, p, {
        status: q.status,
        type: q.type,
        partnerId: q.partner_id,
        clientId: q.client_id,
        contractorId: q.contractor_id,
        assignmentId: q.assignment_id,
        paid: q.paid === undefined ? undefined : q.paid === 'true',
        search: q.search,
        dateFrom: period?.date_from ?? q.date_from,
        dateTo: period?.date_to ?? q.date_to,
        sort: sortOf(q, '-date'),
        ...pageOf(q),
      });
      return { ...page, defaultPeriod: period };
    },
    csv: {
      filename: 'expenses',
      columns: [
        { header: 'Date', value: (e) => e.date },
        { header: 'Type', value: (e) => EXPENSE_TYPE_RULES[e.type].label },
        { header: 'Amount', value: (e) => e.amount },
        { header: 'Status', value: (e) => e.status },
        { header: 'Paid', value: (e) => e.paid },
        { header: 'Contractor', value: (e) => e.contractor.name },
        { header: 'Client', value: (e) => e.client.name },
        { header: 'Partner', value: (e) => e.partner.name },
        { header: 'Job', value: (e) => e.assignment.job_title },
        { header: 'Category', value: (e) => e.category },
        { header: 'Description', value: (e) => e.description },
        { header: 'Business purpose', value: (e) => e.business_purpose },
        { header: 'Period start', value: (e) => e.period_start },
        { header: 'Period end', value: (e) => e.period_end },
        { header: 'Reimbursable', value: (e) => e.reimbursable },
        { header: 'Billable', value: (e) => e.billable },
        { header: 'Receipt', value: (e) => e.receipt?.filename },
        { header: 'Approved by', value: (e) => e.approval_user?.name },
        { header: 'Approval date', value: (e) => e.approval_date },
        { header: 'Rejection reason', value: (e) => e.rejection_reason },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/expenses/:id',
    access,
    tags,
    params: idParams,
    response: expenseViewSchema,
    handler: async ({ principal, params }) =>
      toExpenseView(visibleOr404(await findVisibleExpense(deps.db, principal, params.id)), principal),
  });

  route(app, {
    method: 'POST',
    url: '/v2/expenses',
    access,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: expenseCreateSchema,
    response: expenseViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createExpense(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/expenses/:id',
    access,
    tags,
    params: idParams,
    body: expenseUpdateSchema,
    response: expenseViewSchema,
    handler: ({ principal, params, body, request }) => updateExpense(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/expenses/:id',
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await deleteExpense(deps, principal, params.id, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/expenses/:id/actions',
    access,
    tags,
    params: idParams,
    body: expenseActionSchema,
    response: expenseViewSchema,
    handler: ({ principal, params, body, request }) => actOnExpense(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/expenses/bulk',
    access,
    tags,
    body: bulkDecisionBodySchema,
    response: bulkDecisionResultSchema,
    handler: ({ principal, body, request }) => decideExpenses(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/expenses/:id/receipt',
    access,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    params: idParams,
    body: expenseReceiptUploadSchema,
    response: expenseViewSchema,
    handler: ({ principal, params, body, request }) => putReceipt(deps, principal, params.id, body, request.ip),
  });

  fileRoute(app, {
    url: '/v2/expenses/:id/receipt',
    access,
    tags,
    params: idParams,
    file: ({ principal, params }) => readReceipt(deps, principal, params.id),
  });
}
