import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageUploadSchema } from '@app/domain';
import { notFound } from '../../lib/errors.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findImage } from './images.repository.js';
import { uploadImage } from './images.service.js';

/**
 * A 1 MB image is about 1.37 MB of base64; the limit leaves room so a slightly oversize image
 * gets the clear 422 ("at most 1 MB") rather than a bare 413.
 */
const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024;
/** An SVG opened on its own must not run script or load anything (it is user content on our origin). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function imagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post(
    '/v2/images',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/partners' } },
      schema: { body: imageUploadSchema, tags: ['images'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await uploadImage(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  // Public: a partner's logo shows on its login page before anyone signs in.
  r.get(
    '/v2/images/:id',
    {
      config: { access: { public: true } },
      schema: { params: z.object({ id: z.string().uuid() }), tags: ['images'] },
      // After the app-wide hook that marks API answers no-store: an image id never changes its bytes.
      onSend: async (_req, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    },
    async (req, reply) => {
      const image = await findImage(deps.db, req.params.id);
      const bytes = image ? await deps.storage.get(image.storageKey) : null;
      if (!image || !bytes) throw notFound();
      reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff');
      if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      return reply.send(bytes);
    },
  );
}
