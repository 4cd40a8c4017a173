/**
 * /v2/reviews and /v2/reviews/types (decision 0075). Reviews: the list (paging, sorting, filters, CSV),
 * detail, write (create, edit while being written), submit, the decision (approve, reject, return for
 * changes) and withdraw. Review types: the list and detail (staff, and partners the active ones to write
 * with), create and edit (staff). The user types are the /reviews and /review_types pages' (route
 * table); rows are each caller's (reviews.scope.ts) — another partner's are 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_KIND_LABELS,
  REVIEW_SORTS,
  REVIEW_TYPE_SORTS,
  reviewCreateSchema,
  reviewDecisionSchema,
  reviewFilters,
  reviewTypeCreateSchema,
  reviewTypeFilters,
  reviewTypeUpdateSchema,
  reviewTypeViewSchema,
  reviewUpdateSchema,
  reviewViewSchema,
  reviewWithdrawSchema,
  type ReviewTypeView,
  type ReviewView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  createReview,
  createReviewType,
  decideReview,
  editReview,
  editReviewType,
  reviewDetail,
  reviewList,
  reviewTypeDetail,
  reviewTypeList,
  submitReview,
  withdrawReview,
} from './reviews.service.js';

const WRITERS = ['admin', 'eor', 'partner'] as const;
const STAFF = ['admin', 'eor'] as const;
const reviewsAccess = { userTypes: WRITERS, link: '/reviews' };
const typesAccess = { userTypes: STAFF, link: '/review_types' };
const tags = ['reviews'];

const csv: CsvColumn<ReviewView>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Worker', value: (r) => r.contractor.name },
  { header: 'Review type', value: (r) => r.review_type.name },
  { header: 'Kind', value: (r) => REVIEW_KIND_LABELS[r.kind] },
  { header: 'Assignment', value: (r) => r.assignment?.name },
  { header: 'Client', value: (r) => r.client?.name },
  { header: 'Document', value: (r) => r.document?.name },
  { header: 'Partner', value: (r) => r.partner.name },
  { header: 'Reviewer', value: (r) => r.reviewer.name },
  { header: 'Status', value: (r) => r.status },
  { header: 'Overall rating', value: (r) => r.overall_rating },
  { header: 'Created', value: (r) => r.created_at },
  { header: 'Submitted', value: (r) => r.submitted_at },
  { header: 'Decided by', value: (r) => r.decided_by?.name },
  { header: 'Decided', value: (r) => r.decided_at },
];

const typeCsv: CsvColumn<ReviewTypeView>[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'Name', value: (t) => t.name },
  { header: 'Kind', value: (t) => REVIEW_KIND_LABELS[t.kind] },
  { header: 'Criteria', value: (t) => t.criteria.map((c) => c.label).join('; ') },
  { header: 'Active', value: (t) => (t.active ? 'yes' : 'no') },
  { header: 'Reviews', value: (t) => t.review_count },
  { header: 'Created', value: (t) => t.created_at },
];

export async function reviewsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  /* ---------------------------------------------------------- review types */

  listRoute(app, {
    url: '/v2/reviews/types',
    access: reviewsAccess,
    tags,
    query: listQuerySchema(REVIEW_TYPE_SORTS, reviewTypeFilters),
    row: reviewTypeViewSchema,
    list: ({ principal, query: q }) =>
      reviewTypeList(deps, principal, {
        kind: q.kind,
        active: q.active,
        search: q.search,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      }),
    csv: { filename: 'review-types', columns: () => typeCsv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/reviews/types/:id',
    access: reviewsAccess,
    tags,
    params: idParams,
    response: reviewTypeViewSchema,
    handler: ({ principal, params }) => reviewTypeDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/reviews/types',
    access: typesAccess,
    tags,
    body: reviewTypeCreateSchema,
    response: reviewTypeViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createReviewType(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/reviews/types/:id',
    summary: 'Edit a review type (its kind and criteria only while no review uses it)',
    access: typesAccess,
    tags,
    params: idParams,
    body: reviewTypeUpdateSchema,
    response: reviewTypeViewSchema,
    handler: ({ principal, params, body, request }) => editReviewType(deps, principal, params.id, body, request.ip),
  });

  /* --------------------------------------------------------------- reviews */

  listRoute(app, {
    url: '/v2/reviews',
    access: reviewsAccess,
    tags,
    query: listQuerySchema(REVIEW_SORTS, reviewFilters),
    row: reviewViewSchema,
    list: ({ principal, query: q }) =>
      reviewList(deps, principal, {
        status: q.status,
        kind: q.kind,
        reviewTypeId: q.review_type_id,
        contractorId: q.contractor_id,
        assignmentId: q.assignment_id,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'reviews', columns: () => csv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/reviews/:id',
    access: reviewsAccess,
    tags,
    params: idParams,
    response: reviewViewSchema,
    handler: ({ principal, params }) => reviewDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/reviews',
    access: reviewsAccess,
    tags,
    body: reviewCreateSchema,
    response: reviewViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createReview(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/reviews/:id',
    summary: 'Edit the ratings and comments of a review being written',
    access: reviewsAccess,
    tags,
    params: idParams,
    body: reviewUpdateSchema,
    response: reviewViewSchema,
    handler: ({ principal, params, body, request }) => editReview(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/reviews/:id/submit',
    summary: 'Submit a review for a decision (every criterion rated)',
    access: reviewsAccess,
    tags,
    params: idParams,
    response: reviewViewSchema,
    handler: ({ principal, params, request }) => submitReview(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/reviews/:id/decision',
    summary: 'Approve, reject or return for changes a review awaiting approval',
    access: reviewsAccess,
    tags,
    params: idParams,
    body: reviewDecisionSchema,
    response: reviewViewSchema,
    handler: ({ principal, params, body, request }) => decideReview(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/reviews/:id/withdraw',
    summary: 'Withdraw a review before its decision (it ends failed)',
    access: reviewsAccess,
    tags,
    params: idParams,
    body: reviewWithdrawSchema,
    response: reviewViewSchema,
    handler: ({ principal, params, body, request }) => withdrawReview(deps, principal, params.id, body, request.ip),
  });
}
