/**
 * What other modules ask of the expenses list (the data export, decision 0101): the same rows, in the
 * caller's scope, that GET /v2/expenses lists — every date, not the staff's default recent period.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { listExpenses, type ExpenseListFilter } from './expenses.repository.js';

export const expenseList = (db: DbOrTx, p: Principal, f: ExpenseListFilter) => listExpenses(db, p, f);
