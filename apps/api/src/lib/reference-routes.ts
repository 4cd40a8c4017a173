/**
 * What the reference-data route modules (departments, end clients, work locations, jobs, worker
 * classifications, project codes) share: the list query's common filters, the id parameter, and 404 for
 * a row outside the caller's scope. referenceRoutes() (reference-route-set.ts) registers the four routes
 * most of them serve, with the access rules each module states in its own routes file.
 */
import { z } from 'zod';
import type { Principal } from './principal.js';
import { notFound, unprocessable } from './errors.js';
import { listQuerySchema, pageOf, sortOf, type ListQuery } from './list.js';
import { isStaff, type ReferenceListFilter } from './reference-rows.js';

/** A reference list query: `search` and the staff-only `partner_id` besides the module's own filters. */
export function referenceListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return listQuerySchema(sortable, {
    search: z.string().trim().max(100).optional(),
    partner_id: z.string().uuid().optional(),
    ...filters,
  });
}

export const idParams = z.object({ id: z.string().uuid() });

/**
 * The repository filter of a reference list. Only staff see several partners, so only they may
 * filter by one: anyone else gets a 422 rather than a silently ignored filter.
 */
export function referenceListFilter(
  p: Principal,
  q: ListQuery & {
    search?: string | undefined;
    partner_id?: string | undefined;
    client_id?: string | undefined;
    active?: boolean | undefined;
  },
  defaultSort: string,
): ReferenceListFilter {
  if (q.partner_id && !isStaff(p))
    throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
  return {
    search: q.search,
    partnerId: q.partner_id,
    clientId: q.client_id,
    active: q.active,
    sort: sortOf(q, defaultSort),
    ...pageOf(q),
  };
}

/** The row the scoped query found, or 404: a row the caller may not see does not exist for them. */
export function visibleOr404<T>(row: T | undefined): T {
  if (!row) throw notFound();
  return row;
}
