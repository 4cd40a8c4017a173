/**
 * /v2/payout_methods (decision 0060; the route table: admin, eor, partner, sales_partner with sensitive
 * access, as /payment_methods is gated). A payee's users read and change their own organization's accounts;
 * a platform admin reads every payee's (masked) and changes none (403); another payee's account is 404.
 * Adding one, making one the default and removing one each wait for the e-mailed code (the 424 step).
 */
import type { FastifyInstance } from 'fastify';
import {
  PAYOUT_METHOD_SORTS,
  payoutMethodCreateSchema,
  payoutMethodFilters,
  payoutMethodViewSchema,
  type PayoutMethodView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import {
  addPayoutMethod,
  makeDefaultPayoutMethod,
  payoutMethodDetail,
  payoutMethodList,
  removePayoutMethod,
} from './payout-methods.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'sales_partner'],
  link: '/payout_methods',
  capability: 'sensitive',
} as const;
const tags = ['payout_methods'];
const URL = '/v2/payout_methods';

// Masked like every answer: the bank, the last four digits and the routing or transit number.
const CSV = [
  { header: 'Owner', value: (m: PayoutMethodView) => m.owner.name },
  { header: 'Account holder', value: (m: PayoutMethodView) => m.account_holder },
  { header: 'Bank', value: (m: PayoutMethodView) => m.bank_name ?? '' },
  { header: 'Account', value: (m: PayoutMethodView) => m.account_masked },
  { header: 'Routing', value: (m: PayoutMethodView) => m.routing },
  { header: 'Type', value: (m: PayoutMethodView) => m.account_type },
  { header: 'Currency', value: (m: PayoutMethodView) => m.currency },
  { header: 'Default', value: (m: PayoutMethodView) => (m.default ? 'Yes' : 'No') },
  { header: 'Added', value: (m: PayoutMethodView) => m.created_at },
];

export async function payoutMethodsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db } = deps;

  listRoute(app, {
    url: URL,
    access,
    tags,
    query: listQuerySchema(PAYOUT_METHOD_SORTS, payoutMethodFilters),
    row: payoutMethodViewSchema,
    list: ({ principal, query: q }) =>
      payoutMethodList(db, principal, {
        ownerKind: q.owner_kind,
        currency: q.currency,
        sort: sortOf(q, 'created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'payout_methods', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: `${URL}/:id`,
    access,
    tags,
    params: idParams,
    response: payoutMethodViewSchema,
    handler: ({ principal, params }) => payoutMethodDetail(db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: URL,
    access,
    tags,
    body: payoutMethodCreateSchema,
    response: payoutMethodViewSchema,
    status: 201,
    // Behind the 424 step: the e-mailed code, replayed with X-Verification-Code.
    handler: ({ principal, body, request }) =>
      addPayoutMethod(deps, principal, body, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'POST',
    url: `${URL}/:id/make_default`,
    access,
    tags,
    params: idParams,
    response: payoutMethodViewSchema,
    handler: ({ principal, params, request }) =>
      makeDefaultPayoutMethod(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'DELETE',
    url: `${URL}/:id`,
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await removePayoutMethod(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request));
      return null;
    },
  });
}
