/**
 * One provider per object type: its query (search.repository.ts, scoped and best match first) and the
 * answer each row becomes.
 */
import type { SearchObjectType, SearchResult } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { findsPartners, foundUserPathOf } from './search.policy.js';
import { searchClients, searchContractors, searchPartners, searchUsers } from './search.repository.js';

export type SearchProvider = (db: DbOrTx, p: Principal, term: string, limit: number) => Promise<SearchResult[]>;

const userSearch: SearchProvider = async (db, p, term, limit) =>
  (await searchUsers(db, p, term, limit)).map((u) => ({
    object_type: 'user',
    text: `${u.first} ${u.last} (${u.email})`,
    icon: 'user',
    redirect: foundUserPathOf(p, u.id),
  }));

const contractorSearch: SearchProvider = async (db, p, term, limit) =>
  (await searchContractors(db, p, term, limit)).map((c) => ({
    object_type: 'contractor',
    text: `${c.first} ${c.last}`,
    icon: 'id',
    redirect: `/contractors/${c.id}`,
  }));

const clientSearch: SearchProvider = async (db, p, term, limit) =>
  (await searchClients(db, p, term, limit)).map((c) => ({
    object_type: 'client',
    text: c.name,
    icon: 'building',
    redirect: `/clients/${c.id}`,
  }));

const partnerSearch: SearchProvider = async (db, p, term, limit) => {
  if (!findsPartners(p)) return [];
  return (await searchPartners(db, term, limit)).map((r) => ({
    object_type: 'partner',
    text: r.name,
    icon: 'handshake',
    redirect: `/partners/${r.id}`,
  }));
};

/** Invoices join this map when the billing issue lands. */
export const SEARCH_PROVIDERS: Partial<Record<SearchObjectType, SearchProvider>> = {
  user: userSearch,
  contractor: contractorSearch,
  client: clientSearch,
  partner: partnerSearch,
};
