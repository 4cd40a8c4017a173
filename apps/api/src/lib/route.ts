/**
 * Routes as data. A module declares each route with `route()` (one record) or `listRoute()` (a list
 * with its CSV): who may call it, what it reads, and the shape of what it answers. The helper gives
 * the handler a signed-in principal, wraps the answer in the `{ data }` envelope and declares the
 * response schema, which OpenAPI shows and which strips any field the schema does not name, so an
 * answer can never carry, say, pay figures by accident.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from '../plugins/access.js';
import { unauthorized } from './errors.js';
import { sendList, type CsvColumn, type ListQuery } from './list.js';
import { sendAttachment } from './uploads.js';
import type { Principal } from './principal.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Input<S> = S extends Schema ? z.output<S> : undefined;

interface RouteContext<P, Q, B> {
  principal: Principal;
  params: Input<P>;
  query: Input<Q>;
  body: Input<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<P, Q, B, R extends Schema> {
  method: Method;
  url: string;
  /** Signed-in callers only: public routes are declared by hand (the few of them sign people in). */
  access: Exclude<AccessRule, { public: true }>;
  tags: string[];
  /** OpenAPI's one-line summary, when the method and path do not say enough (one of a family of routes). */
  summary?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The shape of `data` in the answer. */
  response: R;
  /** 201 for a create, 204 (with `response: noContent`) for a delete that answers nothing; 200 otherwise. */
  status?: 200 | 201 | 204;
  /** A larger body than the server's default (an upload sent as base64). */
  bodyLimit?: number;
  handler(ctx: RouteContext<P, Q, B>): Promise<z.input<R>>;
}

/** The envelope every answer of the API uses (decision 0001). */
export const envelope = <R extends Schema>(data: R) => z.object({ data });

/** The response of a 204: no body, so no envelope. */
export const noContent = z.null().describe('No content');

/** A file answered as itself (an attachment), not as JSON: OpenAPI shows it as binary. */
export const fileResponse = z.string().meta({ format: 'binary', description: 'The file, as an attachment' });

function principalOf(request: FastifyRequest): Principal {
  // The access hook has already refused anonymous callers; this narrows the type for the handler.
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** What every handler gets: the signed-in caller and the request's parsed parts. */
function contextOf<P, Q, B>(request: FastifyRequest, reply: FastifyReply): RouteContext<P, Q, B> {
  return {
    principal: principalOf(request),
    params: request.params as Input<P>,
    query: request.query as Input<Q>,
    body: request.body as Input<B>,
    request,
    reply,
  };
}

export function route<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, R>): void {
  const status = spec.status ?? 200;
  const response: Schema = status === 204 ? spec.response : envelope(spec.response);
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
    config: { access: spec.access },
    schema: {
      tags: spec.tags,
      ...(spec.summary && { summary: spec.summary }),
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      response: { [status]: response },
    },
    handler: async (request, reply) => {
      const data = await spec.handler(contextOf<P, Q, B>(request, reply));
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send({ data } as unknown);
    },
  });
}

export interface FileRouteSpec<P, Q> {
  url: string;
  access: Exclude<AccessRule, { public: true }>;
  tags: string[];
  params?: P;
  query?: Q;
  /** The file to send; the helper sends it as an attachment that cannot run as a page. */
  file(ctx: RouteContext<P, Q, undefined>): Promise<{ filename: string; contentType: string; bytes: Buffer }>;
}

/** A download: a stored file (a receipt, an image, timesheet evidence) sent as itself. */
export function fileRoute<P extends Schema | undefined, Q extends Schema | undefined>(
  app: FastifyInstance,
  spec: FileRouteSpec<P, Q>,
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    // A file is read by a person: the payroll bank files (every worker's account numbers), receipts and
    // evidence never leave by an API key, whatever its scopes (decision 0089's review).
    config: { access: spec.access, refusesApiKeys: true },
    schema: {
      tags: spec.tags,
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      response: { 200: fileResponse },
    },
    handler: async (request, reply) => {
      const file = await spec.file(contextOf<P, Q, undefined>(request, reply));
      return sendAttachment(reply, file, file.bytes);
    },
  });
}

export interface ListRouteSpec<P, Q extends Schema, R extends Schema> {
  url: string;
  access: Exclude<AccessRule, { public: true }>;
  tags: string[];
  params?: P;
  /** A list query (lib/list.ts `listQuerySchema`): page, per_page, sort, format and the filters. */
  query: Q;
  /** One row of the list. */
  row: R;
  /**
   * The CSV's columns; a function of the caller when some columns are only for some callers (a side
   * of the rates, personal data): a column the caller may not see is not in the file at all.
   */
  csv: {
    filename: string;
    columns: readonly CsvColumn<z.output<R>>[] | ((principal: Principal) => readonly CsvColumn<z.output<R>>[]);
  };
  /** `filename`, when given, names the CSV after what the list resolved (say, whose holidays these are). */
  list(ctx: RouteContext<P, Q, undefined>): Promise<ListResult<z.input<R>>>;
}

/**
 * `total` may be capped (lib/list-page.ts `cappedCount`: `total_capped` then says there are more) and
 * is null when a cursor page did not count; a list that pages by cursor (lib/keyset.ts) adds the
 * cursor of its next page, null on the last.
 */
export interface ListResult<Row> {
  rows: Row[];
  total: number | null;
  totalCapped?: boolean;
  nextCursor?: string | null;
  /** A staff list kept to its recent period by default (lib/recent-period.ts): which one. */
  defaultPeriod?: { date_from: string; date_to: string } | null;
  filename?: string;
}

/** The list page answer: `{ data: { data: rows, total, total_capped?, next_cursor? } }`. */
const listEnvelope = <R extends Schema>(row: R) =>
  envelope(
    z.object({
      data: z.array(row),
      total: z.number().int().nullable(),
      total_capped: z.boolean().optional(),
      next_cursor: z.string().nullable().optional(),
      default_period: z.object({ date_from: z.string(), date_to: z.string() }).nullable().optional(),
    }),
  );

export function listRoute<P extends Schema | undefined, Q extends Schema, R extends Schema>(
  app: FastifyInstance,
  spec: ListRouteSpec<P, Q, R>,
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    config: { access: spec.access },
    schema: {
      tags: spec.tags,
      ...(spec.params && { params: spec.params }),
      querystring: spec.query,
      response: { 200: listEnvelope(spec.row) },
    },
    handler: async (request, reply) => {
      const ctx = contextOf<P, Q, undefined>(request, reply);
      const result = (await spec.list(ctx)) as ListResult<z.output<R>>;
      const columns = typeof spec.csv.columns === 'function' ? spec.csv.columns(ctx.principal) : spec.csv.columns;
      return sendList(reply, ctx.query as ListQuery, result, {
        filename: result.filename ?? spec.csv.filename,
        columns,
      });
    },
  });
}
