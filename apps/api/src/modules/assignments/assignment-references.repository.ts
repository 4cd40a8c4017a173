/**
 * The lookups behind an assignment's parties: each reads one party in its own table, limited to the
 * client's partner (and the client, for rows a client may own) so a foreign row is simply not found.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { clientScope } from '../../lib/row-scopes.js';
import type { Principal } from '../../lib/principal.js';

/** The client's partner and client, where the partner's rows are general (no client) or the client's own. */
export interface ClientOwner {
  partnerId: string;
  clientId: string;
}

/** Rows of the client's partner that are general (no client) or the client's own. */
const ofClient = (partnerCol: AnyPgColumn, clientCol: AnyPgColumn, owner: ClientOwner): SQL =>
  and(eq(partnerCol, owner.partnerId), or(isNull(clientCol), eq(clientCol, owner.clientId)))!;

/** The client, if the caller sees it. */
export async function findScopedClient(db: DbOrTx, p: Principal, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(p, db)));
  return client;
}

export async function findPartnerContractor(db: DbOrTx, partnerId: string, contractorId: string) {
  const [contractor] = await db
    .select({ classification: contractors.classification })
    .from(contractors)
    .where(and(eq(contractors.id, contractorId), eq(contractors.partnerId, partnerId)));
  return contractor;
}

export async function findClientJob(db: DbOrTx, owner: ClientOwner, jobId: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      salaried: jobs.salaried,
      classification: jobs.classification,
      workersCompCode: workersCompCodes.code,
    })
    .from(jobs)
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId))
    .where(and(eq(jobs.id, jobId), ofClient(jobs.partnerId, jobs.clientId, owner)));
  return job;
}

export async function findClientWorkLocation(db: DbOrTx, owner: ClientOwner, workLocationId: string) {
  const [location] = await db
    .select({ state: workLocations.state })
    .from(workLocations)
    .where(and(eq(workLocations.id, workLocationId), ofClient(workLocations.partnerId, workLocations.clientId, owner)));
  return location;
}

/** End clients always belong to one client. */
export async function findClientEndClient(db: DbOrTx, clientId: string, endClientId: string) {
  const [endClient] = await db
    .select({ id: endClients.id })
    .from(endClients)
    .where(and(eq(endClients.id, endClientId), eq(endClients.clientId, clientId)));
  return endClient;
}

export async function findClientDepartment(db: DbOrTx, owner: ClientOwner, departmentId: string) {
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), ofClient(departments.partnerId, departments.clientId, owner)));
  return department;
}
