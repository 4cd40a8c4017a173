/**
 * What the command palette finds for its two user types (the route admits no one else): admins
 * search the whole platform, partners included; a partner's users only their own tenant's rows.
 */
import type { Principal } from '../../lib/principal.js';

/** Partners are found by admins only: a partner's users search inside their own tenant. */
export const findsPartners = (p: Principal) => p.userType === 'admin';

/** Where a found user opens: its user record for admins, the team page for a partner's users. */
export const foundUserPathOf = (p: Principal, userId: string) =>
  p.userType === 'admin' ? `/users/${userId}` : '/team';
