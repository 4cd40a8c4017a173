/** Route modules of the "expenses" area (issue 4: expenses and holidays), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { expensesRoutes } from '../modules/expenses/expenses.routes.js';
import { holidaysRoutes } from '../modules/holidays/holidays.routes.js';

export async function expensesArea(app: FastifyInstance) {
  await app.register(expensesRoutes);
  await app.register(holidaysRoutes);
}
