/**
 * Screenings (decision 0073): ordering through the provider, the provider's results (the job, or staff
 * asking now), staff's decision on a 'consider' result, the configs of what a client or job requires,
 * and the start check the assignments module calls before an assignment goes live. Every status change
 * goes through the domain's transition table; one transaction per command, audited. A provider that cannot
 * take an order leaves it pending with why (decision 0080): "Retry order" places it again. Each result the
 * provider gives, and each decision, tells the partner's staff in the app ('screening_result').
 */
import {
  SCREENING_TYPE_LABELS,
  screeningTransition,
  type ScreeningConfigView,
  type ScreeningDecisionBody,
  type ScreeningEvent,
  type ScreeningOrder,
  type ScreeningType,
  type ScreeningView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit, auditAs } from '../../lib/audit.js';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { emitEvent } from '../../lib/events.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { lapsedLicenseMessages } from '../licenses/licenses.service.js';
import { checkrReportAnswer } from './checkr-provider.js';
import { SCREENING_RESULT_ROLES } from './checkr.policy.js';
import { providerForOrder, providerForScreening } from './checkr.service.js';
import { ProviderError, type ProviderResult, type ScreeningProvider } from './screening-provider.js';
import {
  mayDecideScreenings,
  mustConfigureScreenings,
  mustDecideScreenings,
  mustOrderScreenings,
} from './screenings.policy.js';
import {
  clientFlag,
  configsFor,
  deleteConfig,
  dueScreenings,
  findClient,
  findConfig,
  findContractor,
  findJob,
  findScreening,
  findVisibleConfig,
  insertScreening,
  listConfigs,
  listScreenings,
  openScreeningOf,
  screeningsOfWorker,
  updateScreening,
  upsertConfig,
  type ConfigJoined,
  type ScreeningJoined,
  type ScreeningRow,
} from './screenings.repository.js';
import { clientScope, configScope, screeningScope, workerScope } from './screenings.scope.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function viewOf(p: Principal, r: ScreeningJoined): ScreeningView {
  const s = r.s;
  return {
    id: s.id,
    type: s.type,
    status: s.status,
    provider: s.provider,
    provider_ref: s.providerRef,
    result: s.result,
    contractor: { id: s.contractorId, name: r.contractorName },
    client: ref(s.clientId, r.clientName),
    partner: { id: s.partnerId, name: r.partnerName },
    ordered_by: ref(s.orderedBy, r.ordererName),
    created_at: s.createdAt.toISOString(),
    result_due_at: iso(s.resultDueAt),
    completed_at: iso(s.completedAt),
    decided_by: ref(s.decidedBy, r.deciderName),
    decided_at: iso(s.decidedAt),
    decision_note: s.decisionNote,
    can_decide: s.status === 'awaiting_approval' && mayDecideScreenings(p),
    provider_status: s.providerStatus,
    provider_error: s.providerError,
  };
}

export interface ScreeningListQuery extends ListRequest {
  status?: ScreeningRow['status'] | undefined;
  type?: ScreeningType | undefined;
  contractorId?: string | undefined;
  clientId?: string | undefined;
}

export function screeningList(deps: AppDeps, p: Principal, q: ScreeningListQuery) {
  return listScreenings(deps.db, { ...q, scope: screeningScope(p, deps.db) }, (r) => viewOf(p, r));
}

