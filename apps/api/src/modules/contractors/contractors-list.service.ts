/**
 * What other modules ask of the contractors list (the data export, decision 0101): the same rows, in the
 * caller's scope, that GET /v2/contractors lists, as its views — personal fields only to those who see them,
 * and the tax id masked as the list always shows it.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { listContractors, toContractorView, type ContractorListFilter } from './contractors.repository.js';
import { seesContractorPersonal } from './contractors.scope.js';

export async function contractorList(db: DbOrTx, p: Principal, f: ContractorListFilter) {
  const { rows, ...page } = await listContractors(db, p, f);
  const personal = seesContractorPersonal(p);
  return { ...page, rows: rows.map((r) => toContractorView(r, personal)) };
}
