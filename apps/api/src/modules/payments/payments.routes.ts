/**
 * /v2/payments (spec section 6, the Payments menu: admin, eor, partner and client with bill visibility).
 * Recording, applying, unapplying and returning cash are money-moving POSTs: each takes an
 * Idempotency-Key header (lib/idempotency.ts) and runs in one transaction with the key's claim.
 */
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_SORTS,
  paymentAllocateSchema,
  paymentCreateSchema,
  paymentDetailSchema,
  paymentFilters,
  paymentReturnSchema,
  paymentUnallocateSchema,
  paymentUpdateSchema,
  paymentViewSchema,
  payRequestSchema,
  payResultSchema,
  type PaymentView,
} from '@app/domain';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { payOnline } from './pay.service.js';
import {
  allocateByHand,
  paymentDetail,
  paymentList,
  recordPayment,
  returnPayment,
  unallocate,
  updatePayment,
} from './payments.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'client'],
  link: '/payments',
  capability: 'see_bill',
} as const;
const recordAccess = { userTypes: ['admin', 'partner'], link: '/payments', capability: 'see_bill' } as const;
const adminAccess = { userTypes: ['admin'], link: '/payments' } as const;
const tags = ['payments'];

const CSV = [
  { header: 'Payment', value: (v: PaymentView) => v.id },
  { header: 'Date', value: (v: PaymentView) => v.payment_date },
  { header: 'Client', value: (v: PaymentView) => v.client.name },
  { header: 'Method', value: (v: PaymentView) => v.method },
  { header: 'Reference', value: (v: PaymentView) => v.reference },
  { header: 'Currency', value: (v: PaymentView) => v.currency },
  { header: 'Amount', value: (v: PaymentView) => v.amount },
  { header: 'Applied', value: (v: PaymentView) => v.allocated_amount },
  { header: 'Unapplied', value: (v: PaymentView) => v.unapplied_amount },
  { header: 'Status', value: (v: PaymentView) => v.status },
  { header: 'Return code', value: (v: PaymentView) => v.return_code },
];

/** Paying online: whoever reaches /pay (a client's users their own invoices; the account decides whose). */
const payAccess = { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/pay' } as const;

export async function paymentsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db } = deps;

  listRoute(app, {
    url: '/v2/payments',
    access,
    tags,
    query: listQuerySchema(PAYMENT_SORTS, paymentFilters),
    row: paymentViewSchema,
    list: ({ principal, query: q }) =>
      paymentList(db, principal, {
        clientId: q.client_id,
        partnerId: q.partner_id,
        status: q.status,
        method: q.method,
        allocationStatus: q.allocation_status,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-payment_date'),
        ...pageOf(q),
      }),
    csv: { filename: 'payments', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/payments/:id',
    access,
    tags,
    params: idParams,
    response: paymentDetailSchema,
    handler: ({ principal, params }) => paymentDetail(db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payments',
    access: recordAccess,
    tags,
    body: paymentCreateSchema,
    response: paymentDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) =>
      idempotent(
        db,
        { userId: principal.userId, route: 'POST /v2/payments', key: idempotencyKeyOf(request.headers), body },
        (tx) => recordPayment(tx, principal, body, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/pay',
    access: payAccess,
    tags,
    body: payRequestSchema,
    response: payResultSchema,
    handler: ({ principal, body, request }) =>
      payOnline(deps, principal, body, idempotencyKeyOf(request.headers), request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/payments/:id',
    access: adminAccess,
    tags,
    params: idParams,
    body: paymentUpdateSchema,
    response: paymentViewSchema,
    handler: ({ principal, params, body, request }) => updatePayment(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payments/:id/allocations',
    access: recordAccess,
    tags,
    params: idParams,
    body: paymentAllocateSchema,
    response: paymentDetailSchema,
    handler: ({ principal, params, body, request }) =>
      idempotent(
        db,
        {
          userId: principal.userId,
          route: `POST /v2/payments/${params.id}/allocations`,
          key: idempotencyKeyOf(request.headers),
          body,
        },
        (tx) => allocateByHand(tx, principal, params.id, body.allocations, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payments/:id/unallocate',
    access: adminAccess,
    tags,
    params: idParams,
    body: paymentUnallocateSchema,
    response: paymentDetailSchema,
    handler: ({ principal, params, body, request }) =>
      idempotent(
        db,
        {
          userId: principal.userId,
          route: `POST /v2/payments/${params.id}/unallocate`,
          key: idempotencyKeyOf(request.headers),
          body,
        },
        (tx) => unallocate(tx, principal, params.id, body, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payments/:id/return',
    access: recordAccess,
    tags,
    params: idParams,
    body: paymentReturnSchema,
    response: paymentDetailSchema,
    handler: ({ principal, params, body, request }) =>
      idempotent(
        db,
        {
          userId: principal.userId,
          route: `POST /v2/payments/${params.id}/return`,
          key: idempotencyKeyOf(request.headers),
          body,
        },
        (tx, later) => returnPayment(tx, deps, principal, params.id, body, request.ip, later),
      ),
  });
}
