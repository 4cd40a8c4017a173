/**
 * /v2/agreement_templates and /v2/document_templates (decision 0069): one set of routes per kind — the
 * list, one template with its versions, create (with version 1), change name/category/countersignature or
 * archive, add a version, preview a text not yet saved — and a document template's PDF for a worker.
 * Agreement templates follow /agreements (section 6's sensitive roles); document templates
 * /document_templates (admin, EOR, partners). Who may change which is agreements.policy.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  documentRenderQuerySchema,
  TEMPLATE_SORTS,
  templateCreateSchema,
  templateDetailSchema,
  templateFilters,
  templatePreviewSchema,
  templatePreviewViewSchema,
  templateUpdateSchema,
  templateVersionCreateSchema,
  templateViewSchema,
  type TemplateKind,
  type TemplateView,
} from '@app/domain';
import type { AccessRule } from '../../plugins/access.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import {
  addTemplateVersion,
  createTemplate,
  templateDetail,
  templateList,
  updateTemplate,
} from './agreement-templates.service.js';
import { previewTemplate, renderDocument } from './document-templates.service.js';

type Access = Exclude<AccessRule, { public: true }>;

const KINDS: { kind: TemplateKind; path: string; access: Access; noun: string }[] = [
  {
    kind: 'agreement',
    path: '/v2/agreement_templates',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/agreements', capability: 'sensitive' },
    noun: 'agreement_templates',
  },
  {
    kind: 'document',
    path: '/v2/document_templates',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/document_templates' },
    noun: 'document_templates',
  },
];

const CSV = [
  { header: 'Name', value: (v: TemplateView) => v.name },
  { header: 'Category', value: (v: TemplateView) => v.category },
  { header: 'Owner', value: (v: TemplateView) => v.partner?.name ?? 'Platform' },
  { header: 'Version', value: (v: TemplateView) => String(v.version) },
  { header: 'Countersignature', value: (v: TemplateView) => (v.requires_countersignature ? 'yes' : 'no') },
  { header: 'Archived', value: (v: TemplateView) => (v.archived ? 'yes' : 'no') },
  { header: 'Updated', value: (v: TemplateView) => v.updated_at },
];

export async function agreementTemplatesRoutes(app: FastifyInstance) {
  const deps = app.deps;
  for (const { kind, path, access, noun } of KINDS) {
    const tags = [noun];
    listRoute(app, {
      url: path,
      access,
      tags,
      query: listQuerySchema(TEMPLATE_SORTS, templateFilters),
      row: templateViewSchema,
      list: ({ principal, query: q }) =>
        templateList(deps.db, principal, kind, {
          owner: q.owner,
          partnerId: q.partner_id,
          category: q.category,
          archived: q.archived === undefined ? undefined : q.archived === 'true',
          search: q.search,
          sort: sortOf(q, 'name'),
          ...pageOf(q),
        }),
      csv: { filename: noun, columns: CSV },
    });

    route(app, {
      method: 'GET',
      url: `${path}/:id`,
      access,
      tags,
      params: idParams,
      response: templateDetailSchema,
      handler: ({ principal, params }) => templateDetail(deps.db, principal, kind, params.id),
    });

    route(app, {
      method: 'POST',
      url: path,
      access,
      tags,
      body: templateCreateSchema,
      response: templateDetailSchema,
      status: 201,
      handler: ({ principal, body, request }) => createTemplate(deps, principal, kind, body, request.ip),
    });

    route(app, {
      method: 'PATCH',
      url: `${path}/:id`,
      access,
      tags,
      params: idParams,
      body: templateUpdateSchema,
      response: templateDetailSchema,
      handler: ({ principal, params, body, request }) =>
        updateTemplate(deps, principal, kind, params.id, body, request.ip),
    });

    route(app, {
      method: 'POST',
      url: `${path}/:id/versions`,
      access,
      tags,
      summary: 'Save a new version of the text (a saved version is never edited)',
      params: idParams,
      body: templateVersionCreateSchema,
      response: templateDetailSchema,
      status: 201,
      handler: ({ principal, params, body, request }) =>
        addTemplateVersion(deps, principal, kind, params.id, body, request.ip),
    });

    route(app, {
      method: 'POST',
      url: `${path}/preview`,
      access,
      tags,
      summary: "Merge a text with a worker's values, or sample values",
      body: templatePreviewSchema,
      response: templatePreviewViewSchema,
      handler: ({ principal, body }) => previewTemplate(deps, principal, body),
    });
  }

  fileRoute(app, {
    url: '/v2/document_templates/:id/pdf',
    access: KINDS[1]!.access,
    tags: ['document_templates'],
    params: idParams,
    query: documentRenderQuerySchema,
    file: ({ principal, params, query }) => renderDocument(deps, principal, params.id, query),
  });
}
