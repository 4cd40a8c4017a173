/** The SQL of licenses: the list, one license, the writes, the lapsed check, and the expiry reminders. */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, licenses, partners, storedFiles } from '../../db/schema/index.js';
import { emitEvents } from '../../lib/events.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseInsert = typeof licenses.$inferInsert;

const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      l: licenses,
      contractorName,
      partnerName: partners.name,
      document: {
        filename: storedFiles.filename,
        contentType: storedFiles.contentType,
        sizeBytes: storedFiles.sizeBytes,
      },
      ...extra,
    })
    .from(licenses)
    .innerJoin(contractors, eq(contractors.id, licenses.contractorId))
    .innerJoin(partners, eq(partners.id, licenses.partnerId))
    .leftJoin(storedFiles, eq(storedFiles.id, licenses.documentFileId));

export type LicenseJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = {
  expires_on: licenses.expiresOn,
  created_at: licenses.createdAt,
  license_type: licenses.licenseType,
};

export interface LicenseFilter extends ListRequest {
  scope: SQL | undefined;
  status: 'active' | 'archived';
  expiry?: 'expiring_soon' | 'expired' | undefined;
  contractorId?: string | undefined;
  today: string;
  warnUntil: string;
}

export function listLicenses<V>(db: DbOrTx, f: LicenseFilter, view: (r: LicenseJoined) => V) {
  const t = licenses;
  const where = and(
    f.scope,
    f.status === 'active' ? isNull(t.archivedAt) : isNotNull(t.archivedAt),
    f.expiry === 'expiring_soon' ? and(gte(t.expiresOn, f.today), lte(t.expiresOn, f.warnUntil)) : undefined,
    f.expiry === 'expired' ? lt(t.expiresOn, f.today) : undefined,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'expires_on', [t.id]),
    request: f,
    view,
  });
}

export async function findLicense(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const q = select(db).where(and(eq(licenses.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: licenses }) : await q;
  return row ?? null;
}

export function findWorker(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({ id: contractors.id, partnerId: contractors.partnerId })
    .from(contractors)
    .where(and(eq(contractors.id, id), scope))
    .then((r) => r[0] ?? null);
}

export async function insertLicense(db: DbOrTx, values: LicenseInsert) {
  const [row] = await db.insert(licenses).values(values).returning({ id: licenses.id });
  return row!.id;
}

/** A license's document, kept through the storage interface like every upload. */
export async function insertLicenseFile(db: DbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function updateLicense(db: DbOrTx, id: string, values: Partial<LicenseInsert>) {
  await db.update(licenses).set(values).where(eq(licenses.id, id));
}

/** The worker's active licenses of these types (the start check). */
export function activeLicensesOf(db: DbOrTx, contractorId: string, types: string[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select({ licenseType: licenses.licenseType, expiresOn: sql<string>`${licenses.expiresOn}::text` })
    .from(licenses)
    .where(
      and(eq(licenses.contractorId, contractorId), inArray(licenses.licenseType, types), isNull(licenses.archivedAt)),
    );
}

/** Active licenses expiring from `today` to `until` (both included) whose staff were not yet told. */
export function licensesDueReminder(db: DbOrTx, today: string, until: string) {
  return db
    .select({
      id: licenses.id,
      licenseType: licenses.licenseType,
      state: licenses.state,
      expiresOn: sql<string>`${licenses.expiresOn}::text`,
      partnerId: licenses.partnerId,
      contractorName,
    })
    .from(licenses)
    .innerJoin(contractors, eq(contractors.id, licenses.contractorId))
    .where(
      and(
        isNull(licenses.archivedAt),
        isNull(licenses.expiryRemindedAt),
        gte(licenses.expiresOn, today),
        lte(licenses.expiresOn, until),
      ),
    )
    .orderBy(asc(licenses.expiresOn), asc(licenses.id));
}

export async function markLicensesReminded(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(licenses)
    .set({ expiryRemindedAt: at })
    .where(and(inArray(licenses.id, ids), isNull(licenses.expiryRemindedAt)))
    .returning({ id: licenses.id });
  return rows.length;
}

/**
 * The in-app notice of expiring licenses (decision 0081): each active license expiring from `today` to
 * `today + days` is one 'license_expiring' event to its partner's staff of `roles`, once per license, expiry
 * date and threshold (the once_key: a renewed expiry is told again), by one INSERT…SELECT in the caller's
 * transaction. Answers how many were announced now.
 */
export async function announceExpiringLicenses(
  tx: DbOrTx,
  today: string,
  days: number,
  roles: readonly Role[],
): Promise<number> {
  const written = await emitEvents(tx, {
    type: 'license_expiring',
    staffRoles: roles,
    rows: sql`
      select (l.id::text || ':' || l.expires_on::text || ':' || ${days}::int::text) as once_key, l.partner_id,
        'license'::text as subject_type, l.id as subject_id,
        ('License expiring: ' || c.first_name || ' ' || c.last_name || ', ' || l.license_type || ' (' || l.state || ')') as title,
        ('Expires ' || l.expires_on::text) as body,
        '/licenses?expiry=expiring_soon'::text as link,
        jsonb_build_object('contractor_id', l.contractor_id, 'expires_on', l.expires_on::text, 'days', ${days}::int) as data,
        null::uuid as to_contractor_id, null::uuid as to_client_id, l.partner_id as to_partner_id,
        null::uuid as to_user_id
      from licenses l join contractors c on c.id = l.contractor_id
      where l.archived_at is null and l.expires_on >= ${today}::date
        and l.expires_on <= ${today}::date + ${days}::int`,
  });
  return written.length;
}
