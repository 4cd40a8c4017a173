/**
 * One provider per object type: the query of its matches (search.repository.ts, scoped and best match
 * first), whether a caller's user type finds it at all, and the answer each match becomes.
 */
import type { SearchObjectType, SearchResult } from '@app/domain';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { findsPartners, foundUserPathOf } from './search.policy.js';
import {
  clientMatches,
  contractorMatches,
  invoiceMatches,
  partnerMatches,
  userMatches,
  type SearchMatches,
} from './search.repository.js';

export interface SearchProvider {
  type: SearchObjectType;
  icon: string;
  /** Its matches for a user type (`scopeOf` is the prepared statement's stand-in caller). */
  matches: (db: Db, scopeOf: Principal, kind: number) => SearchMatches;
  /** Whether a user type finds this object type at all (decided when the statement is built). */
  finds?: (p: Principal) => boolean;
  redirect: (p: Principal, id: string) => string;
}

/** In the order the answer lists them. */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  { type: 'user', icon: 'user', matches: userMatches, redirect: foundUserPathOf },
  { type: 'contractor', icon: 'id', matches: contractorMatches, redirect: (_p, id) => `/contractors/${id}` },
  { type: 'client', icon: 'building', matches: clientMatches, redirect: (_p, id) => `/clients/${id}` },
  {
    type: 'partner',
    icon: 'handshake',
    matches: partnerMatches,
    finds: findsPartners,
    redirect: (_p, id) => `/partners/${id}`,
  },
  { type: 'invoice', icon: 'invoice', matches: invoiceMatches, redirect: (_p, id) => `/invoices/${id}` },
];

export function toSearchResult(p: Principal, row: { kind: number; id: string; label: string }): SearchResult {
  const provider = SEARCH_PROVIDERS[row.kind]!;
  return { object_type: provider.type, text: row.label, icon: provider.icon, redirect: provider.redirect(p, row.id) };
}
