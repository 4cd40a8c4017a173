/**
 * /v2/forms and /v2/form_assignments (decision 0077). Staff and partners' users: the list (sort,
 * filters, CSV), one form with its versions, create, edit (a new version once answered), publish,
 * archive, the people it may go to, assign, its assignments and its submissions (CSV: one column per
 * field). Recipients (contractors and client users): their assignments, the fill page's form and the
 * submission. The route table's /forms link governs all of them (decision 0077 opens /forms and
 * /forms/:id to clients and contractors for their own forms).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  FORM_ASSIGNMENT_SORTS,
  FORM_SORTS,
  FORM_SUBMISSION_SORTS,
  formAssignResultSchema,
  formAssignSchema,
  formAssignmentFilters,
  formAssignmentViewSchema,
  formCreateSchema,
  formDetailSchema,
  formFillViewSchema,
  formFilters,
  formListViewSchema,
  formRecipientQuerySchema,
  formRecipientSchema,
  formSubmissionFilters,
  formSubmissionViewSchema,
  formSubmitSchema,
  formUpdateSchema,
  type FormAssignmentView,
  type FormListView,
} from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf, type CsvColumn, type ListQuery } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { unauthorized } from '../../lib/errors.js';
import {
  archiveForm,
  assignForm,
  assignmentList,
  createForm,
  editForm,
  formAssignmentList,
  formDetail,
  formFill,
  formList,
  publishForm,
  recipientOptions,
  submissionList,
  submitForm,
} from './forms.service.js';

const staff = { userTypes: ['admin', 'eor', 'partner'], link: '/forms' } as const;
const recipients = { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/forms' } as const;
const tags = ['forms'];

const CSV: CsvColumn<FormListView>[] = [
  { header: 'Title', value: (f) => f.title },
  { header: 'Status', value: (f) => f.status },
  { header: 'Version', value: (f) => f.version },
  { header: 'Partner', value: (f) => f.partner?.name ?? 'Platform' },
  { header: 'Template', value: (f) => f.template?.name ?? '' },
  { header: 'Assigned', value: (f) => f.assigned_count },
  { header: 'Submitted', value: (f) => f.submitted_count },
  { header: 'Created', value: (f) => f.created_at },
  { header: 'Published', value: (f) => f.published_at ?? '' },
];

const ASSIGNMENT_CSV: CsvColumn<FormAssignmentView>[] = [
  { header: 'Form', value: (a) => a.form.title },
  { header: 'Person', value: (a) => a.recipient.name },
  { header: 'E-mail', value: (a) => a.recipient.email },
  { header: 'Kind', value: (a) => a.recipient.kind },
  { header: 'Organization', value: (a) => a.recipient.organization },
  { header: 'Status', value: (a) => a.status },
  { header: 'Assigned', value: (a) => a.assigned_at },
  { header: 'Submitted', value: (a) => a.submitted_at ?? '' },
  { header: 'Version answered', value: (a) => a.version ?? '' },
];

const assignmentQuery = listQuerySchema(FORM_ASSIGNMENT_SORTS, formAssignmentFilters);
const submissionQuery = listQuerySchema(FORM_SUBMISSION_SORTS, formSubmissionFilters);

export async function formsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/forms',
    access: staff,
    tags,
    query: listQuerySchema(FORM_SORTS, formFilters),
    row: formListViewSchema,
    list: ({ principal, query: q }) =>
      formList(deps, principal, {
        status: q.status,
        search: q.search,
        partnerId: q.partner_id,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'forms', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/forms/:id',
    access: staff,
    tags,
    params: idParams,
    response: formDetailSchema,
    handler: ({ principal, params }) => formDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/forms',
    access: staff,
    tags,
    summary: 'Create a draft form from a definition (copied from a template or built)',
    body: formCreateSchema,
    response: formDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createForm(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/forms/:id',
    access: staff,
    tags,
    summary: 'Change a form: its current version while unanswered, else a new version',
    params: idParams,
    body: formUpdateSchema,
    response: formDetailSchema,
    handler: ({ principal, params, body, request }) => editForm(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/forms/:id/publish',
    access: staff,
    tags,
    params: idParams,
    response: formDetailSchema,
    handler: ({ principal, params, request }) => publishForm(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/forms/:id/archive',
    access: staff,
    tags,
    params: idParams,
    response: formDetailSchema,
    handler: ({ principal, params, request }) => archiveForm(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/forms/:id/recipients',
    access: staff,
    tags,
    summary: 'The contractors and client users the form may be assigned to (at most 50 per search)',
    params: idParams,
    query: formRecipientQuerySchema,
    response: z.array(formRecipientSchema),
    handler: ({ principal, params, query }) => recipientOptions(deps, principal, params.id, query),
  });

  route(app, {
    method: 'POST',
    url: '/v2/forms/:id/assignments',
    access: staff,
    tags,
    summary: 'Assign a published form to contractors and client users (each once; e-mailed)',
    params: idParams,
    body: formAssignSchema,
    response: formAssignResultSchema,
    handler: ({ principal, params, body, request }) =>
      assignForm(deps, principal, params.id, body.user_ids, request.ip),
  });

  listRoute(app, {
    url: '/v2/forms/:id/assignments',
    access: staff,
    tags,
    params: idParams,
    query: assignmentQuery,
    row: formAssignmentViewSchema,
    list: ({ principal, params, query: q }) =>
      formAssignmentList(deps, principal, params.id, {
        status: q.status,
        sort: sortOf(q, '-assigned_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'form-assignments', columns: ASSIGNMENT_CSV },
  });

  // The submissions' CSV has a column per field of the form, so its columns come with the list.
  app.route({
    method: 'GET',
    url: '/v2/forms/:id/submissions',
    config: { access: staff },
    schema: {
      tags,
      params: idParams,
      querystring: submissionQuery,
      response: {
        200: envelope(
          z.object({
            data: z.array(formSubmissionViewSchema),
            total: z.number().int().nullable(),
            total_capped: z.boolean().optional(),
            next_cursor: z.string().nullable().optional(),
          }),
        ),
      },
    },
    handler: async (request, reply) => {
      if (!request.principal) throw unauthorized();
      const params = request.params as z.output<typeof idParams>;
      const q = request.query as z.output<typeof submissionQuery>;
      const { page, columns, filename } = await submissionList(deps, request.principal, params.id, {
        version: q.version,
        sort: sortOf(q, '-submitted_at'),
        ...pageOf(q),
      });
      return sendList(reply, q as ListQuery, page, { filename, columns });
    },
  });

  // Recipients: their own assignments and the fill page.
  listRoute(app, {
    url: '/v2/form_assignments',
    access: recipients,
    tags,
    query: assignmentQuery,
    row: formAssignmentViewSchema,
    list: ({ principal, query: q }) =>
      assignmentList(deps, principal, {
        formId: q.form_id,
        status: q.status,
        sort: sortOf(q, '-assigned_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'form-assignments', columns: ASSIGNMENT_CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/forms/:id/fill',
    access: recipients,
    tags,
    summary: "The caller's own assignment of the form: the version to answer, or the answers it sent",
    params: idParams,
    response: formFillViewSchema,
    handler: ({ principal, params }) => formFill(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/forms/:id/submissions',
    access: recipients,
    tags,
    summary: 'Answer a form assigned to the caller (once); each field checked against the version answered',
    params: idParams,
    body: formSubmitSchema,
    response: formFillViewSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => submitForm(deps, principal, params.id, body, request.ip),
  });
}
