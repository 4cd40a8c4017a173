/**
 * Webhook endpoints and their deliveries (decision 0089): a developer adds an endpoint (a URL and the
 * events it subscribes to) and sees its signing secret once; edits, disables and enables it; reads the
 * delivery log; sends a test event and redelivers a delivery, each posted at once.
 */
import type { z } from 'zod';
import {
  WEBHOOK_TEST_EVENT,
  eventTypesBeyondScopes,
  type WebhookDeliveryStatus,
  type WebhookAttemptView,
  type WebhookDeliveryView,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type webhookEndpointCreateSchema,
  type webhookEndpointUpdateSchema,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { mustUseDeveloperApi } from '../api-keys/api-keys.policy.js';
import { recordApiEvent } from '../events/events.service.js';
import { deliverNow } from './webhook-delivery.service.js';
import { httpWebhookSender, refusedUrl, type WebhookSender } from './webhook-sender.js';
import { newWebhookSecret } from './webhook-signature.js';
import {
  findDelivery,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listAttemptRows,
  listDeliveryRows,
  listEndpointRows,
  requeueDelivery,
  updateEndpoint,
  type DeliveryRow,
  type EndpointJoined,
} from './webhooks.repository.js';
import { webhookEndpointScope } from './webhooks.scope.js';

const endpointView = (r: EndpointJoined): WebhookEndpointView => ({
  id: r.id,
  url: r.url,
  description: r.description,
  event_types: r.eventTypes,
  owner: { id: r.ownerUserId, name: r.ownerName },
  partner_id: r.partnerId,
  disabled_at: r.disabledAt?.toISOString() ?? null,
  disabled_reason: r.disabledReason,
  created_at: r.createdAt.toISOString(),
});

const deliveryView = (r: DeliveryRow): WebhookDeliveryView => ({
  id: r.id,
  endpoint_id: r.endpointId,
  event_id: r.eventId,
  event_type: r.eventType,
  status: r.status,
  attempts: r.attempts,
  next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
  last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
  last_status_code: r.lastStatusCode,
  last_response: r.lastResponse,
  created_at: r.createdAt.toISOString(),
});

function mustPostTo(deps: AppDeps, url: string | undefined) {
  const refused = url === undefined ? null : refusedUrl(deps.config.mode, url);
  if (refused) throw unprocessable([{ loc: ['body', 'url'], msg: refused }]);
}

/** A request made with an API key may subscribe only to events of the groups the key can read. */
function mustReadEventTypes(p: Principal, types: readonly string[] | undefined) {
  if (!p.apiKey || !types) return;
  const beyond = eventTypesBeyondScopes(types, p.apiKey.scopes);
  if (beyond.length > 0) {
    const msg = `This API key cannot read these events: ${beyond.join(', ')}`;
    throw unprocessable([{ loc: ['body', 'event_types'], msg }]);
  }
}

export async function endpointList(deps: AppDeps, p: Principal, q: ListRequest) {
  mustUseDeveloperApi(p);
  return listEndpointRows(deps.db, { ...q, scope: webhookEndpointScope(p) }, endpointView);
}

async function mustFindEndpoint(deps: AppDeps, p: Principal, id: string) {
  const row = await findEndpoint(deps.db, id, webhookEndpointScope(p));
  if (!row) throw notFound();
  return row;
}

export async function endpointDetail(deps: AppDeps, p: Principal, id: string) {
  mustUseDeveloperApi(p);
  return endpointView(await mustFindEndpoint(deps, p, id));
}

export async function createEndpoint(
  deps: AppDeps,
  p: Principal,
  body: z.output<typeof webhookEndpointCreateSchema>,
  ip: string,
): Promise<WebhookEndpointCreated> {
  mustUseDeveloperApi(p);
  mustPostTo(deps, body.url);
  mustReadEventTypes(p, body.event_types);
  const secret = newWebhookSecret();
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertEndpoint(tx, {
      ownerUserId: p.userId,
      partnerId: p.partnerId,
      url: body.url,
      description: body.description,
      eventTypes: body.event_types,
      secretEncrypted: deps.crypto.encrypt(secret),
      createdAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, { action: 'webhook_endpoint_created', entityType: 'webhook_endpoint', entityId: id });
    return id;
  });
  return { ...endpointView((await findEndpoint(deps.db, id, undefined))!), secret };
}