async function visible(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findScreening(db, id, screeningScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function screeningDetail(deps: AppDeps, p: Principal, id: string) {
  return viewOf(p, await visible(deps.db, p, id));
}

/** Moves a screening by the table, or refuses with 409 and the table's message. */
function move(s: ScreeningRow, event: ScreeningEvent) {
  const d = screeningTransition(s.status, event);
  if (!d.ok) throw conflict(d.message);
  return d.status;
}

export async function orderScreening(deps: AppDeps, p: Principal, body: ScreeningOrder, ip: string) {
  mustOrderScreenings(p);
  return deps.db.transaction(async (tx) => {
    const worker = await findContractor(tx, body.contractor_id, workerScope(p, tx));
    if (!worker) throw notFound();
    const provider = await providerForOrder(deps, tx, worker.partnerId, body.type);
    if (body.sandbox_outcome !== undefined && provider?.name !== 'sandbox')
      throw unprocessable([
        { loc: ['body', 'sandbox_outcome'], msg: 'A sandbox result is chosen only where the sandbox provider is used' },
      ]);
    if (!provider) throw conflict('No screening provider is configured');
    const sandboxOutcome = provider.name === 'sandbox' ? (body.sandbox_outcome ?? 'clear') : null;
    if (body.client_id) {
      const client = await findClient(tx, body.client_id, clientScope(p, tx));
      if (!client) throw notFound();
      if (client.partnerId !== worker.partnerId)
        throw unprocessable([{ loc: ['body', 'client_id'], msg: "The client is not of the worker's partner" }]);
    }
    if (await openScreeningOf(tx, worker.id, body.type))
      throw conflict(`This worker already has a ${SCREENING_TYPE_LABELS[body.type].toLowerCase()} in progress`);
    const now = deps.clock.now();
    const id = await insertScreening(tx, {
      partnerId: worker.partnerId,
      contractorId: worker.id,
      clientId: body.client_id,
      type: body.type,
      status: 'pending',
      provider: provider.name,
      sandboxOutcome,
      orderedBy: p.userId,
      createdAt: now,
    });
    const row = (await findScreening(tx, id, undefined))!;
    const placed = await placeOrder(tx, provider, row.s, worker, now);
    await auditAs(tx, p, ip, {
      action: 'screening_ordered',
      entityType: 'screening',
      entityId: id,
      metadata: { type: body.type, contractor_id: worker.id, provider: provider.name, placed },
    });
    return viewOf(p, (await findScreening(tx, id, undefined))!);
  });
}

/**
 * Sends a pending screening's order to its provider: processing with the provider's reference, or — the
 * provider unreachable, timed out, failing or refusing — still pending with why (the caller's transaction
 * commits that; "Retry order" tries again). Says whether the provider took it.
 */
async function placeOrder(
  tx: DbOrTx,
  provider: ScreeningProvider,
  s: ScreeningRow,
  worker: { id: string; firstName: string; lastName: string; email: string },
  now: Date,
) {
  try {
    const placed = await provider.order(
      {
        screeningId: s.id,
        type: s.type,
        candidate: worker,
        candidateRef: s.providerCandidateRef,
        sandboxOutcome: s.sandboxOutcome ?? 'clear',
      },
      now,
    );
    await updateScreening(tx, s.id, {
      status: move(s, 'submit'),
      providerRef: placed.ref,
      providerCandidateRef: placed.candidateRef ?? s.providerCandidateRef,
      providerStatus: placed.status ?? null,
      providerError: null,
      resultDueAt: placed.resultDueAt,
    });
    return true;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await updateScreening(tx, s.id, {
      providerCandidateRef: err.candidateRef ?? s.providerCandidateRef,
      providerError: `${err.message}. The order is kept pending: retry it.`,
    });
    return false;
  }
}

/** What a result needs of the joined row (its type is drizzle's, inferred loosely). */
type Joined = { s: ScreeningRow; contractorName: string };

const RESULT_WORDS: Partial<Record<ScreeningRow['status'], string>> = {
  approved: 'Approved',
  awaiting_approval: "Result 'consider': awaiting approval by platform staff",
  failed: 'Failed',
  rejected: 'Rejected',
};

/** Tells the partner's staff in the app that a screening has its result (or a decision). */
async function notifyResult(
  tx: DbOrTx,
  r: Joined,
  status: ScreeningRow['status'],
  actor: string | null,
  note?: string | null,
) {
  const label = SCREENING_TYPE_LABELS[r.s.type];
  await emitEvent(tx, {
    type: 'screening_result',
    partnerId: r.s.partnerId,
    subject: { type: 'screening', id: r.s.id },
    actorUserId: actor,
    title: `${label} for ${r.contractorName}: ${status.replace('_', ' ')}`,
    body: [RESULT_WORDS[status] ?? status, note].filter(Boolean).join(' — '),
    link: `/screenings/${r.s.id}`,
    data: { status, type: r.s.type },
    to: { partnerStaff: { partnerId: r.s.partnerId, roles: SCREENING_RESULT_ROLES } },
  });
}

/**
 * Applies a provider's answer to a processing screening (in the caller's transaction): its result or
 * failure (audited, and the partner's staff told), or "still working" with the provider's status and
 * note — asked again after `pollSeconds`. False when nothing changed.
 */
async function applyResult(tx: DbOrTx, r: ScreeningJoined, answer: ProviderResult, now: Date, pollSeconds?: number) {
  const s = r.s;
  if (!answer) return false;
  if ('waiting' in answer) {
    const next = pollSeconds ? new Date(now.getTime() + pollSeconds * 1000) : s.resultDueAt;
    if (answer.status === s.providerStatus && answer.waiting === s.providerError && next === s.resultDueAt)
      return false;
    await updateScreening(tx, s.id, {
      providerStatus: answer.status,
      providerError: answer.waiting,
      resultDueAt: next,
    });
    return answer.status !== s.providerStatus || answer.waiting !== s.providerError;
  }
  let status: ScreeningRow['status'];
  if ('error' in answer) {
    status = move(s, 'fail');
    await updateScreening(tx, s.id, {
      status,
      result: null,
      decisionNote: answer.error,
      providerStatus: answer.status ?? s.providerStatus,
      providerError: null,
      completedAt: now,
    });
  } else {
    status = move(s, answer.result === 'clear' ? 'clear' : 'consider');
    await updateScreening(tx, s.id, {
      status,
      result: answer.result,
      providerStatus: answer.status ?? s.providerStatus,
      providerError: null,
      completedAt: now,
    });
  }
  await audit(tx, {
    actorUserId: null,
    action: 'screening_result',
    entityType: 'screening',
    entityId: s.id,
    metadata: 'error' in answer ? { error: answer.error } : { result: answer.result },
  });
  await notifyResult(tx, r, status, null, 'error' in answer ? answer.error : null);
  return true;
}

/**
 * A Checkr webhook's report for the screening it names (locked by the caller): applied when the screening
 * is still processing — 'applied', or 'unchanged' when it says nothing new — else 'stale' (already decided).
 */
export async function applyCheckrReport(tx: DbOrTx, r: Joined, report: Record<string, unknown>, now: Date) {
  if (r.s.status !== 'processing') return 'stale';
  return (await applyResult(tx, r, checkrReportAnswer(report), now)) ? 'applied' : 'unchanged';
}

/** A provider that could not be asked: the screening stays as it was, and the caller is told why (never a 500). */
const unavailable = (err: ProviderError) => new HttpError(503, `${err.message}: try again in a moment`);

/**
 * Staff or the partner ask the provider now (as the job does once the result is due); a pending order the
 * provider did not take is placed again ("Retry order").
 */
export async function refreshScreening(deps: AppDeps, p: Principal, id: string) {
  mustOrderScreenings(p);
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    if (row.s.status !== 'processing' && row.s.status !== 'pending')
      throw conflict(`Only a processing screening is checked (this one is ${row.s.status.replace('_', ' ')})`);
    const provider = await providerForScreening(deps, tx, row.s);
    if (!provider)
      throw conflict(
        row.s.provider === 'checkr'
          ? 'Checkr is no longer connected for this partner: connect it again to hear of this screening'
          : 'No screening provider is configured',
      );
    const now = deps.clock.now();
    if (row.s.status === 'pending') {
      const worker = (await findContractor(tx, row.s.contractorId, undefined))!;
      await placeOrder(tx, provider, row.s, worker, now);
    } else {
      let answer: ProviderResult;
      try {
        answer = await provider.result(row.s, now);
      } catch (err) {
        if (err instanceof ProviderError) throw unavailable(err);
        throw err;
      }
      await applyResult(tx, row, answer, now, provider.pollSeconds);
    }
    return viewOf(p, (await findScreening(tx, id, undefined))!);
  });
}

