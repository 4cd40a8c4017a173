/**
 * JSON bodies: an empty body sent with `content-type: application/json` (as many HTTP clients send
 * a body-less POST) is no body, not a 400; the route's schema then decides (none needed: fine; one
 * required: 422). Anything else goes to Fastify's own JSON parser, so the body limit and its
 * __proto__ / constructor poisoning checks stay as they are, and invalid JSON stays a 400.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const bodyParsingPlugin = fp(async (app: FastifyInstance) => {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
