/** Dashboard summary: the user's organisation and the key counts their role may see (summary.policy.ts). */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { dashboardCountsOf, dashboardOrganizationOf, type DashboardCount } from './summary.policy.js';
import {
  countAllUsers,
  countClients,
  countContractors,
  countPartners,
  countTeamMembers,
  organizationName,
} from './summary.repository.js';

interface Count {
  key: string;
  label: string;
  value: number;
}

/** Each count: its key and label, and what it counts through the caller's row scope. */
const COUNTS: Record<
  DashboardCount,
  { key: string; label: string; count: (db: DbOrTx, p: Principal) => Promise<number> }
> = {
  partners: { key: 'partners', label: 'Partners', count: countPartners },
  referred_partners: { key: 'partners', label: 'Referred partners', count: countPartners },
  clients: { key: 'clients', label: 'Clients', count: countClients },
  contractors: { key: 'contractors', label: 'Contractors', count: countContractors },
  /** Every user of the platform (admins only count them). */
  users: { key: 'users', label: 'Users', count: countAllUsers },
  team: { key: 'team', label: 'Team members', count: countTeamMembers },
};

export async function dashboardSummary(db: DbOrTx, p: Principal, brandName: string) {
  const counts: Count[] = [];
  for (const name of dashboardCountsOf(p)) {
    const { key, label, count } = COUNTS[name];
    counts.push({ key, label, value: await count(db, p) });
  }
  return { organization: await organizationOf(db, p, brandName), counts };
}

/** The name heading the dashboard: the platform's brand for admins, else the caller's organization. */
export async function organizationOf(db: DbOrTx, p: Principal, brandName: string) {
  const org = dashboardOrganizationOf(p);
  return org.kind === 'platform' ? brandName : organizationName(db, org.kind, org.id);
}
