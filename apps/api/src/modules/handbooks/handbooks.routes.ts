/**
 * The employee handbook (decision 0076). Staff and partners (/employee_handbook): /v2/handbooks — the
 * versions (list, detail, publish, file link) — and /v2/handbook_acknowledgements (who acknowledged which
 * version, when, from where, the file's SHA-256; CSV), who has not acknowledged the current version and
 * the reminder (decision 0081). The W-2 worker (/contractor/employee_handbook):
 * /v2/employee_handbook — its current handbook, its file link, and the acknowledgement.
 */
import type { FastifyInstance } from 'fastify';
import {
  HANDBOOK_ACK_SORTS,
  HANDBOOK_PENDING_SORTS,
  HANDBOOK_SORTS,
  fileLinkSchema,
  handbookAckFilters,
  handbookAckViewSchema,
  handbookAcknowledgeSchema,
  handbookFilters,
  handbookPendingFilters,
  handbookPendingViewSchema,
  handbookPublishSchema,
  handbookRemindResultSchema,
  handbookRemindSchema,
  handbookViewSchema,
  myHandbookSchema,
  type HandbookAckView,
  type HandbookPendingView,
  type HandbookView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { handbookPendingList, remindHandbook } from './handbook-pending.service.js';
import {
  acknowledgeHandbook,
  handbookAckList,
  handbookDetail,
  handbookFileLink,
  handbookList,
  myHandbook,
  myHandbookFileLink,
  publishHandbook,
} from './handbooks.service.js';

const staff = { userTypes: ['admin', 'eor', 'partner'] as const, link: '/employee_handbook' };
const worker = {
  userTypes: ['contractor'] as const,
  link: '/contractor/employee_handbook',
  capability: 'w2_contractor' as const,
};
const tags = ['employee_handbook'];

const versionCsv: CsvColumn<HandbookView>[] = [
  { header: 'Handbook', value: (h) => h.title },
  { header: 'Version', value: (h) => String(h.version) },
  { header: 'For', value: (h) => h.partner?.name ?? 'Platform (EOR)' },
  { header: 'Current', value: (h) => (h.current ? 'yes' : 'no') },
  { header: 'Acknowledged', value: (h) => String(h.acknowledged) },
  { header: 'SHA-256', value: (h) => h.sha256 },
  { header: 'Published', value: (h) => h.published_at },
];
const ackCsv: CsvColumn<HandbookAckView>[] = [
  { header: 'Worker', value: (a) => a.contractor.name },
  { header: 'Partner', value: (a) => a.partner.name },
  { header: 'Handbook', value: (a) => a.handbook.title },
  { header: 'Version', value: (a) => String(a.handbook.version) },
  { header: 'Acknowledged', value: (a) => a.acknowledged_at },
  { header: 'IP', value: (a) => a.ip },
  { header: 'User agent', value: (a) => a.user_agent ?? '' },
  { header: 'File SHA-256', value: (a) => a.file_sha256 },
];

const pendingCsv: CsvColumn<HandbookPendingView>[] = [
  { header: 'Worker', value: (w) => w.contractor.name },
  { header: 'Partner', value: (w) => w.partner.name },
  { header: 'Worker status', value: (w) => w.contractor_status },
  { header: 'Handbook', value: (w) => w.handbook.title },
  { header: 'Version', value: (w) => String(w.handbook.version) },
  { header: 'Acknowledged before', value: (w) => (w.previous_version === null ? '' : `v${w.previous_version}`) },
  { header: 'Has login', value: (w) => (w.has_login ? 'yes' : 'no') },
  { header: 'Last reminded', value: (w) => w.last_reminded_at ?? '' },
];

export async function handbooksRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/handbooks',
    access: staff,
    tags,
    query: listQuerySchema(HANDBOOK_SORTS, handbookFilters),
    row: handbookViewSchema,
    list: ({ principal, query: q }) =>
      handbookList(deps, principal, {
        partnerId: q.partner_id,
        current: q.current === undefined ? undefined : q.current === 'true',
        sort: sortOf(q, '-published_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'handbooks', columns: () => versionCsv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/handbooks/:id',
    access: staff,
    tags,
    params: idParams,
    response: handbookViewSchema,
    handler: ({ principal, params }) => handbookDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/handbooks',
    access: staff,
    tags,
    body: handbookPublishSchema,
    response: handbookViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => publishHandbook(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/handbooks/:id/file_link',
    access: staff,
    tags,
    params: idParams,
    response: fileLinkSchema,
    handler: ({ principal, params, request }) => handbookFileLink(deps, principal, params.id, request.ip),
  });

  listRoute(app, {
    url: '/v2/handbook_acknowledgements',
    access: staff,
    tags,
    query: listQuerySchema(HANDBOOK_ACK_SORTS, handbookAckFilters),
    row: handbookAckViewSchema,
    list: ({ principal, query: q }) =>
      handbookAckList(deps, principal, {
        handbookId: q.handbook_id,
        contractorId: q.contractor_id,
        sort: sortOf(q, '-acknowledged_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'handbook-acknowledgements', columns: () => ackCsv },
  });

  // Who has not acknowledged their current version yet, and the reminder (decision 0081).
  listRoute(app, {
    url: '/v2/handbook_acknowledgements/pending',
    access: staff,
    tags,
    query: listQuerySchema(HANDBOOK_PENDING_SORTS, handbookPendingFilters),
    row: handbookPendingViewSchema,
    list: ({ principal, query: q }) =>
      handbookPendingList(deps, principal, {
        partnerId: q.partner_id,
        q: q.q,
        sort: sortOf(q, 'worker'),
        ...pageOf(q),
      }),
    csv: { filename: 'handbook-not-acknowledged', columns: () => pendingCsv },
  });

  route(app, {
    method: 'POST',
    url: '/v2/handbook_acknowledgements/remind',
    access: staff,
    tags,
    body: handbookRemindSchema,
    response: handbookRemindResultSchema,
    handler: ({ principal, body, request }) => remindHandbook(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/employee_handbook',
    access: worker,
    tags,
    response: myHandbookSchema,
    handler: ({ principal }) => myHandbook(deps, principal),
  });

  route(app, {
    method: 'GET',
    url: '/v2/employee_handbook/file_link',
    access: worker,
    tags,
    response: fileLinkSchema,
    handler: ({ principal, request }) => myHandbookFileLink(deps, principal, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/employee_handbook/acknowledge',
    access: worker,
    tags,
    body: handbookAcknowledgeSchema,
    response: myHandbookSchema,
    handler: ({ principal, body, request }) =>
      acknowledgeHandbook(deps, principal, body, {
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      }),
  });
}
