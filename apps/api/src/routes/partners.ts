/** Route modules of the "partners" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { imagesRoutes } from '../modules/images/images.routes.js';
import { partnersRoutes } from '../modules/partners/partners.routes.js';
import { salesPartnersRoutes } from '../modules/sales-partners/sales-partners.routes.js';

export async function partnersArea(app: FastifyInstance) {
  await app.register(partnersRoutes);
  await app.register(salesPartnersRoutes);
  await app.register(imagesRoutes);
}
