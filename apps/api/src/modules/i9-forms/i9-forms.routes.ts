/**
 * Forms I-9 for staff with the document_verifier capability: the list of what is due (section 2 due,
 * overdue or done; re-verification due), one form (section 1 masked), section 2 (documents examined) and
 * re-verification of expiring work authorization (decision 0079); the rules and the transactions are in
 * i9-forms.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { I9_LIST_FILTERS, i9DetailSchema, i9ReverificationSchema, i9RowSchema, i9Section2Schema } from '@app/domain';
import { listQuerySchema } from '../../lib/list.js';
import { route } from '../../lib/route.js';
import { queueListRoute, verifierQueueAccess } from '../verifications/verifier-queue.js';
import { i9Queue } from './i9-forms.repository.js';
import { completeSection2, i9FormDetail, reverifyWorkAuthorization } from './i9-forms.service.js';

const access = verifierQueueAccess('/i9_forms');
const query = listQuerySchema(['section1_signed_at', 'name', 'section2_due_on', 'work_authorization_expires_on'], {
  status: z.enum(I9_LIST_FILTERS).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });
const tags = ['i9_forms'];

export async function i9FormsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  queueListRoute(app, {
    path: '/v2/i9_forms',
    link: '/i9_forms',
    tag: 'i9_forms',
    query,
    ...i9Queue,
    defaultSort: '-section1_signed_at',
    row: i9RowSchema,
    csv: {
      filename: 'i9-forms',
      columns: [
        { header: 'Contractor', value: (f) => f.contractor.name },
        { header: 'Partner', value: (f) => f.partner.name },
        { header: 'Citizenship status', value: (f) => f.citizenship_status },
        { header: 'Section 1 signed', value: (f) => f.section1_signed_at },
        { header: 'Employment start', value: (f) => f.employment_start_date },
        { header: 'Section 2 due', value: (f) => f.section2_due_on },
        { header: 'Section 2 overdue', value: (f) => (f.section2_overdue ? 'yes' : 'no') },
        { header: 'Section 2 signed', value: (f) => f.section2_signed_at },
        { header: 'Status', value: (f) => f.status },
        { header: 'Work authorization expires', value: (f) => f.work_authorization_expires_on },
        { header: 'Re-verification due', value: (f) => (f.reverification_due ? 'yes' : 'no') },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/i9_forms/:id',
    access,
    tags,
    params,
    response: i9DetailSchema,
    handler: ({ principal, params }) => i9FormDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/i9_forms/:id/section2',
    access,
    tags,
    params,
    body: i9Section2Schema,
    response: i9DetailSchema,
    handler: ({ principal, params, body, request }) => completeSection2(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/i9_forms/:id/reverifications',
    access,
    tags,
    params,
    body: i9ReverificationSchema,
    response: i9DetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) =>
      reverifyWorkAuthorization(deps, principal, params.id, body, request.ip),
  });
}
