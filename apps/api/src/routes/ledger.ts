/** Route modules of the pay calendar and the pay/bill ledger (issue 4), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { ledgerRoutes } from '../modules/ledger/ledger.routes.js';
import { payCalendarsRoutes } from '../modules/pay-calendars/pay-calendars.routes.js';

export async function ledgerArea(app: FastifyInstance) {
  await app.register(payCalendarsRoutes);
  await app.register(ledgerRoutes);
}
