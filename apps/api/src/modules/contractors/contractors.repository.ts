/** Contractor rows, always read through the caller's scope: a row outside it simply is not found. */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ContractorStatus, ContractorView, JobClassification } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, corpToCorps, partners, users } from '../../db/schema/index.js';
import { addressViewOf } from '../../lib/address-columns.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import { maskedTaxIdOf } from '../../lib/tax-id.js';
import type { Principal } from '../../lib/principal.js';
import { assignedAtClient, contractorScope } from './contractors.scope.js';

export type ContractorRow = typeof contractors.$inferSelect;

export interface ContractorRecord {
  contractor: ContractorRow;
  partnerName: string;
  corpToCorpName: string | null;
  userId: string | null;
}

/** The contractor's login: one user per contractor record. */
const loginId = sql<
  string | null
>`(select ${users.id} from ${users} where ${users.contractorId} = ${contractors.id} limit 1)`;

const recordColumns = {
  contractor: contractors,
  partnerName: partners.name,
  corpToCorpName: corpToCorps.name,
  userId: loginId,
};

function selectRecords<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({ ...recordColumns, ...extra })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(corpToCorps, eq(corpToCorps.id, contractors.corpToCorpId));
}

/** The answer for one contractor; personal fields are left out entirely when `personal` is false. */
export function toContractorView(r: ContractorRecord, personal: boolean): ContractorView {
  const c = r.contractor;
  const view: ContractorView = {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    classification: c.classification,
    status: c.status,
    partner: { id: c.partnerId, name: r.partnerName },
    corp_to_corp_id: c.corpToCorpId,
    corp_to_corp: c.corpToCorpId && r.corpToCorpName ? { id: c.corpToCorpId, name: r.corpToCorpName } : null,
    user_id: r.userId,
    created_at: c.createdAt.toISOString(),
  };
  if (!personal) return view;
  return { ...view, phone: c.phone, date_of_birth: c.dateOfBirth, address: addressViewOf(c), tax_id: maskedTaxIdOf(c) };
}

export interface ContractorListFilter extends ListRequest {
  search?: string | undefined;
  classification?: JobClassification | undefined;
  status?: ContractorStatus | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
}

function filterOf(db: DbOrTx, p: Principal, f: ContractorListFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    contractorScope(p, db),
    pattern
      ? or(
          ilike(sql`${contractors.firstName} || ' ' || ${contractors.lastName}`, pattern),
          ilike(contractors.email, pattern),
        )
      : undefined,
    f.classification ? eq(contractors.classification, f.classification) : undefined,
    f.status ? eq(contractors.status, f.status) : undefined,
    f.partnerId ? eq(contractors.partnerId, f.partnerId) : undefined,
    f.clientId ? assignedAtClient(db, f.clientId) : undefined,
  );
}

/** By name (the default): last name, then first name in the same direction. */
const SORTS = {
  name: [contractors.lastName, contractors.firstName],
  created_at: contractors.createdAt,
  classification: contractors.classification,
  status: contractors.status,
  email: contractors.email,
} as const;

export async function listContractors(db: DbOrTx, p: Principal, f: ContractorListFilter) {
  const where = filterOf(db, p, f);
  return keysetList(db, {
    select: (listKey) => selectRecords(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, contractors, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [contractors.id]),
    request: f,
    view: (row) => row,
  });
}

export async function findVisibleContractor(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectRecords(db)
    .where(and(eq(contractors.id, id), contractorScope(p, db)))
    .limit(1);
  return row;
}

/** The record by id whatever the caller (after a write, to answer it). */
export async function findContractorRecord(db: DbOrTx, id: string) {
  const [row] = await selectRecords(db).where(eq(contractors.id, id)).limit(1);
  return row;
}

/** Another contractor of the same partner holding this tax id (blind index), if any. */
export async function findTaxIdHolder(db: DbOrTx, partnerId: string, blindIndex: string, exceptId?: string) {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.partnerId, partnerId),
        eq(contractors.taxIdBlindIndex, blindIndex),
        exceptId ? sql`${contractors.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}
