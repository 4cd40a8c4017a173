import { api } from '../../lib/api/client';

/**
 * The full tax id behind a reveal path (contractors, corp-to-corps, partners, sales partners; POST:
 * never in a URL). Deliberately not a query: the clear number must not sit in the query cache
 * after the page hides it again.
 */
export const revealTaxId = (path: string) => api.post<{ tax_id: string }>(path);
