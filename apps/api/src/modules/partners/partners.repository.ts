/** Partner rows, always read through the caller's scope: a row outside it simply is not found. */
import Decimal from 'decimal.js';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { PartnerView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { partners, salesPartners } from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { rowScope } from '../../lib/row-scopes.js';
import { containsPattern } from '../../lib/sql.js';
import { maskedTaxIdOf } from '../../lib/tax-id.js';
import type { Principal } from '../../lib/principal.js';
import { contactViewOf } from './organization-fields.js';

export type PartnerRow = typeof partners.$inferSelect;
/**
 * The rows the caller may see: staff all, a partner's users their own, a sales partner those it
 * referred, clients and contractors none (a partner row is its own tenant: its id is the partner).
 */
const partnerScope = (p: Principal, db: DbOrTx): SQL | undefined =>
  rowScope(p, db, { partnerId: partners.id }, { referredPartners: true });

export function toPartnerView(
  row: PartnerRow,
  salesPartner: { id: string; name: string } | null,
  withTaxId: boolean,
): PartnerView {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    sales_partner: salesPartner,
    product_line: row.productLine,
    funding: row.funding,
    self_employer: row.selfEmployer,
    self_funded: row.selfFunded,
    self_time_sheets: row.selfTimeSheets,
    self_approve: row.selfApprove,
    is_payroll_disabled: row.isPayrollDisabled,
    is_canada_enabled: row.isCanadaEnabled,
    corp_to_corp: row.corpToCorp,
    corp_to_corp_enabled: row.corpToCorpEnabled,
    redirect_url: row.redirectUrl,
    logo_url: row.logoUrl,
    favicon_url: row.faviconUrl,
    dark_mode: row.darkMode,
    brand_color: row.brandColor,
    white_label_brand_name: row.whiteLabelBrandName,
    ...contactViewOf(row),
    // Absent (not null) for sales partners: they never see a partner's tax id.
    ...(withTaxId && { tax_id: maskedTaxIdOf(row) }),
    payroll_frequency: row.payrollFrequency,
    active: row.active,
    // The platform's commercial terms with the partner: not a sales partner's to read either.
    ...(withTaxId && {
      platform_fee_basis: row.platformFeeBasis,
      platform_fee_amount: new Decimal(String(row.platformFeeAmount)).toFixed(2),
      write_off_threshold: new Decimal(String(row.writeOffThreshold)).toFixed(2),
    }),
    created_at: row.createdAt.toISOString(),
  };
}

export interface PartnerListFilter extends ListRequest {
  search?: string | undefined;
  salesPartnerId?: string | undefined;
  active?: boolean | undefined;
}

const SORT_COLUMNS = { name: partners.name, subdomain: partners.subdomain, created_at: partners.createdAt } as const;

const selection = { partner: partners, salesPartnerName: salesPartners.name };
type Joined = { partner: PartnerRow; salesPartnerName: string | null };

export const viewOfJoined = (r: Joined, withTaxId: boolean) =>
  toPartnerView(
    r.partner,
    r.partner.salesPartnerId && r.salesPartnerName ? { id: r.partner.salesPartnerId, name: r.salesPartnerName } : null,
    withTaxId,
  );

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ ...selection, ...extra })
    .from(partners)
    .leftJoin(salesPartners, eq(salesPartners.id, partners.salesPartnerId));

/** A page of the partners the caller may see, as views (`withTaxId`: whether the caller sees tax ids, masked). */
export async function listPartners(db: DbOrTx, p: Principal, f: PartnerListFilter, withTaxId: boolean) {
  const where = and(
    partnerScope(p, db),
    f.search ? ilike(partners.name, containsPattern(f.search)) : undefined,
    f.salesPartnerId ? eq(partners.salesPartnerId, f.salesPartnerId) : undefined,
    f.active === undefined ? undefined : eq(partners.active, f.active),
  );
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, partners, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'name', [partners.id]),
    request: f,
    view: (row) => viewOfJoined(row, withTaxId),
  });
}

export async function findVisiblePartner(db: DbOrTx, p: Principal, id: string): Promise<Joined | undefined> {
  const [row] = await selectJoined(db)
    .where(and(eq(partners.id, id), partnerScope(p, db)))
    .limit(1);
  return row;
}

export async function subdomainTaken(db: DbOrTx, subdomain: string, exceptId?: string) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.subdomain, subdomain)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function salesPartnerName(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: salesPartners.id, name: salesPartners.name })
    .from(salesPartners)
    .where(eq(salesPartners.id, id));
  return row;
}

export async function insertPartner(db: DbOrTx, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  return row!;
}

/** Sets the given columns; an empty change writes nothing. */
export async function updatePartnerColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof partners.$inferInsert>,
): Promise<void> {
  if (Object.keys(columns).length > 0) await db.update(partners).set(columns).where(eq(partners.id, id));
}
