/**
 * Sales tax rows (decision 0036): platform staff read them; an admin adds rows and ends them. A row is
 * never re-rated in place — an invoice already taxed at it keeps pointing at what it said — so a new
 * rate is a new row from its start date, and the old one ends the day before.
 */
import Decimal from 'decimal.js';
import type { SalesTaxCreate, SalesTaxView } from '@app/domain';
import type { SalesTaxRow } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { mustEditSalesTaxes } from './sales-taxes.policy.js';
import type { Principal } from '../../lib/principal.js';
import {
  findSalesTax,
  insertSalesTax,
  listSalesTaxes,
  rowsOfPlaces,
  updateSalesTax,
  type SalesTaxFilter,
  type SalesTaxRowData,
} from './sales-taxes.repository.js';

export function toSalesTaxView(r: SalesTaxRowData): SalesTaxView {
  return {
    id: r.id,
    country: r.country,
    jurisdiction: r.jurisdiction,
    product_line: r.productLine,
    tax_name: r.taxName,
    taxable: r.taxable,
    rate_percent: r.ratePercent === null ? null : new Decimal(r.ratePercent).toFixed(4),
    needs_rate: r.taxable && r.ratePercent === null,
    effective_from: r.effectiveFrom,
    effective_to: r.effectiveTo,
    source: r.source,
    created_at: r.createdAt.toISOString(),
  };
}

export const salesTaxList = (db: DbOrTx, f: SalesTaxFilter) => listSalesTaxes(db, f, toSalesTaxView);

export async function salesTaxDetail(db: DbOrTx, id: string): Promise<SalesTaxView> {
  const row = await findSalesTax(db, id);
  if (!row) throw notFound();
  return toSalesTaxView(row);
}

export async function createSalesTax(deps: AppDeps, p: Principal, body: SalesTaxCreate, ip: string) {
  mustEditSalesTaxes(p);
  return deps.db.transaction(async (tx) => {
    const row = await insertSalesTax(tx, {
      country: body.country,
      jurisdiction: body.jurisdiction,
      productLine: body.product_line,
      taxName: body.tax_name,
      taxable: body.taxable,
      ratePercent: body.taxable ? body.rate_percent : null,
      effectiveFrom: body.effective_from,
      effectiveTo: body.effective_to,
      source: body.source,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'sales_tax_created',
      entityType: 'sales_tax',
      entityId: row.id,
      metadata: { place: `${row.country}-${row.jurisdiction}`, rate: row.ratePercent, from: row.effectiveFrom },
    });
    return toSalesTaxView(row);
  });
}

export async function endSalesTax(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: {
    effective_to?: string | null | undefined;
    source?: string | null | undefined;
    rate_percent?: string | undefined;
  },
  ip: string,
) {
  mustEditSalesTaxes(p);
  return deps.db.transaction(async (tx) => {
    const row = await findSalesTax(tx, id);
    if (!row) throw notFound();
    if (body.effective_to && body.effective_to < row.effectiveFrom) {
      throw unprocessable([{ loc: ['body', 'effective_to'], msg: 'Ends before it starts' }]);
    }
    if (body.rate_percent !== undefined && !(row.taxable && row.ratePercent === null)) {
      throw unprocessable([
        {
          loc: ['body', 'rate_percent'],
          msg: 'A rated row keeps its rate: end it and add a new row from the day the new rate starts',
        },
      ]);
    }
    const updated = await updateSalesTax(tx, id, {
      ...(body.rate_percent !== undefined && { ratePercent: body.rate_percent }),
      ...(body.effective_to !== undefined && { effectiveTo: body.effective_to }),
      ...(body.source !== undefined && { source: body.source }),
    });
    await auditAs(tx, p, ip, { action: 'sales_tax_updated', entityType: 'sales_tax', entityId: id, metadata: body });
    return toSalesTaxView(updated!);
  });
}

/** For the invoice run: every row of these places, as the resolver reads them. */
export async function salesTaxRowsFor(
  db: DbOrTx,
  places: { country: string; jurisdiction: string }[],
): Promise<SalesTaxRow[]> {
  return (await rowsOfPlaces(db, places)).map((r) => ({
    id: r.id,
    country: r.country,
    jurisdiction: r.jurisdiction,
    productLine: r.productLine,
    taxName: r.taxName,
    taxable: r.taxable,
    ratePercent: r.ratePercent,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
  }));
}
