/**
 * /v2/invoices (spec section 6, the Invoices menu: client, partner, eor, sales_partner and admin with
 * bill visibility). Everyone on it reads the invoices in their scope; the employer runs, finalizes and
 * voids them (invoices.policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  creditAndRebillSchema,
  creditMemoCreateSchema,
  creditMemoRefundSchema,
  invoiceLineCreateSchema,
  invoiceUpdateSchema,
  invoiceWriteOffSchema,
  INVOICE_SORTS,
  invoiceDetailSchema,
  invoiceAgingQuerySchema,
  invoiceAgingSchema,
  invoiceFilters,
  invoiceRunRequestSchema,
  invoiceRunResultSchema,
  invoiceSentSchema,
  invoiceViewSchema,
  invoiceVoidSchema,
  type InvoiceView,
} from '@app/domain';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { runInvoices } from './invoice-run.service.js';
import { creditAndRebill, createCreditMemo, refundCredit, writeOffInvoice } from './invoice-corrections.service.js';
import { addInvoiceLine, changeInvoiceLine, removeInvoiceLine, updateInvoice } from './invoice-drafts.service.js';
import {
  finalizeInvoice,
  invoiceAging,
  invoiceDetail,
  invoiceList,
  invoicePdf,
  resendInvoice,
  voidInvoice,
} from './invoices.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'],
  link: '/invoices',
  capability: 'see_bill',
} as const;
/** Commands: the same page; the employer rule is checked per invoice (invoices.policy.ts). */
const editAccess = { userTypes: ['admin', 'partner'], link: '/invoices', capability: 'see_bill' } as const;
/** The AR aging summary: staff and partners (a client reads its own invoices in the list). */
const agingAccess = { userTypes: ['admin', 'eor', 'partner'], link: '/invoices', capability: 'see_bill' } as const;
const tags = ['invoices'];
const lineParams = z.object({ id: z.string().uuid(), lineId: z.string().uuid() });

const CSV = [
  { header: 'Number', value: (i: InvoiceView) => i.number },
  { header: 'Status', value: (i: InvoiceView) => i.status },
  { header: 'Type', value: (i: InvoiceView) => i.invoice_type },
  { header: 'Client', value: (i: InvoiceView) => i.client.name },
  { header: 'Partner', value: (i: InvoiceView) => i.partner.name },
  { header: 'Period start', value: (i: InvoiceView) => i.period.start },
  { header: 'Period end', value: (i: InvoiceView) => i.period.end },
  { header: 'Invoice date', value: (i: InvoiceView) => i.invoice_date },
  { header: 'Due date', value: (i: InvoiceView) => i.due_date },
  { header: 'Currency', value: (i: InvoiceView) => i.currency },
  { header: 'Subtotal', value: (i: InvoiceView) => i.total_bill_amount },
  { header: 'Sales tax', value: (i: InvoiceView) => i.total_sales_tax },
  { header: 'Total due', value: (i: InvoiceView) => i.total_due },
  { header: 'Paid', value: (i: InvoiceView) => i.allocated_amount },
  { header: 'Remaining', value: (i: InvoiceView) => i.remaining_amount },
  { header: 'Days past due', value: (i: InvoiceView) => i.days_past_due },
];

