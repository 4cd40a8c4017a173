/**
 * /v2/bills: what the platform charges each partner, visible only with bill visibility — staff every
 * partner's, a partner's users their own (the Bills page).
 */
import type { FastifyInstance } from 'fastify';
import { BILL_SORTS, billFilters, billViewSchema, type BillView } from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { billList } from './bills.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], link: '/bills', capability: 'see_bill' } as const;

const CSV = [
  { header: 'Date', value: (b: BillView) => b.bill_date },
  { header: 'Partner', value: (b: BillView) => b.partner.name },
  { header: 'Invoice', value: (b: BillView) => b.invoice.number },
  { header: 'Client', value: (b: BillView) => b.invoice.client_name },
  { header: 'Basis', value: (b: BillView) => b.basis },
  { header: 'Hours', value: (b: BillView) => b.hours },
  { header: 'Rate', value: (b: BillView) => b.rate },
  { header: 'Amount', value: (b: BillView) => b.amount },
  { header: 'Currency', value: (b: BillView) => b.currency },
  { header: 'Status', value: (b: BillView) => b.status },
];

export async function billsRoutes(app: FastifyInstance) {
  const db = app.deps.db;
  listRoute(app, {
    url: '/v2/bills',
    access,
    tags: ['bills'],
    query: listQuerySchema(BILL_SORTS, billFilters),
    row: billViewSchema,
    list: ({ principal, query: q }) =>
      billList(db, principal, {
        partnerId: q.partner_id,
        status: q.status,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-bill_date'),
        ...pageOf(q),
      }),
    csv: { filename: 'bills', columns: CSV },
  });
}