/**
 * The job: every processing screening whose result is due asks its provider, each in its own transaction;
 * one whose provider cannot be asked now is left for the next run.
 */
export async function completeDueScreenings(deps: AppDeps, now = deps.clock.now()) {
  let completed = 0;
  for (const s of await dueScreenings(deps.db, now)) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await findScreening(tx, s.id, undefined, true);
      if (!row || row.s.status !== 'processing') return false;
      // A provider not available (the sandbox in production, a disconnected Checkr) answers nothing: it stays processing.
      const provider = await providerForScreening(deps, tx, row.s);
      if (!provider) return false;
      let answer: ProviderResult;
      try {
        answer = await provider.result(row.s, now);
      } catch (err) {
        if (err instanceof ProviderError) return false;
        throw err;
      }
      const before = row.s.status;
      await applyResult(tx, row, answer, now, provider.pollSeconds);
      return answer !== null && !('waiting' in answer) && before === 'processing';
    });
    if (done) completed += 1;
  }
  return { completed };
}

export async function decideScreening(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: ScreeningDecisionBody,
  ip: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    mustDecideScreenings(p);
    const status = move(row.s, body.decision);
    await updateScreening(tx, id, {
      status,
      decidedBy: p.userId,
      decidedAt: deps.clock.now(),
      decisionNote: body.note ?? null,
    });
    await auditAs(tx, p, ip, {
      action: `screening_${status}`,
      entityType: 'screening',
      entityId: id,
      metadata: { note: body.note ?? null },
    });
    await notifyResult(tx, row, status, p.userId, body.note ?? null);
    return viewOf(p, (await findScreening(tx, id, undefined))!);
  });
}

