/**
 * What the document verifier's two queues (/verifications and /i9_forms) share: who may open them,
 * which rows a caller sees, and the list route (search, filters, sort, page, total, CSV).
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contractors } from '../../db/schema/index.js';
import { pageOf, sendList, sortOf, type CsvColumn, type ListQuery } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { containsPattern } from '../../lib/sql.js';
import { mustPrincipal } from '../../plugins/auth.js';
import type { Principal } from '../../lib/principal.js';

/** Admin-like staff and partner users with the document_verifier capability (spec section 6). */
export const verifierQueueAccess = (link: string) => ({
  userTypes: ['admin', 'eor', 'partner'] as const,
  link,
  capability: 'document_verifier' as const,
});

/** Staff see every contractor's rows; a partner's document verifier only its own contractors'. */
export const contractorScope = (p: Principal): SQL | undefined =>
  p.userType === 'partner' ? eq(contractors.partnerId, p.partnerId!) : undefined;

type QueueQuery = ListQuery & { search?: string | undefined };

/** A select with its joins, before WHERE (what the route adds: filters, order, page). */
interface JoinedSelect<Selected> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Selected[]> } };
  };
}

export interface QueueListSpec<S extends z.ZodType<QueueQuery>, Selected, Row> {
  path: string;
  link: string;
  tag: string;
  query: S;
  /** The joined rows, not yet filtered. */
  rows: (db: DbOrTx) => JoinedSelect<Selected>;
  /** `select({ n: count() })` over the joins the filters read. */
  counted: (db: DbOrTx) => { where(where: SQL | undefined): PromiseLike<{ n: number }[]> };
  /** Columns `search` looks in (any of them, contains, case-insensitive). */
  searchIn: PgColumn[];
  /** The queue's own filters besides the scope and the search. */
  filter: (q: z.infer<S>) => SQL | undefined;
  /** Sort name → column (the query schema allows exactly these names); ties break on `id`. */
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  id: PgColumn;
  rowOf: (selected: Selected) => Row;
  /** One row's answer shape; a queue without it is answered without a response schema. */
  row?: z.ZodType<Row>;
  csv: { filename: string; columns: readonly CsvColumn<Row>[] };
}

/** The caller's rows of a queue, one page (every row for CSV) with the count of all matches. */
async function queuePage<S extends z.ZodType<QueueQuery>, Selected, Row>(
  db: DbOrTx,
  p: Principal,
  spec: QueueListSpec<S, Selected, Row>,
  q: z.infer<S>,
): Promise<{ rows: Row[]; total: number }> {
  const text = q.search ? containsPattern(q.search) : null;
  const where = and(
    contractorScope(p),
    spec.filter(q),
    text ? or(...spec.searchIn.map((col) => ilike(col, text))) : undefined,
  );
  const sort = sortOf(q, spec.defaultSort);
  const col = spec.sortable[sort.column]!;
  const { limit, offset } = pageOf(q);
  const rows = await spec
    .rows(db)
    .where(where)
    .orderBy(sort.desc ? desc(col) : asc(col), desc(spec.id))
    .limit(limit)
    .offset(offset);
  const [total] = await spec.counted(db).where(where);
  return { rows: rows.map(spec.rowOf), total: total?.n ?? 0 };
}

/** GET `path`: the caller's rows of a queue, one page (every row for CSV) with the count of all matches. */
export function queueListRoute<S extends z.ZodType<QueueQuery>, Selected, Row>(
  app: FastifyInstance,
  spec: QueueListSpec<S, Selected, Row>,
) {
  const db = app.deps.db;
  if (spec.row) {
    listRoute(app, {
      url: spec.path,
      access: verifierQueueAccess(spec.link),
      tags: [spec.tag],
      query: spec.query,
      row: spec.row,
      list: ({ principal, query }) => queuePage(db, principal, spec, query as z.infer<S>),
      csv: spec.csv,
    });
    return;
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      spec.path,
      { config: { access: verifierQueueAccess(spec.link) }, schema: { querystring: spec.query, tags: [spec.tag] } },
      async (req, reply) => {
        const q = req.query as z.infer<S>;
        return sendList(reply, q, await queuePage(db, mustPrincipal(req.principal), spec, q), spec.csv);
      },
    );
}
