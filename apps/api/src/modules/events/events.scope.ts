/** Which API events a caller sees (decision 0089): an admin every event, anyone else their partner's. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { apiEvents } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { seesEveryDeveloperRow } from '../api-keys/api-keys.policy.js';

export function apiEventScope(p: Principal): SQL | undefined {
  if (seesEveryDeveloperRow(p)) return undefined;
  return p.partnerId ? eq(apiEvents.partnerId, p.partnerId) : sql`false`;
}
