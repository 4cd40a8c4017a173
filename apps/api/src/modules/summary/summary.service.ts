/** Dashboard summary: the user's organisation and the key counts their role may see. */
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, eors, partners, salesPartners, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

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

export async function dashboardSummary(db: DbOrTx, p: Principal, brandName: string) {
  const counts: Count[] = [];
  const add = async (key: string, label: string, table: PgTable, where?: SQL) =>
    counts.push({ key, label, value: await countOf(db, table, where) });

  switch (p.userType) {
    case 'admin':
    case 'eor':
      await add('partners', 'Partners', partners);
      await add('clients', 'Clients', clients);
      await add('contractors', 'Contractors', contractors);
      if (p.userType === 'admin') await add('users', 'Users', users);
      break;
    case 'partner':
      await add('clients', 'Clients', clients, eq(clients.partnerId, p.partnerId!));
      await add('contractors', 'Contractors', contractors, eq(contractors.partnerId, p.partnerId!));
      await add('team', 'Team members', users, eq(users.partnerId, p.partnerId!));
      break;
    case 'sales_partner': {
      const referred = db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.salesPartnerId, p.salesPartnerId!));
      await add('partners', 'Referred partners', partners, eq(partners.salesPartnerId, p.salesPartnerId!));
      await add('clients', 'Clients', clients, inArray(clients.partnerId, referred));
      await add('contractors', 'Contractors', contractors, inArray(contractors.partnerId, referred));
      break;
    }
    case 'client':
      await add('team', 'Team members', users, eq(users.clientId, p.clientId!));
      break;
    case 'contractor':
      break;
  }

  const [eorRow] =
    p.userType === 'eor' ? await db.select({ eorId: users.eorId }).from(users).where(eq(users.id, p.userId)) : [];
  const organization =
    p.userType === 'admin'
      ? brandName
      : p.userType === 'eor'
        ? await nameOf(db, eors, eorRow?.eorId ?? null)
        : p.userType === 'sales_partner'
          ? await nameOf(db, salesPartners, p.salesPartnerId)
          : p.userType === 'client'
            ? await nameOf(db, clients, p.clientId)
            : await nameOf(db, partners, p.partnerId);
  return { organization, counts };
}
