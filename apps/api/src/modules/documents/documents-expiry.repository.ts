/** The SQL of the expiry reminders: the documents due a reminder, who receives them, and the mark. */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, documents, partners, users } from '../../db/schema/index.js';

/** Active documents expiring from `today` to `until` (both included) whose staff were not yet told. */
export function documentsDueReminder(db: DbOrTx, today: string, until: string) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      name: documents.name,
      expiresOn: sql<string>`${documents.expiresOn}::text`,
      partnerId: documents.partnerId,
      ownerName: sql<
        string | null
      >`coalesce(${contractors.firstName} || ' ' || ${contractors.lastName}, ${clients.name}, ${partners.name})`,
    })
    .from(documents)
    .leftJoin(contractors, eq(contractors.id, documents.contractorId))
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(partners, eq(partners.id, documents.partnerId))
    .where(
      and(
        isNull(documents.archivedAt),
        isNull(documents.expiryRemindedAt),
        gte(documents.expiresOn, today),
        lte(documents.expiresOn, until),
      ),
    )
    .orderBy(asc(documents.expiresOn), asc(documents.name), asc(documents.id));
}

/** The active platform admins (they keep the platform's own documents). */
export function platformAdmins(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      partnerId: users.partnerId,
    })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.active, true)));
}

export async function markReminded(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(documents)
    .set({ expiryRemindedAt: at })
    .where(and(inArray(documents.id, ids), isNull(documents.expiryRemindedAt)))
    .returning({ id: documents.id });
  return rows.length;
}
