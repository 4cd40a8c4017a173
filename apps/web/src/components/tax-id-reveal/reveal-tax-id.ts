import { api } from '../../../lib/api/client';

/**
 * The full tax id of a contractor or corp-to-corp (POST: never in a URL). Deliberately not a
 * query: the clear number must not sit in the query cache after the page hides it again.
 */
export const revealTaxId = (path: string) => api.post<{ tax_id: string }>(path);

export const contractorRevealPath = (id: string) => `/contractors/${id}/tax_id/reveal`;
