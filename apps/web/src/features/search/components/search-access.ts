import type { UserType } from '@app/domain';

/*
 * Whose records the command palette searches. Only admins and partners open it (canUseCommandPalette);
 * the API's search.policy.ts draws the same lines (findsPartners: admins only).
 */

/** Admins search the whole platform: every partner's records, the partners themselves and transactions. */
export const searchesWholePlatform = (userType: UserType) => userType === 'admin';

/** A partner's users search inside their own tenant: its contractors, clients and invoices. */
export const searchesOwnPartner = (userType: UserType) => userType === 'partner';
