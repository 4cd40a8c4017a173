/** Which webhook endpoints (and so deliveries) a caller sees (decision 0089): an admin every one, anyone else their own. */
import { eq, type SQL } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { seesEveryDeveloperRow } from '../api-keys/api-keys.policy.js';

export const webhookEndpointScope = (p: Principal): SQL | undefined =>
  seesEveryDeveloperRow(p) ? undefined : eq(webhookEndpoints.ownerUserId, p.userId);
