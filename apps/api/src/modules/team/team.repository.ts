/** Queries for team members: the scoped list (with last sign-in), one member, owner counts. */
import { and, eq, ilike, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TeamMember, UserType } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListPage, type ListRequest } from '../../lib/list-page.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import { userTypeOf } from '../../lib/principal.js';
import type { UserRow } from '../../lib/principal.js';

/** The latest session the user opened themselves (an admin acting as them does not count). */
// `users.id` is written out: drizzle leaves columns unqualified in single-table selects, and a bare
// "id" inside the subquery would mean the session's id.
const lastSignInSql = sql<
  Date | string | null
>`(select max(s.created_at) from ${sessions} s where s.user_id = "users"."id" and s.actual_user_id is null)`;

const TYPE_FILTER: Record<UserType, SQL> = {
  admin: eq(users.isAdmin, true),
  eor: isNotNull(users.eorId),
  partner: isNotNull(users.partnerId),
  sales_partner: isNotNull(users.salesPartnerId),
  client: isNotNull(users.clientId),
  contractor: isNotNull(users.contractorId),
};

export const MEMBER_SORTS = ['email', 'first_name', 'last_name', 'role', 'created_at', 'last_sign_in_at'] as const;
/**
 * What each sort orders by. A role or a last sign-in may be NULL (some users hold no role; an
 * invited member never signed in): NULL sorts as the largest value, last ascending and first
 * descending, so under `-last_sign_in_at` the members who never signed in come first (the list
 * used to put them last both ways; keyset paging needs one direction for NULL).
 */
const SORTS = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  created_at: users.createdAt,
  last_sign_in_at: nullableKey(lastSignInSql),
} as const satisfies Record<(typeof MEMBER_SORTS)[number], KeyMap[string]>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A member as every /v2/users answer sends it. */
export type MemberRow = TeamMember;

export function toMember(u: UserRow, lastSignIn: Date | string | null): MemberRow {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    user_type: userTypeOf(u),
    role: u.role,
    status: !u.active ? 'deactivated' : u.passwordHash === null ? 'invited' : 'active',
    active: u.active,
    last_sign_in_at: iso(lastSignIn),
    created_at: u.createdAt.toISOString(),
    requires_two_factor: u.requiresTwoFactor,
    is_developer: u.isDeveloper,
  };
}

export interface MemberFilters extends ListRequest {
  /** The scope: an organization's members, or undefined for every user (staff). */
  scope?: SQL | undefined;
  search?: string | undefined;
  userType?: UserType | undefined;
  role?: string | undefined;
  active?: boolean | undefined;
}

export async function listMembers(db: DbOrTx, f: MemberFilters): Promise<ListPage<MemberRow>> {
  const text = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`;
  const where = and(
    f.scope,
    f.search ? ilike(text, containsPattern(f.search)) : undefined,
    f.userType ? TYPE_FILTER[f.userType] : undefined,
    f.role ? sql`${users.role} = ${f.role}` : undefined,
    f.active !== undefined ? eq(users.active, f.active) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ user: users, lastSignIn: lastSignInSql, listKey }).from(users).$dynamic(),
    where,
    matching: matchingRows(db, users, where),
    // Ties (equal names, never signed in) still page deterministically.
    keyset: keysetOf(SORTS, f.sort, 'email', [users.id]),
    request: f,
    view: (r) => toMember(r.user, r.lastSignIn),
  });
}

export async function findMember(
  db: DbOrTx,
  id: string,
): Promise<{ user: UserRow; lastSignIn: Date | string | null } | undefined> {
  const [row] = await db
    .select({ user: users, lastSignIn: lastSignInSql })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * Active owners of the organization besides `exceptUserId`. The rows are locked for the rest of
 * the transaction, so two owners demoting each other at once cannot both succeed.
 */
export async function otherActiveOwners(tx: DbOrTx, scope: SQL, exceptUserId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(scope, eq(users.role, 'owner'), eq(users.active, true), ne(users.id, exceptUserId)))
    .for('update');
  return rows.length;
}

/** Inserts the invited member (no password yet: the invite sets one) and answers the row. */
export async function insertMember(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Sets the member's role or active flag and answers the row as changed. */
export async function updateMember(
  db: DbOrTx,
  id: string,
  columns: Partial<Pick<typeof users.$inferInsert, 'role' | 'active' | 'isDeveloper'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(columns).where(eq(users.id, id)).returning();
  return row!;
}
