import { SEARCH_OBJECT_TYPES, type SearchObjectType, type SearchResult, type UserType } from '@app/domain';
import { searchesOwnPartner, searchesWholePlatform } from './search-access';

export const PALETTE_MAX_HEIGHT = 600;
export const NO_RESULTS_TEXT = 'No Results';

export function placeholderFor(userType: UserType): string {
  if (searchesWholePlatform(userType)) return 'Search contractors, clients, partners, invoices and transactions';
  if (searchesOwnPartner(userType)) return 'Search contractors, clients and invoices';
  return 'Start typing to search...';
}

/** The whole platform is a far larger index, and its searchers expect it snappier (spec section 9). */
export const debounceFor = (userType: UserType) => (searchesWholePlatform(userType) ? 500 : 1000);

const GROUP_HEADINGS: Record<SearchObjectType, string> = {
  user: 'Users',
  contractor: 'Contractors',
  client: 'Clients',
  partner: 'Partners',
  invoice: 'Invoices',
};

export function groupResults(results: readonly SearchResult[]) {
  return SEARCH_OBJECT_TYPES.map((type) => ({
    type,
    heading: GROUP_HEADINGS[type],
    items: results.filter((r) => r.object_type === type),
  })).filter((g) => g.items.length > 0);
}
