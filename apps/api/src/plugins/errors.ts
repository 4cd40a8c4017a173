/**
 * One error shape (spec section 8): `{message}` or `{detail}`; validation errors are 422 with
 * `detail: [{loc, msg}]` ('__root__' for whole-body errors); 500s never carry a stack or message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
});
