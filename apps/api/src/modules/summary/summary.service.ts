/** Dashboard summary: the user's organisation and the key counts their role may see (summary.policy.ts). */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, eors, partners, salesPartners, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { clientScope, rowScope } from '../../lib/row-scopes.js';
import { dashboardCountsOf, dashboardOrganizationOf, type DashboardCount } from './summary.policy.js';

interface Count {
  key: string;
  label: string;
  value: number;
}

async function countOf(db: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function nameOf(
  db: DbOrTx,
  table: typeof partners | typeof clients | typeof salesPartners | typeof eors,
  id: string | null,
) {
  if (!id) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/** The partners the caller sees: staff all, a sales partner those it referred. */
const partnerRows = (db: DbOrTx, p: Principal) =>
  countOf(db, partners, rowScope(p, db, { partnerId: partners.id }, { referredPartners: true }));

/** Each count: its key and label, and what it counts through the caller's row scope. */
const COUNTS: Record<
  DashboardCount,
  { key: string; label: string; count: (db: DbOrTx, p: Principal) => Promise<number> }
> = {
  partners: { key: 'partners', label: 'Partners', count: partnerRows },
  referred_partners: { key: 'partners', label: 'Referred partners', count: partnerRows },
  clients: { key: 'clients', label: 'Clients', count: (db, p) => countOf(db, clients, clientScope(p, db)) },
  contractors: {
    key: 'contractors',
    label: 'Contractors',
    count: (db, p) =>
      countOf(
        db,
        contractors,
        rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id }, { referredPartners: true }),
      ),
  },
  /** Every user of the platform (admins only count them). */
  users: { key: 'users', label: 'Users', count: (db) => countOf(db, users) },
  team: {
    key: 'team',
    label: 'Team members',
    count: (db, p) => countOf(db, users, rowScope(p, db, { partnerId: users.partnerId, clientId: users.clientId })),
  },
};

const ORGANIZATION_TABLES = { eor: eors, sales_partner: salesPartners, client: clients, partner: partners } as const;

export async function dashboardSummary(db: DbOrTx, p: Principal, brandName: string) {
  const counts: Count[] = [];
  for (const name of dashboardCountsOf(p)) {
    const { key, label, count } = COUNTS[name];
    counts.push({ key, label, value: await count(db, p) });
  }
  const org = dashboardOrganizationOf(p);
  const organization = org.kind === 'platform' ? brandName : await nameOf(db, ORGANIZATION_TABLES[org.kind], org.id);
  return { organization, counts };
}
