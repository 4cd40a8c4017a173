/**
 * /v2/payment_uploads: bank remittance files imported as payments. The preview and the import are
 * offered to whoever may record payments; the import is a money-moving POST (Idempotency-Key, one
 * transaction with the key's claim). The history is read by staff and the partner's users.
 */
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_UPLOAD_MAX_CHARS,
  PAYMENT_UPLOAD_SORTS,
  paymentUploadDetailSchema,
  paymentUploadFilters,
  paymentUploadPreviewSchema,
  paymentUploadRequestSchema,
  paymentUploadViewSchema,
  type PaymentUploadView,
} from '@app/domain';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { importUpload, previewUpload, uploadDetail, uploadList } from './payment-uploads.service.js';

const importAccess = { userTypes: ['admin', 'partner'], link: '/payments', capability: 'see_bill' } as const;
/** Staff all uploads, a partner's users their partner's; clients, contractors and sales partners none. */
const readAccess = { userTypes: ['admin', 'eor', 'partner'], link: '/payments', capability: 'see_bill' } as const;
const tags = ['payment_uploads'];
/**
 * The CSV travels as a JSON string: room for its largest allowed text (up to 3 bytes a character in
 * UTF-8, escapes included) so a big file gets the schema's clear 422, not the app's bare 413.
 */
const UPLOAD_BODY_LIMIT = PAYMENT_UPLOAD_MAX_CHARS * 3 + 64 * 1024;

const CSV = [
  { header: 'Uploaded', value: (u: PaymentUploadView) => u.created_at },
  { header: 'File', value: (u: PaymentUploadView) => u.file_name },
  { header: 'Partner', value: (u: PaymentUploadView) => u.partner.name },
  { header: 'Status', value: (u: PaymentUploadView) => u.status },
  { header: 'Rows', value: (u: PaymentUploadView) => u.row_count },
  { header: 'Imported', value: (u: PaymentUploadView) => u.imported_count },
  { header: 'Currency', value: (u: PaymentUploadView) => u.currency },
  { header: 'Amount', value: (u: PaymentUploadView) => u.total_amount },
  { header: 'Uploaded by', value: (u: PaymentUploadView) => u.created_by?.name },
];

export async function paymentUploadsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  listRoute(app, {
    url: '/v2/payment_uploads',
    access: readAccess,
    tags,
    query: listQuerySchema(PAYMENT_UPLOAD_SORTS, paymentUploadFilters),
    row: paymentUploadViewSchema,
    list: ({ principal, query: q }) =>
      uploadList(db, principal, {
        partnerId: q.partner_id,
        status: q.status,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'payment_uploads', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/payment_uploads/:id',
    access: readAccess,
    tags,
    params: idParams,
    response: paymentUploadDetailSchema,
    handler: ({ principal, params }) => uploadDetail(db, principal, params.id),
  });

  // Reads only: no transaction, no key (nothing to repeat).
  route(app, {
    method: 'POST',
    url: '/v2/payment_uploads/preview',
    access: importAccess,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: paymentUploadRequestSchema,
    response: paymentUploadPreviewSchema,
    handler: ({ principal, body }) => previewUpload(db, principal, body),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payment_uploads',
    access: importAccess,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: paymentUploadRequestSchema,
    response: paymentUploadDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) =>
      idempotent(
        db,
        {
          userId: principal.userId,
          route: 'POST /v2/payment_uploads',
          key: idempotencyKeyOf(request.headers),
          body,
        },
        (tx) => importUpload(tx, principal, body, request.ip),
      ),
  });
}
