import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPENSE_RECEIPT_MAX_BYTES,
  EXPENSE_SORTS,
  EXPENSE_TYPE_RULES,
  expenseActionSchema,
  expenseCreateSchema,
  expenseFilters,
  expenseReceiptUploadSchema,
  expenseUpdateSchema,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf, withDateRange } from '../../lib/list.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { sendAttachment } from '../../lib/uploads.js';
import { isStaff } from '../../lib/principal.js';
import { findVisibleExpense, listExpenses, toExpenseView } from './expenses.repository.js';
import {
  actOnExpense,
  createExpense,
  deleteExpense,
  putReceipt,
  readReceipt,
  updateExpense,
} from './expenses.service.js';

/** Who reaches the expense pages (the /expenses link: see-expenses roles, clients, W-2 contractors). */
const access = { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'] as const, link: '/expenses' };
/** Base64 makes a receipt a third larger; the margin lets an oversize one get the clear 422, not a bare 413. */
const UPLOAD_BODY_LIMIT = Math.ceil(EXPENSE_RECEIPT_MAX_BYTES * 1.4) + 64 * 1024;
const query = withDateRange(
  listQuerySchema(EXPENSE_SORTS, { ...expenseFilters, partner_id: z.string().uuid().optional() }),
);

export async function expensesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/expenses',
    { config: { access }, schema: { querystring: query, tags: ['expenses'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listExpenses(deps.db, p, {
        status: q.status,
        type: q.type,
        partnerId: q.partner_id,
        clientId: q.client_id,
        contractorId: q.contractor_id,
        assignmentId: q.assignment_id,
        paid: q.paid === undefined ? undefined : q.paid === 'true',
        search: q.search,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-date'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get('/v2/expenses/:id', { config: { access }, schema: { params: idParams, tags: ['expenses'] } }, async (req) => {
    const p = mustPrincipal(req.principal);
    return { data: toExpenseView(visibleOr404(await findVisibleExpense(deps.db, p, req.params.id)), p) };
  });

  r.post(
    '/v2/expenses',
    { bodyLimit: UPLOAD_BODY_LIMIT, config: { access }, schema: { body: expenseCreateSchema, tags: ['expenses'] } },
    async (req, reply) =>
      reply.status(201).send({ data: await createExpense(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/expenses/:id',
    { config: { access }, schema: { params: idParams, body: expenseUpdateSchema, tags: ['expenses'] } },
    async (req) => ({
      data: await updateExpense(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.delete(
    '/v2/expenses/:id',
    { config: { access }, schema: { params: idParams, tags: ['expenses'] } },
    async (req, reply) => {
      await deleteExpense(deps, mustPrincipal(req.principal), req.params.id, req.ip);
      return reply.status(204).send();
    },
  );

  r.post(
    '/v2/expenses/:id/actions',
    { config: { access }, schema: { params: idParams, body: expenseActionSchema, tags: ['expenses'] } },
    async (req) => ({
      data: await actOnExpense(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.put(
    '/v2/expenses/:id/receipt',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access },
      schema: { params: idParams, body: expenseReceiptUploadSchema, tags: ['expenses'] },
    },
    async (req) => ({
      data: await putReceipt(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.get(
    '/v2/expenses/:id/receipt',
    { config: { access }, schema: { params: idParams, tags: ['expenses'] } },
    async (req, reply) => {
      const file = await readReceipt(deps, mustPrincipal(req.principal), req.params.id);
      return sendAttachment(reply, file, file.bytes);
    },
  );
}
