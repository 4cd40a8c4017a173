/**
 * /v2/agreements (decision 0069): the list and one agreement as the caller's scope allows; generating
 * one from a template, sending, signing, countersigning and voiding it; and its signed PDF (the spec's
 * blob download). The route table's /agreements: section 6's sensitive roles, and contractors (their own).
 * The organization agreements' fixed paths (/v2/agreements/client_services_addendum …) are
 * org-agreements.routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AGREEMENT_SORTS,
  agreementCreateSchema,
  agreementDetailSchema,
  agreementFilters,
  agreementSignSchema,
  agreementListViewSchema,
  agreementVoidSchema,
  type AgreementListView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { countersignAgreement, signAgreement, signedAgreementPdf } from './agreement-signing.service.js';
import { agreementDetail, agreementList, createAgreement, sendAgreement, voidAgreement } from './agreements.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'],
  link: '/agreements',
  capability: 'see_agreements',
} as const;
const tags = ['agreements'];

const CSV = [
  { header: 'Title', value: (v: AgreementListView) => v.title },
  { header: 'Worker', value: (v: AgreementListView) => v.contractor?.name ?? '' },
  { header: 'Partner', value: (v: AgreementListView) => v.partner.name },
  { header: 'Client', value: (v: AgreementListView) => v.client?.name ?? '' },
  { header: 'Status', value: (v: AgreementListView) => v.status },
  { header: 'Template version', value: (v: AgreementListView) => `${v.template.name} v${v.template.version}` },
  { header: 'Sent', value: (v: AgreementListView) => v.sent_at ?? '' },
  { header: 'Signed', value: (v: AgreementListView) => v.signed_at ?? '' },
  { header: 'Countersigned', value: (v: AgreementListView) => v.countersigned_at ?? '' },
  { header: 'Document SHA-256', value: (v: AgreementListView) => v.document_hash },
];

/** Where a signature came from: the address and the browser (its user agent, at most 512 characters). */
const signatureMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
});

export async function agreementsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/agreements',
    access,
    tags,
    query: listQuerySchema(AGREEMENT_SORTS, agreementFilters),
    row: agreementListViewSchema,
    list: ({ principal, query: q }) =>
      agreementList(deps.db, principal, {
        status: q.status,
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        templateId: q.template_id,
        search: q.search,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'agreements', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/agreements/:id',
    access,
    tags,
    params: idParams,
    response: agreementDetailSchema,
    handler: ({ principal, params }) => agreementDetail(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/agreements',
    access,
    tags,
    summary: "Generate an agreement from a template's current version for a worker",
    body: agreementCreateSchema,
    response: agreementDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createAgreement(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/agreements/:id/send',
    access,
    tags,
    summary: 'Send a draft agreement to the worker for signature',
    params: idParams,
    response: agreementDetailSchema,
    handler: ({ principal, params, request }) => sendAgreement(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/agreements/:id/sign',
    access,
    tags,
    summary: 'Sign (the worker), on the SHA-256 of the document shown',
    params: idParams,
    body: agreementSignSchema,
    response: agreementDetailSchema,
    handler: ({ principal, params, body, request }) =>
      signAgreement(deps, principal, params.id, body, signatureMeta(request)),
  });

  route(app, {
    method: 'POST',
    url: '/v2/agreements/:id/countersign',
    access,
    tags,
    summary: 'Countersign (the employer), on the SHA-256 of the document shown',
    params: idParams,
    body: agreementSignSchema,
    response: agreementDetailSchema,
    handler: ({ principal, params, body, request }) =>
      countersignAgreement(deps, principal, params.id, body, signatureMeta(request)),
  });

  route(app, {
    method: 'POST',
    url: '/v2/agreements/:id/void',
    access,
    tags,
    summary: 'Void an agreement not yet fully signed, with the reason',
    params: idParams,
    body: agreementVoidSchema,
    response: agreementDetailSchema,
    handler: ({ principal, params, body, request }) =>
      voidAgreement(deps, principal, params.id, body.reason, request.ip),
  });

  fileRoute(app, {
    url: '/v2/agreements/:id/pdf',
    access,
    tags,
    params: idParams,
    file: ({ principal, params }) => signedAgreementPdf(deps, principal, params.id),
  });
}
