/**
 * /v2/pay_card: the contractor's own pay card (/contractor/pay_card; decision 0058) — read it, enrol,
 * choose whether it receives pay, close it, and its transactions (paged, CSV).
 */
import type { FastifyInstance } from 'fastify';
import {
  PAY_CARD_TRANSACTION_SORTS,
  payCardStateSchema,
  payCardTransactionFilters,
  payCardTransactionRowSchema,
  payCardUpdateSchema,
  type PayCardTransactionRow,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { closePayCard, enrolPayCard, payCardOf, payCardTransactions, setReceivesPay } from './pay-cards.service.js';

const access = { userTypes: ['contractor'] as const, link: '/contractor/pay_card' };
const tags = ['pay_card'];

const CSV = [
  { header: 'Date', value: (r: PayCardTransactionRow) => r.occurred_at },
  { header: 'Kind', value: (r: PayCardTransactionRow) => r.kind },
  { header: 'Description', value: (r: PayCardTransactionRow) => r.description },
  { header: 'Amount', value: (r: PayCardTransactionRow) => r.amount },
  { header: 'Balance after', value: (r: PayCardTransactionRow) => r.balance_after },
];

export async function payCardsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  route(app, {
    method: 'GET',
    url: '/v2/pay_card',
    access,
    tags,
    response: payCardStateSchema,
    handler: ({ principal }) => payCardOf(deps.db, principal),
  });
  route(app, {
    method: 'POST',
    url: '/v2/pay_card',
    access,
    tags,
    status: 201,
    response: payCardStateSchema,
    // Behind the 424 step: the e-mailed code, replayed with X-Verification-Code.
    handler: ({ principal, request }) =>
      enrolPayCard(deps, principal, request.ip, () => requireEmailCode(deps, request)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v2/pay_card',
    access,
    tags,
    body: payCardUpdateSchema,
    response: payCardStateSchema,
    handler: ({ principal, body, request }) =>
      setReceivesPay(deps, principal, body.receives_pay, request.ip, () => requireEmailCode(deps, request)),
  });
  route(app, {
    method: 'POST',
    url: '/v2/pay_card/close',
    access,
    tags,
    response: payCardStateSchema,
    handler: ({ principal, request }) => closePayCard(deps, principal, request.ip),
  });
  listRoute(app, {
    url: '/v2/pay_card/transactions',
    access,
    tags,
    query: listQuerySchema(PAY_CARD_TRANSACTION_SORTS, payCardTransactionFilters),
    row: payCardTransactionRowSchema,
    list: ({ principal, query: q }) =>
      payCardTransactions(deps.db, principal, { sort: sortOf(q, '-occurred_at'), ...pageOf(q) }),
    csv: { filename: 'pay_card_transactions', columns: CSV },
  });
}
