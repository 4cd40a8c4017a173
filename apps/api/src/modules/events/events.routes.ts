/**
 * /v2/api_events (decision 0089): what happened, as webhooks deliver it — an admin's every event, a
 * developer's their partner's. (/v2/events is the notification events' list, decision 0072.)
 */
import type { FastifyInstance } from 'fastify';
import { API_EVENT_SORTS, apiEventFilters, apiEventViewSchema, type ApiEventView } from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { DEVELOPER_USER_TYPES } from '../api-keys/api-keys.policy.js';
import { apiEventList } from './events.service.js';

const csvColumns: CsvColumn<ApiEventView>[] = [
  { header: 'Event', value: (e) => e.id },
  { header: 'Type', value: (e) => e.type },
  { header: 'Record type', value: (e) => e.subject_type },
  { header: 'Record', value: (e) => e.subject_id },
  { header: 'Data', value: (e) => JSON.stringify(e.data) },
  { header: 'Happened', value: (e) => e.created_at },
];

export async function apiEventsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  listRoute(app, {
    url: '/v2/api_events',
    access: { userTypes: DEVELOPER_USER_TYPES, link: '/developers' },
    tags: ['api_events'],
    query: listQuerySchema(API_EVENT_SORTS, apiEventFilters),
    row: apiEventViewSchema,
    list: ({ principal, query: q }) =>
      apiEventList(deps, principal, { type: q.type, sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: { filename: 'api-events', columns: csvColumns },
  });
}
