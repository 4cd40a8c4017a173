/** Which API keys a caller sees (decision 0089): an admin every key, anyone else only their own. */
import { eq, type SQL } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { seesEveryDeveloperRow } from './api-keys.policy.js';

export const apiKeyScope = (p: Principal): SQL | undefined =>
  seesEveryDeveloperRow(p) ? undefined : eq(apiKeys.ownerUserId, p.userId);