export async function editEndpoint(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: z.output<typeof webhookEndpointUpdateSchema>,
  ip: string,
): Promise<WebhookEndpointView> {
  mustUseDeveloperApi(p);
  mustPostTo(deps, body.url);
  mustReadEventTypes(p, body.event_types);
  await deps.db.transaction(async (tx) => {
    const row = await findEndpoint(tx, id, webhookEndpointScope(p));
    if (!row) throw notFound();
    const switching =
      body.enabled === undefined
        ? {}
        : body.enabled
          ? { disabledAt: null, disabledReason: null }
          : {
              disabledAt: row.disabledAt ?? deps.clock.now(),
              disabledReason: row.disabledReason ?? 'Disabled by a developer',
            };
    await updateEndpoint(tx, id, {
      url: body.url,
      description: body.description,
      eventTypes: body.event_types,
      ...switching,
    });
    await auditAs(tx, p, ip, {
      action: 'webhook_endpoint_updated',
      entityType: 'webhook_endpoint',
      entityId: id,
      metadata: { fields: Object.keys(body) },
    });
  });
  return endpointView((await findEndpoint(deps.db, id, undefined))!);
}

export async function deliveryList(
  deps: AppDeps,
  p: Principal,
  q: ListRequest & { endpointId?: string | undefined; status?: WebhookDeliveryStatus | undefined },
) {
  mustUseDeveloperApi(p);
  return listDeliveryRows(deps.db, { ...q, scope: webhookEndpointScope(p) }, deliveryView);
}

/** Records a `webhook.test` event for this endpoint only and posts it now; answers its delivery. */
export async function sendTestEvent(
  deps: AppDeps,
  p: Principal,
  endpointId: string,
  sender: WebhookSender = httpWebhookSender(deps.config),
): Promise<WebhookDeliveryView> {
  mustUseDeveloperApi(p);
  const endpoint = await mustFindEndpoint(deps, p, endpointId);
  if (endpoint.disabledAt) throw unprocessable([{ loc: ['path', 'id'], msg: 'Enable the endpoint to send it events' }]);
  const deliveryId = await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const eventId = await recordApiEvent(tx, {
      type: WEBHOOK_TEST_EVENT,
      partnerId: endpoint.partnerId,
      subject: { type: 'webhook_endpoint', id: endpointId },
      data: { message: 'A test event sent from the developers page' },
      at,
    });
    return insertDelivery(tx, eventId, endpointId, at);
  });
  await deliverNow(deps, sender, deliveryId);
  return deliveryView((await findDelivery(deps.db, deliveryId, undefined))!);
}

/** Puts a delivery back in the queue and posts it now (one attempt; failures follow the schedule). */
export async function redeliver(
  deps: AppDeps,
  p: Principal,
  deliveryId: string,
  ip: string,
  sender: WebhookSender = httpWebhookSender(deps.config),
): Promise<WebhookDeliveryView> {
  mustUseDeveloperApi(p);
  const requeued = await deps.db.transaction(async (tx) => {
    const row = await findDelivery(tx, deliveryId, webhookEndpointScope(p));
    if (!row) throw notFound();
    if (row.status === 'pending' && row.attempts === 0)
      throw unprocessable([{ loc: ['path', 'id'], msg: 'This delivery has not been tried yet' }]);
    // A delivery a worker is posting right now is left to it (no second post); the view shows it pending.
    if (!(await requeueDelivery(tx, deliveryId, deps.clock.now()))) return false;
    await auditAs(tx, p, ip, { action: 'webhook_redelivered', entityType: 'webhook_delivery', entityId: deliveryId });
    return true;
  });
  if (requeued) await deliverNow(deps, sender, deliveryId);
  return deliveryView((await findDelivery(deps.db, deliveryId, undefined))!);
}

/** The posts of one delivery the caller sees (its endpoint's scope): when, the answer's code and start. */
export async function attemptList(deps: AppDeps, p: Principal, deliveryId: string, q: ListRequest) {
  mustUseDeveloperApi(p);
  if (!(await findDelivery(deps.db, deliveryId, webhookEndpointScope(p)))) throw notFound();
  return listAttemptRows(deps.db, { ...q, deliveryId }, (r): WebhookAttemptView => ({
    id: r.id,
    attempt: r.attempt,
    attempted_at: r.attemptedAt.toISOString(),
    status_code: r.statusCode,
    response: r.response,
    duration_ms: r.durationMs,
  }));
}
