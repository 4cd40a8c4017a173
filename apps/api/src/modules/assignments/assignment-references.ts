/**
 * The parties of an assignment must all belong to the client's partner and be visible to the
 * caller: each is looked up directly in its table, and each that fails is a 422 on its own field.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JobClassification } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  departments,
  endClients,
  jobs,
  workersCompCodes,
  workLocations,
} from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { clientScope } from '../../lib/row-scopes.js';
import type { Principal } from '../../lib/principal.js';

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

/** Rows of the client's partner that are general (no client) or the client's own. */
const ofClient = (partnerCol: AnyPgColumn, clientCol: AnyPgColumn, partnerId: string, clientId: string): SQL =>
  and(eq(partnerCol, partnerId), or(isNull(clientCol), eq(clientCol, clientId)))!;

export async function resolveAssignmentRefs(tx: DbOrTx, p: Principal, refs: AssignmentRefs): Promise<ResolvedRefs> {
  const [client] = await tx
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(and(eq(clients.id, refs.client_id), clientScope(p, tx)));
  if (!client) throw unprocessable([{ loc: ['body', 'client_id'], msg: 'Choose a client you manage' }]);
  const partnerId = client.partnerId;
  const issues: Issue[] = [];

  const [contractor] = await tx
    .select({ classification: contractors.classification })
    .from(contractors)
    .where(and(eq(contractors.id, refs.contractor_id), eq(contractors.partnerId, partnerId)));
  if (!contractor) issues.push({ loc: ['body', 'contractor_id'], msg: "Choose a contractor of the client's partner" });

  const [job] = await tx
    .select({
      id: jobs.id,
      salaried: jobs.salaried,
      classification: jobs.classification,
      workersCompCode: workersCompCodes.code,
    })
    .from(jobs)
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId))
    .where(and(eq(jobs.id, refs.job_id), ofClient(jobs.partnerId, jobs.clientId, partnerId, client.id)));
  if (!job) issues.push({ loc: ['body', 'job_id'], msg: 'Choose a job of this client' });
  else if (contractor && job.classification !== contractor.classification)
    issues.push({
      loc: ['body', 'job_id'],
      msg: `This job is for ${job.classification} workers; the contractor is ${contractor.classification}`,
    });

  const [location] = await tx
    .select({ state: workLocations.state })
    .from(workLocations)
    .where(
      and(
        eq(workLocations.id, refs.work_location_id),
        ofClient(workLocations.partnerId, workLocations.clientId, partnerId, client.id),
      ),
    );
  if (!location) issues.push({ loc: ['body', 'work_location_id'], msg: 'Choose a work location of this client' });

  if (refs.end_client_id) {
    const [endClient] = await tx
      .select({ id: endClients.id })
      .from(endClients)
      .where(and(eq(endClients.id, refs.end_client_id), eq(endClients.clientId, client.id)));
    if (!endClient) issues.push({ loc: ['body', 'end_client_id'], msg: 'Choose an end client of this client' });
  }
  if (refs.department_id) {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.id, refs.department_id),
          ofClient(departments.partnerId, departments.clientId, partnerId, client.id),
        ),
      );
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
