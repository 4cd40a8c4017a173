/**
 * GET /v2/files/:id?jwt=… — the file endpoint the public globals advertise (api_file_endpoint,
 * api_file_endpoint_v2). Public in the access sense: a document opens in a new tab, where no
 * Authorization header is sent, so the short-lived link in `jwt` is the credential (files.service.ts).
 * The answer is never cached (the API's no-store) and shown inline only as the type its bytes are.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileResponse } from '../../lib/route.js';
import { sendAttachment, sendInline, sniffDocument } from '../../lib/uploads.js';
import { serveLinkedFile } from './files.service.js';

const params = z.object({ id: z.string().uuid() });
const query = z.object({ jwt: z.string().min(1).max(4096) }).strict();

export async function filesRoutes(app: FastifyInstance) {
  const deps = app.deps;
  // Declared by hand (route() is for signed-in callers), like the other public routes.
  app.get(
    '/v2/files/:id',
    {
      config: { access: { public: true } },
      schema: { params, querystring: query, tags: ['files'], response: { 200: fileResponse } },
    },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof params>;
      const { jwt } = request.query as z.output<typeof query>;
      const file = await serveLinkedFile(deps, {
        fileId: id,
        jwt,
        callerUserId: request.principal?.userId ?? null,
        cookieHeader: request.headers.cookie,
      });
      const shown = sniffDocument(file.bytes);
      return shown
        ? sendInline(reply, { filename: file.filename, contentType: shown }, file.bytes)
        : sendAttachment(reply, file, file.bytes);
    },
  );
}
