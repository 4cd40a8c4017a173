/**
 * /v2/form_templates (decision 0077): the platform's form definitions that staff and partners' users
 * copy into a new form (the builder loads one; the form records which). The admin writes them.
 */
import type { FastifyInstance } from 'fastify';
import {
  FORM_TEMPLATE_SORTS,
  formTemplateCreateSchema,
  formTemplateFilters,
  formTemplateViewSchema,
  type FormTemplateView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { createFormTemplate, templateDetail, templateList } from './forms.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], link: '/forms' } as const;
const tags = ['form_templates'];

const CSV: CsvColumn<FormTemplateView>[] = [
  { header: 'Name', value: (t) => t.name },
  { header: 'Description', value: (t) => t.description },
  { header: 'Form title', value: (t) => t.title },
  { header: 'Fields', value: (t) => t.field_count },
  { header: 'Created', value: (t) => t.created_at },
];

export async function formTemplatesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/form_templates',
    access,
    tags,
    query: listQuerySchema(FORM_TEMPLATE_SORTS, formTemplateFilters),
    row: formTemplateViewSchema,
    list: ({ principal, query: q }) =>
      templateList(deps, principal, { search: q.search, sort: sortOf(q, 'name'), ...pageOf(q) }),
    csv: { filename: 'form-templates', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/form_templates/:id',
    access,
    tags,
    params: idParams,
    response: formTemplateViewSchema,
    handler: ({ principal, params }) => templateDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/form_templates',
    access,
    tags,
    summary: 'Add a platform form template (admin)',
    body: formTemplateCreateSchema,
    response: formTemplateViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createFormTemplate(deps, principal, body, request.ip),
  });
}
