/** The access log (one row per API request) and the service log (calls to outside services), newest first by default. */
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessLogRow, HTTP_METHODS, SERVICE_LOG_STATUSES, ServiceLogRow } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { accessLogs, serviceLogs, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';

interface Page {
  period: { from: Date; to: Date } | null;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
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

export async function listAccessLogs(db: DbOrTx, f: AccessLogFilter): Promise<{ rows: AccessLogRow[]; total: number }> {
  const where = and(
    f.search ? ilike(accessLogs.path, containsPattern(f.search)) : undefined,
    f.method ? eq(accessLogs.method, f.method) : undefined,
    f.status ? eq(accessLogs.status, f.status) : undefined,
    f.userId ? eq(accessLogs.userId, f.userId) : undefined,
    f.period ? and(gte(accessLogs.createdAt, f.period.from), lt(accessLogs.createdAt, f.period.to)) : undefined,
  );
  const col = { created_at: accessLogs.createdAt, status: accessLogs.status, duration_ms: accessLogs.durationMs }[
    f.sort.column as 'created_at'
  ];
  const found = await db
    .select({ log: accessLogs, userEmail: users.email, actualEmail: actualUsers.email })
    .from(accessLogs)
    .leftJoin(users, eq(users.id, accessLogs.userId))
    .leftJoin(actualUsers, eq(actualUsers.id, accessLogs.actualUserId))
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), desc(accessLogs.id))
    .limit(f.limit)
    .offset(f.offset);
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
  return { rows, total: total?.n ?? 0 };
}

export async function listServiceLogs(
  db: DbOrTx,
  f: ServiceLogFilter,
): Promise<{ rows: ServiceLogRow[]; total: number }> {
  const where: SQL | undefined = and(
    f.service ? eq(serviceLogs.service, f.service) : undefined,
    f.status ? eq(serviceLogs.status, f.status) : undefined,
    f.period ? and(gte(serviceLogs.createdAt, f.period.from), lt(serviceLogs.createdAt, f.period.to)) : undefined,
  );
  const col = f.sort.column === 'duration_ms' ? serviceLogs.durationMs : serviceLogs.createdAt;
  const found = await db
    .select()
    .from(serviceLogs)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), desc(serviceLogs.id))
    .limit(f.limit)
    .offset(f.offset);
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
  return { rows, total: total?.n ?? 0 };
}
