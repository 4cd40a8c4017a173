/**
 * Which API events a caller sees (decision 0089): an admin every event, anyone else their partner's. A request
 * made with an API key sees only the events of the scope groups it may read (an invoice's event needs
 * `invoices:read`), so `webhooks:read` alone never shows invoice or payroll figures.
 */
import { API_EVENT_SCOPE_GROUPS } from '@app/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { apiEvents } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { seesEveryDeveloperRow } from '../api-keys/api-keys.policy.js';

function readableByKey(p: Principal): SQL | undefined {
  if (!p.apiKey) return undefined;
  const scopes = new Set(p.apiKey.scopes);
  const types = Object.entries(API_EVENT_SCOPE_GROUPS)
    .filter(([, group]) => scopes.has(`${group}:read`))
    .map(([type]) => type);
  return types.length ? inArray(apiEvents.type, types) : sql`false`;
}

export function apiEventScope(p: Principal): SQL | undefined {
  const tenant = seesEveryDeveloperRow(p) ? undefined : p.partnerId ? eq(apiEvents.partnerId, p.partnerId) : sql`false`;
  return and(tenant, readableByKey(p));
}
