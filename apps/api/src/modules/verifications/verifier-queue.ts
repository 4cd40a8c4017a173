/**
 * What the document verifier's two queues (/verifications and /i9_forms) share: who may open them,
 * which rows a caller sees (verifier-queue.scope.ts), and the list route (search, filters, sort,
 * page, total, CSV); the list's query is in verifier-queue.repository.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CsvColumn } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { queuePage, type QueueQuery, type QueueQueryParts } from './verifier-queue.repository.js';
import { contractorScope } from './verifier-queue.scope.js';

/** Admin-like staff and partner users with the document_verifier capability (spec section 6). */
export const verifierQueueAccess = (link: string) => ({
  userTypes: ['admin', 'eor', 'partner'] as const,
  link,
  capability: 'document_verifier' as const,
});

/** Re-exported for the I-9 queue's importers; the scope lives in verifier-queue.scope.ts. */
export { contractorScope };

export interface QueueListSpec<S extends z.ZodType<QueueQuery>, Selected, Row> extends QueueQueryParts<
  z.infer<S>,
  Selected,
  Row
> {
  path: string;
  link: string;
  tag: string;
  query: S;
  defaultSort: string;
  /** One row's answer shape (the list's response schema). */
  row: z.ZodType<Row>;
  csv: { filename: string; columns: readonly CsvColumn<Row>[] };
}

/**
 * Every row of a queue the caller's list holds, a page at a time by cursor (a report's read of it): the
 * same scope and order as the list route, without its filters.
 */
export async function everyQueueRow<F extends object, Selected, Row>(
  db: DbOrTx,
  p: Principal,
  parts: QueueQueryParts<QueueQuery & F, Selected, Row>,
  o: { defaultSort: string; today: string },
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    // No filter of the queue's own: every row the caller's list holds.
    const q = { page: 1, per_page: 1, format: 'csv', ...(cursor && { cursor }) } as QueueQuery & F;
    const page = await queuePage(db, parts, q, {
      scope: contractorScope(p),
      defaultSort: o.defaultSort,
      ctx: { today: o.today },
    });
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** GET `path`: the caller's rows of a queue, one page (every row for CSV) with the count of all matches. */
export function queueListRoute<S extends z.ZodType<QueueQuery>, Selected, Row>(
  app: FastifyInstance,
  spec: QueueListSpec<S, Selected, Row>,
) {
  const { db, clock } = app.deps;
  const page = (p: Principal, q: z.infer<S>) =>
    queuePage(db, spec, q, {
      scope: contractorScope(p),
      defaultSort: spec.defaultSort,
      ctx: { today: clock.now().toISOString().slice(0, 10) },
    });
  listRoute(app, {
    url: spec.path,
    access: verifierQueueAccess(spec.link),
    tags: [spec.tag],
    query: spec.query,
    row: spec.row,
    list: ({ principal, query }) => page(principal, query as z.infer<S>),
    csv: spec.csv,
  });
}
