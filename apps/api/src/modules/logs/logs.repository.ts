/** The access log (one row per API request) and the service log (calls to outside services), newest first by default. */
import { and, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessLogRow, HTTP_METHODS, SERVICE_LOG_STATUSES, ServiceLogRow } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { accessLogs, serviceLogs, users } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListPage, type ListRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';

interface Page extends ListRequest {
  period: { from: Date; to: Date } | null;
}

export interface AccessLogFilter extends Page {
  search?: string | undefined;
  method?: (typeof HTTP_METHODS)[number] | undefined;
  status?: number | undefined;
  userId?: string | undefined;
}

export interface ServiceLogFilter extends Page {
  service?: string | undefined;
  status?: (typeof SERVICE_LOG_STATUSES)[number] | undefined;
}

const actualUsers = alias(users, 'actual_users');

// The routes default to `-created_at`: the newest first, ties broken by id in the same direction, so
// the next page starts after the last row's (created_at, id), which the created_at index serves.
const ACCESS_SORTS = {
  created_at: accessLogs.createdAt,
  status: accessLogs.status,
  duration_ms: accessLogs.durationMs,
} as const;
const SERVICE_SORTS = { created_at: serviceLogs.createdAt, duration_ms: serviceLogs.durationMs } as const;

export async function listAccessLogs(db: DbOrTx, f: AccessLogFilter): Promise<ListPage<AccessLogRow>> {
  const where = and(
    f.search ? ilike(accessLogs.path, containsPattern(f.search)) : undefined,
    f.method ? eq(accessLogs.method, f.method) : undefined,
    f.status ? eq(accessLogs.status, f.status) : undefined,
    f.userId ? eq(accessLogs.userId, f.userId) : undefined,
    f.period ? and(gte(accessLogs.createdAt, f.period.from), lt(accessLogs.createdAt, f.period.to)) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ log: accessLogs, userEmail: users.email, actualEmail: actualUsers.email, listKey })
        .from(accessLogs)
        .leftJoin(users, eq(users.id, accessLogs.userId))
        .leftJoin(actualUsers, eq(actualUsers.id, accessLogs.actualUserId))
        .$dynamic(),
    where,
    // The joins are left joins on the log's own columns: they never remove a row.
    matching: matchingRows(db, accessLogs, where),
    keyset: keysetOf(ACCESS_SORTS, f.sort, 'created_at', [accessLogs.id]),
    request: f,
    view: ({ log, userEmail, actualEmail }): AccessLogRow => ({
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
    }),
  });
}

export async function listServiceLogs(db: DbOrTx, f: ServiceLogFilter): Promise<ListPage<ServiceLogRow>> {
  const where: SQL | undefined = and(
    f.service ? eq(serviceLogs.service, f.service) : undefined,
    f.status ? eq(serviceLogs.status, f.status) : undefined,
    f.period ? and(gte(serviceLogs.createdAt, f.period.from), lt(serviceLogs.createdAt, f.period.to)) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ log: serviceLogs, listKey }).from(serviceLogs).$dynamic(),
    where,
    matching: matchingRows(db, serviceLogs, where),
    keyset: keysetOf(SERVICE_SORTS, f.sort, 'created_at', [serviceLogs.id]),
    request: f,
    view: ({ log: l }): ServiceLogRow => ({
      id: l.id,
      created_at: l.createdAt.toISOString(),
      service: l.service,
      operation: l.operation,
      status: l.status,
      duration_ms: l.durationMs,
      error: l.error,
    }),
  });
}
