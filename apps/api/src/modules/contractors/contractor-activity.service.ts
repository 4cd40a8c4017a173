/** The contractor workspace's Activity tab (issue 16): the contractor must be one the caller sees. */
import type { ContractorActivityEntity } from '@app/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { listContractorActivity } from './contractor-activity.repository.js';
import { findVisibleContractor } from './contractors.repository.js';

export async function contractorActivity(
  db: Db,
  p: Principal,
  contractorId: string,
  entity: ContractorActivityEntity | undefined,
  request: ListRequest,
) {
  if (!(await findVisibleContractor(db, p, contractorId))) throw notFound();
  return listContractorActivity(db, contractorId, entity, request);
}