/* ------------------------------------------------------------------ configs */

function configView(r: ConfigJoined): ScreeningConfigView {
  return {
    id: r.c.id,
    partner: { id: r.c.partnerId, name: r.partnerName },
    client: { id: r.c.clientId, name: r.clientName },
    job: ref(r.c.jobId, r.jobTitle),
    screening_types: r.c.screeningTypes,
    license_types: r.c.licenseTypes,
    updated_at: r.c.updatedAt.toISOString(),
  };
}

export async function screeningConfigList(deps: AppDeps, p: Principal, clientId?: string) {
  return (await listConfigs(deps.db, configScope(p, deps.db), clientId)).map(configView);
}

export async function putScreeningConfig(
  deps: AppDeps,
  p: Principal,
  body: { client_id: string; job_id: string | null; screening_types: ScreeningType[]; license_types: string[] },
  ip: string,
) {
  mustConfigureScreenings(p);
  return deps.db.transaction(async (tx) => {
    const client = await findClient(tx, body.client_id, clientScope(p, tx));
    if (!client) throw notFound();
    if (body.job_id) {
      const job = await findJob(tx, body.job_id);
      // Another partner's job (a client-less one too) is not there for this client's partner.
      if (!job || job.partnerId !== client.partnerId)
        throw unprocessable([{ loc: ['body', 'job_id'], msg: 'No such job' }]);
      if (job.clientId && job.clientId !== client.id)
        throw unprocessable([{ loc: ['body', 'job_id'], msg: "Choose one of the client's jobs" }]);
    }
    const id = await upsertConfig(tx, {
      partnerId: client.partnerId,
      clientId: client.id,
      jobId: body.job_id,
      screeningTypes: [...new Set(body.screening_types)],
      licenseTypes: [...new Set(body.license_types)],
      updatedBy: p.userId,
      updatedAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, {
      action: 'screening_config_saved',
      entityType: 'screening_config',
      entityId: id,
      metadata: { screening_types: body.screening_types, license_types: body.license_types },
    });
    return configView(await findConfig(tx, id));
  });
}

/**
 * Remove what a client (or one of its jobs) requires: the row goes (a config is a setting, not a record),
 * and the audit trail keeps what it required. Another partner's config, or a client's, is not there (404).
 */
export async function removeScreeningConfig(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustConfigureScreenings(p);
  await deps.db.transaction(async (tx) => {
    const row = await findVisibleConfig(tx, id, configScope(p, tx));
    if (!row) throw notFound();
    await deleteConfig(tx, id);
    await auditAs(tx, p, ip, {
      action: 'screening_config_removed',
      entityType: 'screening_config',
      entityId: id,
      metadata: {
        client_id: row.c.clientId,
        job_id: row.c.jobId,
        screening_types: row.c.screeningTypes,
        license_types: row.c.licenseTypes,
      },
    });
  });
}

/* -------------------------------------------------------------- start check */

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'An' : 'A');

/**
 * Why an assignment may not start: each screening its client (or job) requires that the worker has not
 * passed (none, or the latest not approved), and each required license that is missing or lapsed on
 * `today`. Empty when it may start. The client's requires_background_check flag counts as a config.
 */
export async function startBlockers(
  db: DbOrTx,
  a: { clientId: string; jobId: string; contractorId: string },
  today: string,
): Promise<string[]> {
  const configs = await configsFor(db, a.clientId, a.jobId);
  const types = new Set<ScreeningType>(configs.flatMap((c) => c.screeningTypes));
  if (await clientFlag(db, a.clientId)) types.add('background_check');
  const licenseTypes = [...new Set(configs.flatMap((c) => c.licenseTypes))];
  const required = [...types].sort();
  const done = await screeningsOfWorker(db, a.contractorId, required);
  const messages: string[] = [];
  for (const type of required) {
    const label = SCREENING_TYPE_LABELS[type];
    const latest = done.find((s) => s.type === type);
    if (!latest)
      messages.push(
        `${article(label)} ${label.toLowerCase()} is required by this client before the assignment starts, and none was ordered for this worker`,
      );
    else if (latest.status !== 'approved')
      messages.push(
        `${article(label)} ${label.toLowerCase()} is required by this client before the assignment starts; the worker's is ${latest.status.replace('_', ' ')}`,
      );
  }
  return [...messages, ...(await lapsedLicenseMessages(db, a.contractorId, licenseTypes, today))];
}
