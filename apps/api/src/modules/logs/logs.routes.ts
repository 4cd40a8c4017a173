/** Admin's access and service logs: the list convention with filters, sorting and CSV. */
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_METHODS, SERVICE_LOG_STATUSES, type AccessLogRow, type ServiceLogRow } from '@app/domain';
import { accessLogs, serviceLogs, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import {
  dateRangeFilters,
  listQuerySchema,
  pageOf,
  periodOf,
  sendList,
  sortOf,
  withDateRange,
} from '../../lib/list.js';

const ADMIN = (link: string) => ({ access: { userTypes: ['admin'] as const, link } });

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

const actualUsers = alias(users, 'actual_users');

export async function logsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get(
    '/v2/access_logs',
    { config: ADMIN('/logs'), schema: { querystring: accessQuery, tags: ['logs'] } },
    async (req, reply) => {
      const q = req.query;
      const period = periodOf(q);
      const where = and(
        q.search ? ilike(accessLogs.path, containsPattern(q.search)) : undefined,
        q.method ? eq(accessLogs.method, q.method) : undefined,
        q.status ? eq(accessLogs.status, q.status) : undefined,
        q.user_id ? eq(accessLogs.userId, q.user_id) : undefined,
        period ? and(gte(accessLogs.createdAt, period.from), lt(accessLogs.createdAt, period.to)) : undefined,
      );
      const sort = sortOf(q, '-created_at');
      const col = { created_at: accessLogs.createdAt, status: accessLogs.status, duration_ms: accessLogs.durationMs }[
        sort.column as 'created_at'
      ];
      const { limit, offset } = pageOf(q);
      const found = await db
        .select({ log: accessLogs, userEmail: users.email, actualEmail: actualUsers.email })
        .from(accessLogs)
        .leftJoin(users, eq(users.id, accessLogs.userId))
        .leftJoin(actualUsers, eq(actualUsers.id, accessLogs.actualUserId))
        .where(where)
        .orderBy(sort.desc ? desc(col) : asc(col), desc(accessLogs.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(accessLogs).where(where);
      const rows = found.map(({ log, userEmail, actualEmail }): AccessLogRow => ({
        id: log.id,
        created_at: log.createdAt.toISOString(),
        user_id: log.userId,
        user_email: userEmail,
        actual_user_email: actualEmail,
        method: log.method,
        path: log.path,
        status: log.status,
        ip: log.ip,
        duration_ms: log.durationMs,
      }));
      return sendList(
        reply,
        q,
        { rows, total: total?.n ?? 0 },
        {
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
      );
    },
  );

  r.get(
    '/v2/service_logs',
    { config: ADMIN('/logs'), schema: { querystring: serviceQuery, tags: ['logs'] } },
    async (req, reply) => {
      const q = req.query;
      const period = periodOf(q);
      const where: SQL | undefined = and(
        q.service ? eq(serviceLogs.service, q.service) : undefined,
        q.status ? eq(serviceLogs.status, q.status) : undefined,
        period ? and(gte(serviceLogs.createdAt, period.from), lt(serviceLogs.createdAt, period.to)) : undefined,
      );
      const sort = sortOf(q, '-created_at');
      const col = sort.column === 'duration_ms' ? serviceLogs.durationMs : serviceLogs.createdAt;
      const { limit, offset } = pageOf(q);
      const found = await db
        .select()
        .from(serviceLogs)
        .where(where)
        .orderBy(sort.desc ? desc(col) : asc(col), desc(serviceLogs.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(serviceLogs).where(where);
      const rows = found.map((l): ServiceLogRow => ({
        id: l.id,
        created_at: l.createdAt.toISOString(),
        service: l.service,
        operation: l.operation,
        status: l.status,
        duration_ms: l.durationMs,
        error: l.error,
      }));
      return sendList(
        reply,
        q,
        { rows, total: total?.n ?? 0 },
        {
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
      );
    },
  );
}
