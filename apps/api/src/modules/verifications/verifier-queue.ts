/**
 * What the document verifier's two queues (/verifications and /i9_forms) share: who may open them,
 * which rows a caller sees (verifier-queue.scope.ts), and the list route (search, filters, sort,
 * page, total, CSV); the list's query is in verifier-queue.repository.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CsvColumn } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
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
