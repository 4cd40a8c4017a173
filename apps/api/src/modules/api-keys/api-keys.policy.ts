/**
 * Who may hold API keys and webhooks (decision 0089): platform admins, and users marked as developers
 * (`is_developer` on GET /v2/user) among the user types that have /developers — platform staff and
 * partners' users. An admin sees and revokes every key; anyone else only their own.
 */
import { DEVELOPER_USER_TYPES as DEVELOPER_TYPES, type UserType } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** The user types whose /developers page exists (the route table's rule for the page). */
export const DEVELOPER_USER_TYPES: readonly UserType[] = DEVELOPER_TYPES;

export const mayUseDeveloperApi = (p: Principal) => p.userType === 'admin' || p.context.user.isDeveloper;

export function mustUseDeveloperApi(p: Principal): void {
  if (!mayUseDeveloperApi(p)) throw forbidden('Only developers may manage API keys and webhooks');
}

/** Admins see every key, endpoint and event; everyone else their own keys and their tenant's events. */
export const seesEveryDeveloperRow = (p: Principal) => p.userType === 'admin';
