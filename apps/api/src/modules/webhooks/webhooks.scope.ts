/** Which webhook endpoints (and so deliveries) a caller sees (decision 0089): an admin every one, anyone else their own. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { seesEveryDeveloperRow } from '../api-keys/api-keys.policy.js';

export const webhookEndpointScope = (p: Principal): SQL | undefined =>
  seesEveryDeveloperRow(p) ? undefined : eq(webhookEndpoints.ownerUserId, p.userId);

/**
 * Whether the owner of the endpoint aliased `endpoint` in raw SQL may still receive its events: active,
 * and still a developer or an admin (as mayUseDeveloperApi). Both the fan-out of a new event and the
 * claim of a due delivery require it, so a deactivated owner or revoked rights stop the posts at once.
 */
export const endpointOwnerMayReceive = (endpoint: string): SQL =>
  sql`exists (select 1 from users owner where owner.id = ${sql.raw(endpoint)}.owner_user_id
    and owner.active and (owner.is_developer or owner.is_admin))`;
