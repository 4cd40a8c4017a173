/**
 * /v2/pay_bill_transactions and /v2/pay_bill_transaction_items (spec section 6: see and edit transactions:
 * employer; invoice transactions: admin, or a partner owner). EOR staff read every employer's ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEDGER_ITEM_SORTS,
  LEDGER_TRANSACTION_SORTS,
  ledgerItemFilters,
  ledgerItemUpdateSchema,
  ledgerItemListSchema,
  ledgerItemViewSchema,
  ledgerTransactionDetailSchema,
  ledgerTransactionFilters,
  ledgerTransactionViewSchema,
  type LedgerItemView,
  type LedgerTransactionView,
} from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf, withDateRange } from '../../lib/list.js';
import { allDatesFilter, recentPeriod } from '../../lib/recent-period.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleTransaction, LEDGER_ITEM_DATES, listItems, listTransactions } from './ledger.repository.js';
import { updateItemStatus } from './ledger-items.service.js';
import { todayIso } from '../assignments/today.js';

const USER_TYPES = ['admin', 'eor', 'partner'] as const;
const TRANSACTIONS = { userTypes: USER_TYPES, link: '/transactions' } as const;
const ITEMS = { userTypes: USER_TYPES, link: '/transaction_items' } as const;

const itemQuery = withDateRange(listQuerySchema(LEDGER_ITEM_SORTS, { ...ledgerItemFilters, ...allDatesFilter }));
const transactionQuery = withDateRange(listQuerySchema(LEDGER_TRANSACTION_SORTS, ledgerTransactionFilters));

const ITEM_CSV = [
  { header: 'Item', value: (i: LedgerItemView) => i.id },
  { header: 'Transaction', value: (i: LedgerItemView) => i.transaction_id },
  { header: 'Work date', value: (i: LedgerItemView) => i.work_date },
  { header: 'Partner', value: (i: LedgerItemView) => i.partner.name },
  { header: 'Client', value: (i: LedgerItemView) => i.client.name },
  { header: 'Contractor', value: (i: LedgerItemView) => i.contractor.name },
  { header: 'Side', value: (i: LedgerItemView) => i.side },
  { header: 'Classification', value: (i: LedgerItemView) => i.classification },
  { header: 'Hours', value: (i: LedgerItemView) => i.hours },
  { header: 'Rate', value: (i: LedgerItemView) => i.rate },
  { header: 'Amount', value: (i: LedgerItemView) => i.amount },
  { header: 'Status', value: (i: LedgerItemView) => i.status },
  { header: 'Timesheet', value: (i: LedgerItemView) => i.timesheet_id },
  { header: 'Expense', value: (i: LedgerItemView) => i.expense_id },
  { header: 'Reverses', value: (i: LedgerItemView) => i.reverses_item_id },
];

const TRANSACTION_CSV = [
  { header: 'Transaction', value: (t: LedgerTransactionView) => t.id },
  { header: 'Created', value: (t: LedgerTransactionView) => t.created_at },
  { header: 'Kind', value: (t: LedgerTransactionView) => t.kind },
  { header: 'Week', value: (t: LedgerTransactionView) => t.week_start },
  { header: 'Partner', value: (t: LedgerTransactionView) => t.partner.name },
  { header: 'Contractor', value: (t: LedgerTransactionView) => t.contractor.name },
  { header: 'Reason', value: (t: LedgerTransactionView) => t.reason },
  { header: 'Items', value: (t: LedgerTransactionView) => t.item_count },
  { header: 'Pay amount', value: (t: LedgerTransactionView) => t.totals.pay.amount },
  { header: 'Bill amount', value: (t: LedgerTransactionView) => t.totals.bill.amount },
  { header: 'Status', value: (t: LedgerTransactionView) => t.status },
];

export async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  listRoute(app, {
    url: '/v2/pay_bill_transactions',
    access: TRANSACTIONS,
    tags: ['pay_bill_transactions'],
    query: transactionQuery,
    row: ledgerTransactionViewSchema,
    list: ({ principal, query: q }) =>
      listTransactions(db, principal, {
        weekStart: q.week_start,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        partnerId: q.partner_id,
        contractorId: q.contractor_id,
        kind: q.kind,
        status: q.status,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'transactions', columns: TRANSACTION_CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/pay_bill_transactions/:id',
    access: TRANSACTIONS,
    tags: ['pay_bill_transactions'],
    params: idParams,
    response: ledgerTransactionDetailSchema,
    handler: async ({ principal, params }) => visibleOr404(await findVisibleTransaction(db, principal, params.id)),
  });

  // A list with per-side totals beside the page, so declared by hand with its own response schema.
  r.get(
    '/v2/pay_bill_transaction_items',
    {
      config: { access: ITEMS },
      schema: {
        querystring: itemQuery,
        tags: ['pay_bill_transaction_items'],
        response: { 200: envelope(ledgerItemListSchema) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const p = mustPrincipal(req.principal);
      const period = await recentPeriod(db, p, {
        ...LEDGER_ITEM_DATES,
        narrowed: Boolean(
          q.week_start ||
          q.date_from ||
          q.partner_id ||
          q.client_id ||
          q.contractor_id ||
          q.timesheet_id ||
          q.expense_id ||
          q.transaction_id,
        ),
        allDates: q.all_dates === 'true',
        today: todayIso(app.deps.clock.now()),
      });
      const result = await listItems(db, p, {
        weekStart: q.week_start,
        dateFrom: period?.date_from ?? q.date_from,
        dateTo: period?.date_to ?? q.date_to,
        partnerId: q.partner_id,
        clientId: q.client_id,
        contractorId: q.contractor_id,
        timesheetId: q.timesheet_id,
        expenseId: q.expense_id,
        transactionId: q.transaction_id,
        side: q.side,
        status: q.status,
        classification: q.classification,
        sort: sortOf(q, '-work_date'),
        ...pageOf(q),
      });
      if (q.format === 'csv') return sendList(reply, q, result, { filename: 'transaction_items', columns: ITEM_CSV });
      return reply.send({
        data: {
          data: result.rows,
          total: result.total,
          ...(result.totalCapped !== undefined && { total_capped: result.totalCapped }),
          next_cursor: result.nextCursor,
          ...(period && { default_period: period }),
          totals: result.totals,
        },
      });
    },
  );

  route(app, {
    method: 'PATCH',
    url: '/v2/pay_bill_transaction_items/:id',
    access: ITEMS,
    tags: ['pay_bill_transaction_items'],
    params: idParams,
    body: ledgerItemUpdateSchema,
    response: ledgerItemViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateItemStatus(db, principal, params.id, body.status, request.ip),
  });
}
