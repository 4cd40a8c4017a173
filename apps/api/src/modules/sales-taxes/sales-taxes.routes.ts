/** /v2/sales_taxes (the route table: admin-like; an admin adds and ends rows). */
import type { FastifyInstance } from 'fastify';
import {
  SALES_TAX_SORTS,
  salesTaxCreateSchema,
  salesTaxFilters,
  salesTaxUpdateSchema,
  salesTaxViewSchema,
  type SalesTaxView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { createSalesTax, endSalesTax, salesTaxDetail, salesTaxList } from './sales-taxes.service.js';

const access = { userTypes: ['admin', 'eor'], link: '/sales_taxes' } as const;
const adminAccess = { userTypes: ['admin'], link: '/sales_taxes' } as const;
const tags = ['sales_taxes'];

const CSV = [
  { header: 'Country', value: (v: SalesTaxView) => v.country },
  { header: 'Jurisdiction', value: (v: SalesTaxView) => v.jurisdiction },
  { header: 'Product line', value: (v: SalesTaxView) => v.product_line },
  { header: 'Tax', value: (v: SalesTaxView) => v.tax_name },
  { header: 'Taxable', value: (v: SalesTaxView) => (v.taxable ? 'yes' : 'no') },
  { header: 'Rate %', value: (v: SalesTaxView) => v.rate_percent },
  { header: 'From', value: (v: SalesTaxView) => v.effective_from },
  { header: 'To', value: (v: SalesTaxView) => v.effective_to },
  { header: 'Source', value: (v: SalesTaxView) => v.source },
];

export async function salesTaxesRoutes(app: FastifyInstance) {
  const deps = app.deps;
  listRoute(app, {
    url: '/v2/sales_taxes',
    access,
    tags,
    query: listQuerySchema(SALES_TAX_SORTS, salesTaxFilters),
    row: salesTaxViewSchema,
    list: ({ query: q }) =>
      salesTaxList(deps.db, {
        country: q.country,
        jurisdiction: q.jurisdiction,
        on: q.on,
        needsRate: q.needs_rate === undefined ? undefined : q.needs_rate === 'true',
        sort: sortOf(q, 'jurisdiction'),
        ...pageOf(q),
      }),
    csv: { filename: 'sales_taxes', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/sales_taxes/:id',
    access,
    tags,
    params: idParams,
    response: salesTaxViewSchema,
    handler: ({ params }) => salesTaxDetail(deps.db, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/sales_taxes',
    access: adminAccess,
    tags,
    body: salesTaxCreateSchema,
    response: salesTaxViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createSalesTax(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/sales_taxes/:id',
    access: adminAccess,
    tags,
    params: idParams,
    body: salesTaxUpdateSchema,
    response: salesTaxViewSchema,
    handler: ({ principal, params, body, request }) => endSalesTax(deps, principal, params.id, body, request.ip),
  });
}
