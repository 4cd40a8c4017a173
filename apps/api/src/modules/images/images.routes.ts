import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imageUploadSchema, imageViewSchema } from '@app/domain';
import { notFound } from '../../lib/errors.js';
import { fileResponse, route } from '../../lib/route.js';
import { findImage } from './images.repository.js';
import { uploadImage } from './images.service.js';

/**
 * A 1 MB image is about 1.37 MB of base64; the limit leaves room so a slightly oversize image
 * gets the clear 422 ("at most 1 MB") rather than a bare 413.
 */
const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024;
/** An SVG opened on its own must not run script or load anything (it is user content on our origin). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const imageParams = z.object({ id: z.string().uuid() });

export async function imagesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'POST',
    url: '/v2/images',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/partners' },
    tags: ['images'],
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: imageUploadSchema,
    response: imageViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => uploadImage(deps, principal, body, request.ip),
  });

  // Public, so declared by hand (not fileRoute): a partner's logo shows on its login page before
  // anyone signs in, and it is sent inline as an image, not as an attachment.
  // Without the zod type provider: the answer is the image's bytes, which Fastify sends unserialized.
  app.get(
    '/v2/images/:id',
    {
      config: { access: { public: true } },
      schema: {
        params: imageParams,
        tags: ['images'],
        response: { 200: fileResponse },
      },
      // After the app-wide hook that marks API answers no-store: an image id never changes its bytes.
      onSend: async (_req, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    },
    async (req, reply) => {
      const { id } = req.params as z.output<typeof imageParams>;
      const image = await findImage(deps.db, id);
      const bytes = image ? await deps.storage.get(image.storageKey) : null;
      if (!image || !bytes) throw notFound();
      reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff');
      if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      return reply.send(bytes);
    },
  );
}
