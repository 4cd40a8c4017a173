/**
 * /v2/webhook_endpoints and /v2/webhook_deliveries (decision 0089): endpoints (the signing secret in the
 * create's answer only), edit, disable and enable, a test event; the delivery log and redelivery.
 * Developers and admins; an API key with the `webhooks` scopes too (tag `webhooks`).
 */
import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_ATTEMPT_SORTS,
  WEBHOOK_DELIVERY_SORTS,
  WEBHOOK_ENDPOINT_SORTS,
  webhookAttemptFilters,
  webhookAttemptViewSchema,
  webhookDeliveryFilters,
  webhookDeliveryViewSchema,
  webhookEndpointCreateSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointFilters,
  webhookEndpointUpdateSchema,
  webhookEndpointViewSchema,
  type WebhookAttemptView,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { DEVELOPER_USER_TYPES } from '../api-keys/api-keys.policy.js';
import {
  attemptList,
  createEndpoint,
  deliveryList,
  editEndpoint,
  endpointDetail,
  endpointList,
  redeliver,
  sendTestEvent,
} from './webhooks.service.js';

const access = { userTypes: DEVELOPER_USER_TYPES, link: '/developers' };
const tags = ['webhooks'];

const endpointCsv: CsvColumn<WebhookEndpointView>[] = [
  { header: 'URL', value: (e) => e.url },
  { header: 'Description', value: (e) => e.description },
  { header: 'Events', value: (e) => e.event_types.join(' ') },
  { header: 'Owner', value: (e) => e.owner.name },
  { header: 'Disabled', value: (e) => e.disabled_at },
  { header: 'Created', value: (e) => e.created_at },
];
const deliveryCsv: CsvColumn<WebhookDeliveryView>[] = [
  { header: 'Delivery', value: (d) => d.id },
  { header: 'Endpoint', value: (d) => d.endpoint_id },
  { header: 'Event', value: (d) => d.event_id },
  { header: 'Type', value: (d) => d.event_type },
  { header: 'Status', value: (d) => d.status },
  { header: 'Attempts', value: (d) => d.attempts },
  { header: 'Last status code', value: (d) => d.last_status_code },
  { header: 'Last attempt', value: (d) => d.last_attempt_at },
  { header: 'Next attempt', value: (d) => d.next_attempt_at },
];

const attemptCsv: CsvColumn<WebhookAttemptView>[] = [
  { header: 'Attempt', value: (a) => a.attempt },
  { header: 'Time', value: (a) => a.attempted_at },
  { header: 'Status code', value: (a) => a.status_code },
  { header: 'Response', value: (a) => a.response },
  { header: 'Duration (ms)', value: (a) => a.duration_ms },
];

export async function webhooksRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/webhook_endpoints',
    access,
    tags,
    query: listQuerySchema(WEBHOOK_ENDPOINT_SORTS, webhookEndpointFilters),
    row: webhookEndpointViewSchema,
    list: ({ principal, query: q }) => endpointList(deps, principal, { sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: { filename: 'webhook-endpoints', columns: endpointCsv },
  });

  route(app, {
    method: 'POST',
    url: '/v2/webhook_endpoints',
    access,
    tags,
    body: webhookEndpointCreateSchema,
    response: webhookEndpointCreatedSchema,
    status: 201,
    handler: ({ principal, body, request }) => createEndpoint(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/webhook_endpoints/:id',
    access,
    tags,
    params: idParams,
    response: webhookEndpointViewSchema,
    handler: ({ principal, params }) => endpointDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/webhook_endpoints/:id',
    summary: 'Edit a webhook endpoint; `enabled` disables or enables it',
    access,
    tags,
    params: idParams,
    body: webhookEndpointUpdateSchema,
    response: webhookEndpointViewSchema,
    handler: ({ principal, params, body, request }) => editEndpoint(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/webhook_endpoints/:id/test',
    summary: 'Send a webhook.test event to this endpoint now',
    access,
    tags,
    params: idParams,
    response: webhookDeliveryViewSchema,
    status: 201,
    handler: ({ principal, params }) => sendTestEvent(deps, principal, params.id),
  });

  listRoute(app, {
    url: '/v2/webhook_deliveries',
    access,
    tags,
    query: listQuerySchema(WEBHOOK_DELIVERY_SORTS, webhookDeliveryFilters),
    row: webhookDeliveryViewSchema,
    list: ({ principal, query: q }) =>
      deliveryList(deps, principal, {
        endpointId: q.endpoint_id,
        status: q.status,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'webhook-deliveries', columns: deliveryCsv },
  });

  listRoute(app, {
    url: '/v2/webhook_deliveries/:id/attempts',
    access,
    tags,
    params: idParams,
    query: listQuerySchema(WEBHOOK_ATTEMPT_SORTS, webhookAttemptFilters),
    row: webhookAttemptViewSchema,
    list: ({ principal, params, query: q }) =>
      attemptList(deps, principal, params.id, { sort: sortOf(q, '-attempted_at'), ...pageOf(q) }),
    csv: { filename: 'webhook-attempts', columns: attemptCsv },
  });

  route(app, {
    method: 'POST',
    url: '/v2/webhook_deliveries/:id/redeliver',
    summary: 'Post this delivery again now',
    access,
    tags,
    params: idParams,
    response: webhookDeliveryViewSchema,
    handler: ({ principal, params, request }) => redeliver(deps, principal, params.id, request.ip),
  });
}
