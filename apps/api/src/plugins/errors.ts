/**
 * One error shape (spec section 8): `{message}` or `{detail}`; validation errors are 422 with
 * `detail: [{loc, msg}]` ('__root__' for whole-body errors); 500s never carry a stack or message.
 * A failed database query is logged without its bound parameters (decision 0027).
 */
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { stdSerializers } from 'pino';
import { HttpError } from '../lib/errors.js';

/** Postgres error fields that name the failure and schema objects, never a row's values. */
const PG_ERROR_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

type ErrorLike = Error & Record<string, unknown>;
/** The shape pino (and Fastify's logger options) expect of a serialized error. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const causesOf = (err: Error): ErrorLike[] => {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e as ErrorLike);
  return chain;
};

/** Drizzle's wrapper, PGlite's error (it carries `query` and `params`) or node-postgres' (a SQLSTATE and a severity). */
const isQueryFailure = (e: ErrorLike) =>
  e instanceof DrizzleQueryError || 'params' in e || (typeof e.code === 'string' && 'severity' in e && 'routine' in e);

/**
 * What the log keeps of an error (the logger's `err` serializer). A failed query keeps its
 * SQLSTATE, the names of the table, column and constraint, Postgres' message with every quoted
 * value masked, and the stack frames — not the SQL text, the bound parameters, Postgres' `detail`
 * (`Key (tax_id)=(…)`) or Drizzle's message (which spells the parameters out): a tax id or a bank
 * account number never reaches the log. Other errors are serialized as pino does.
 */
export function errorForLog(err: unknown): LoggedError {
  // Already serialized (or not an error at all): kept as it is.
  if (!(err instanceof Error)) return err as LoggedError;
  const chain = causesOf(err);
  if (!chain.some(isQueryFailure)) return stdSerializers.err(err);
  const pg = chain.find((e) => typeof e.code === 'string' && 'severity' in e);
  const summary: LoggedError = { type: err.constructor.name, message: 'Database query failed', stack: '' };
  if (pg) {
    for (const field of PG_ERROR_FIELDS) if (typeof pg[field] === 'string') summary[field] = pg[field];
    summary.message = `Database query failed: ${pg.message.replace(/"[^"]*"/g, '"…"')}`;
  }
  summary.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return summary;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const detail = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return { loc: path.length ? [context, ...path] : [context, '__root__'], msg: v.message ?? 'Invalid value' };
      });
      return reply.status(422).send({ detail });
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).headers(error.headers).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: status === 413 ? 'The request body is too large' : error.message });
    }
    request.log.error({ err: errorForLog(error) }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
});
