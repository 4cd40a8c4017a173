import { SEARCH_OBJECT_TYPES, type SearchObjectType, type SearchResult, type UserType } from '@app/domain';

export const PALETTE_MAX_HEIGHT = 600;
export const NO_RESULTS_TEXT = 'No Results';

export function placeholderFor(userType: UserType): string {
  if (userType === 'admin') return 'Search contractors, clients, partners, invoices and transactions';
  if (userType === 'partner') return 'Search contractors, clients and invoices';
  return 'Start typing to search...';
}

/** Admins search a far larger index and expect it snappier (spec section 9). */
export const debounceFor = (userType: UserType) => (userType === 'admin' ? 500 : 1000);

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
