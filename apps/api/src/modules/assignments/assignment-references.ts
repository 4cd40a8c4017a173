/**
 * The parties of an assignment must all belong to the client's partner and be visible to the
 * caller: each is looked up directly in its table, and each that fails is a 422 on its own field.
 */
import type { JobClassification } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  findClientDepartment,
  findClientEndClient,
  findClientJob,
  findClientWorkLocation,
  findPartnerContractor,
  findScopedClient,
} from './assignment-references.repository.js';

export interface AssignmentRefs {
  client_id: string;
  contractor_id: string;
  job_id: string;
  work_location_id: string;
  end_client_id: string | null;
  department_id: string | null;
}

export interface ResolvedRefs {
  partnerId: string;
  job: { id: string; salaried: boolean; classification: JobClassification; workersCompCode: string | null };
  contractorClassification: JobClassification;
  workLocationState: string | null;
}

type Issue = { loc: (string | number)[]; msg: string };

export async function resolveAssignmentRefs(tx: DbOrTx, p: Principal, refs: AssignmentRefs): Promise<ResolvedRefs> {
  const client = await findScopedClient(tx, p, refs.client_id);
  if (!client) throw unprocessable([{ loc: ['body', 'client_id'], msg: 'Choose a client you manage' }]);
  const partnerId = client.partnerId;
  const owner = { partnerId, clientId: client.id };
  const issues: Issue[] = [];

  const contractor = await findPartnerContractor(tx, partnerId, refs.contractor_id);
  if (!contractor) issues.push({ loc: ['body', 'contractor_id'], msg: "Choose a contractor of the client's partner" });

  const job = await findClientJob(tx, owner, refs.job_id);
  if (!job) issues.push({ loc: ['body', 'job_id'], msg: 'Choose a job of this client' });
  else if (contractor && job.classification !== contractor.classification)
    issues.push({
      loc: ['body', 'job_id'],
      msg: `This job is for ${job.classification} workers; the contractor is ${contractor.classification}`,
    });

  const location = await findClientWorkLocation(tx, owner, refs.work_location_id);
  if (!location) issues.push({ loc: ['body', 'work_location_id'], msg: 'Choose a work location of this client' });

  if (refs.end_client_id) {
    const endClient = await findClientEndClient(tx, client.id, refs.end_client_id);
    if (!endClient) issues.push({ loc: ['body', 'end_client_id'], msg: 'Choose an end client of this client' });
  }
  if (refs.department_id) {
    const department = await findClientDepartment(tx, owner, refs.department_id);
    if (!department) issues.push({ loc: ['body', 'department_id'], msg: 'Choose a department of this client' });
  }
  if (issues.length > 0) throw unprocessable(issues);
  return {
    partnerId,
    job: job!,
    contractorClassification: contractor!.classification,
    workLocationState: location!.state,
  };
}