export async function invoicesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/invoices',
    access,
    tags,
    query: listQuerySchema(INVOICE_SORTS, invoiceFilters),
    row: invoiceViewSchema,
    list: ({ principal, query: q }) =>
      invoiceList(deps, principal, {
        status: q.status,
        clientId: q.client_id,
        partnerId: q.partner_id,
        invoiceType: q.invoice_type,
        overdue: q.overdue === 'true',
        dueFrom: q.due_from,
        dueTo: q.due_to,
        periodStart: q.period_start,
        sort: sortOf(q, '-period_start'),
        ...pageOf(q),
      }),
    csv: { filename: 'invoices', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/invoices/aging',
    access: agingAccess,
    tags,
    query: invoiceAgingQuerySchema,
    response: invoiceAgingSchema,
    handler: ({ principal, query }) => invoiceAging(deps, principal, query),
  });

  route(app, {
    method: 'GET',
    url: '/v2/invoices/:id',
    access,
    tags,
    params: idParams,
    response: invoiceDetailSchema,
    handler: ({ principal, params }) => invoiceDetail(deps.db, deps, principal, params.id),
  });

  fileRoute(app, {
    url: '/v2/invoices/:id/pdf',
    access,
    tags,
    params: idParams,
    file: async ({ principal, params }) => invoicePdf(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/send',
    access: editAccess,
    tags,
    params: idParams,
    response: invoiceSentSchema,
    handler: ({ principal, params, request }) => resendInvoice(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/preview',
    access: editAccess,
    tags,
    body: invoiceRunRequestSchema,
    response: invoiceRunResultSchema,
    handler: ({ principal, body, request }) => runInvoices(deps, principal, body, { commit: false, ip: request.ip }),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/run',
    access: editAccess,
    tags,
    body: invoiceRunRequestSchema,
    response: invoiceRunResultSchema,
    handler: ({ principal, body, request }) => runInvoices(deps, principal, body, { commit: true, ip: request.ip }),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/finalize',
    access: editAccess,
    tags,
    params: idParams,
    response: invoiceDetailSchema,
    handler: ({ principal, params, request }) => finalizeInvoice(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/void',
    access: editAccess,
    tags,
    params: idParams,
    body: invoiceVoidSchema,
    response: invoiceDetailSchema,
    handler: ({ principal, params, body, request }) => voidInvoice(deps, principal, params.id, body.reason, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/invoices/:id',
    access: editAccess,
    tags,
    params: idParams,
    body: invoiceUpdateSchema,
    response: invoiceDetailSchema,
    handler: ({ principal, params, body, request }) => updateInvoice(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/lines',
    access: editAccess,
    tags,
    params: idParams,
    body: invoiceLineCreateSchema,
    response: invoiceDetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => addInvoiceLine(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/invoices/:id/lines/:lineId',
    access: editAccess,
    tags,
    params: lineParams,
    body: invoiceLineCreateSchema,
    response: invoiceDetailSchema,
    handler: ({ principal, params, body, request }) =>
      changeInvoiceLine(deps, principal, params.id, params.lineId, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/invoices/:id/lines/:lineId',
    access: editAccess,
    tags,
    params: lineParams,
    response: invoiceDetailSchema,
    handler: ({ principal, params, request }) =>
      removeInvoiceLine(deps, principal, params.id, params.lineId, request.ip),
  });

  // Money moves: each takes an Idempotency-Key, so a retry never issues a second memo or refund.
  const once = <T>(
    principal: { userId: string },
    route: string,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
    run: Parameters<typeof idempotent<T>>[2],
  ) => idempotent(deps.db, { userId: principal.userId, route, key: idempotencyKeyOf(headers), body }, run);

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/credit_memo',
    access: editAccess,
    tags,
    params: idParams,
    body: creditMemoCreateSchema,
    response: invoiceDetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) =>
      once(principal, `POST /v2/invoices/${params.id}/credit_memo`, request.headers, body, (tx) =>
        createCreditMemo(tx, deps, principal, params.id, body, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/credit_and_rebill',
    access: editAccess,
    tags,
    params: idParams,
    body: creditAndRebillSchema,
    response: invoiceDetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) =>
      once(principal, `POST /v2/invoices/${params.id}/credit_and_rebill`, request.headers, body, (tx) =>
        creditAndRebill(tx, deps, principal, params.id, body, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/refund',
    access: editAccess,
    tags,
    params: idParams,
    body: creditMemoRefundSchema,
    response: invoiceDetailSchema,
    handler: ({ principal, params, body, request }) =>
      once(principal, `POST /v2/invoices/${params.id}/refund`, request.headers, body, (tx) =>
        refundCredit(tx, deps, principal, params.id, body, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/invoices/:id/write_off',
    access: editAccess,
    tags,
    params: idParams,
    body: invoiceWriteOffSchema,
    response: invoiceDetailSchema,
    handler: ({ principal, params, body, request }) => writeOffInvoice(deps, principal, params.id, body, request.ip),
  });
}
