/**
 * API events (decision 0089): what happened, as the events API lists it and webhooks deliver it. A module
 * records one with `recordApiEvent` inside the transaction of the command that made it happen, so a
 * rolled-back command leaves no event and no delivery behind.
 */
import type { ApiEventType, ApiEventView, WEBHOOK_TEST_EVENT } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { mustUseDeveloperApi } from '../api-keys/api-keys.policy.js';
import {
  findApiEvent,
  insertApiEvent,
  insertApiEventsOf,
  listApiEventRows,
  type RecordSourcedEvent,
} from './events.repository.js';
import { apiEventScope } from './events.scope.js';

export interface ApiEventInput {
  /** The test event goes to no subscriber: the webhooks service queues its one delivery itself. */
  type: ApiEventType | typeof WEBHOOK_TEST_EVENT;
  /** The tenant whose endpoints (and developers) see it; null: the platform's only. */
  partnerId: string | null;
  subject: { type: string; id: string };
  /** The payload's `data`: ids and the few facts a receiver acts on, never a tax id or bank number. */
  data?: Record<string, unknown>;
  /** When it happened: the command's clock; by default the transaction's time. */
  at?: Date;
}

/** Records the event and queues its webhook deliveries, in the caller's transaction. */
export async function recordApiEvent(tx: DbOrTx, e: ApiEventInput): Promise<string> {
  return insertApiEvent(tx, {
    type: e.type,
    partnerId: e.partnerId,
    subjectType: e.subject.type,
    subjectId: e.subject.id,
    data: { id: e.subject.id, ...e.data },
    createdAt: e.at ?? null,
  });
}

/** A worker finished onboarding (their final acknowledgement): the event the onboarding module records. */
export const workerOnboarded = (contractorId: string, partnerId: string | null): ApiEventInput => ({
  type: 'worker.onboarded',
  partnerId,
  subject: { type: 'contractor', id: contractorId },
});

/**
 * The events of these records, each read from its record as the command left it (one statement): an
 * invoice finalized or paid (only those now paid), a payment received or returned, a payroll run paid, a
 * paycheck voided, a timesheet entry approved or rejected (`timesheet.decided`: by its status now).
 */
export async function recordApiEventsOf(
  tx: DbOrTx,
  what: RecordSourcedEvent,
  ids: readonly string[],
  at?: Date,
): Promise<string[]> {
  return insertApiEventsOf(tx, what, ids, at ?? null);
}

export const apiEventViewOf = (r: NonNullable<Awaited<ReturnType<typeof findApiEvent>>>): ApiEventView => ({
  id: r.id,
  type: r.type,
  subject_type: r.subjectType,
  subject_id: r.subjectId,
  partner_id: r.partnerId,
  data: r.data,
  created_at: r.createdAt.toISOString(),
});

export async function apiEventList(deps: AppDeps, p: Principal, q: ListRequest & { type?: string | undefined }) {
  mustUseDeveloperApi(p);
  return listApiEventRows(deps.db, { ...q, scope: apiEventScope(p) }, apiEventViewOf);
}
