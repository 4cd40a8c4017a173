/** Admin's access and service logs: the list convention with filters, sorting and CSV (queries in logs.repository.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessLogRowSchema, HTTP_METHODS, SERVICE_LOG_STATUSES, serviceLogRowSchema } from '@app/domain';
import { dateRangeFilters, listQuerySchema, pageOf, periodOf, sortOf, withDateRange } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { listAccessLogs, listServiceLogs } from './logs.repository.js';

const access = { userTypes: ['admin'], link: '/logs' } as const;
const tags = ['logs'];

const accessQuery = withDateRange(
  listQuerySchema(['created_at', 'status', 'duration_ms'], {
    search: z.string().trim().max(200).optional(),
    method: z.enum(HTTP_METHODS).optional(),
    status: z.coerce.number().int().min(100).max(599).optional(),
    user_id: z.string().uuid().optional(),
    ...dateRangeFilters,
  }),
);
const serviceQuery = withDateRange(
  listQuerySchema(['created_at', 'duration_ms'], {
    service: z.string().trim().max(50).optional(),
    status: z.enum(SERVICE_LOG_STATUSES).optional(),
    ...dateRangeFilters,
  }),
);

export async function logsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  listRoute(app, {
    url: '/v2/access_logs',
    access,
    tags,
    query: accessQuery,
    row: accessLogRowSchema,
    list: ({ query: q }) =>
      listAccessLogs(db, {
        search: q.search,
        method: q.method,
        status: q.status,
        userId: q.user_id,
        period: periodOf(q),
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'access_logs',
      columns: [
        { header: 'Time', value: (x) => x.created_at },
        { header: 'User', value: (x) => x.user_email },
        { header: 'Acting admin', value: (x) => x.actual_user_email },
        { header: 'Method', value: (x) => x.method },
        { header: 'Path', value: (x) => x.path },
        { header: 'Status', value: (x) => x.status },
        { header: 'Duration (ms)', value: (x) => x.duration_ms },
        { header: 'IP', value: (x) => x.ip },
      ],
    },
  });

  listRoute(app, {
    url: '/v2/service_logs',
    access,
    tags,
    query: serviceQuery,
    row: serviceLogRowSchema,
    list: ({ query: q }) =>
      listServiceLogs(db, {
        service: q.service,
        status: q.status,
        period: periodOf(q),
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'service_logs',
      columns: [
        { header: 'Time', value: (x) => x.created_at },
        { header: 'Service', value: (x) => x.service },
        { header: 'Operation', value: (x) => x.operation },
        { header: 'Status', value: (x) => x.status },
        { header: 'Duration (ms)', value: (x) => x.duration_ms },
        { header: 'Error', value: (x) => x.error },
      ],
    },
  });
}
