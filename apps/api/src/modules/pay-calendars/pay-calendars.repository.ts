/** The pay calendar rows (one per employer) and the partner a staff caller names as an employer. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners, payCalendars } from '../../db/schema/index.js';

export type PayCalendarValues = Omit<typeof payCalendars.$inferInsert, 'employerKey'>;

/** The employer's saved calendar, or undefined while it still has the default one. */
export async function findPayCalendarRow(db: DbOrTx, employerKey: string) {
  const [row] = await db.select().from(payCalendars).where(eq(payCalendars.employerKey, employerKey)).limit(1);
  return row;
}

/** Saves the employer's calendar: the first save inserts it, later ones replace its settings. */
export async function upsertPayCalendar(db: DbOrTx, employerKey: string, values: PayCalendarValues): Promise<void> {
  await db
    .insert(payCalendars)
    .values({ employerKey, ...values })
    .onConflictDoUpdate({ target: payCalendars.employerKey, set: values });
}

/** A partner as a possible employer: its name and whether it employs its own workers. */
export async function findPartnerEmployer(db: DbOrTx, partnerId: string) {
  const [partner] = await db
    .select({ id: partners.id, name: partners.name, selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return partner;
}
