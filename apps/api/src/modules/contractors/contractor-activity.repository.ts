/**
 * A contractor's activity (issue 16): the audit entries of the contractor and of the records that belong to
 * it, each source one `entity_id IN (its ids)` answered by the audit trail's (entity_type, entity_id) index.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContractorActivity, ContractorActivityEntity } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  agreements,
  assignments,
  auditLogs,
  expenses,
  licenses,
  paychecks,
  screenings,
  timeOffRequests,
  timesheets,
  users,
} from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

type Owned = PgTable & { id: PgColumn; contractorId: PgColumn };
const OWNED: Record<Exclude<ContractorActivityEntity, 'contractor'>, Owned> = {
  assignment: assignments,
  timesheet: timesheets,
  expense: expenses,
  time_off_request: timeOffRequests,
  paycheck: paychecks,
  agreement: agreements,
  license: licenses,
  screening: screenings,
};

function entriesOf(db: DbOrTx, contractorId: string, entity: ContractorActivityEntity): SQL {
  if (entity === 'contractor')
    return and(eq(auditLogs.entityType, 'contractor'), eq(auditLogs.entityId, contractorId))!;
  const table = OWNED[entity];
  const ids = db
    .select({ id: sql<string>`${table.id}::text` })
    .from(table)
    .where(eq(table.contractorId, contractorId));
  return and(eq(auditLogs.entityType, entity), inArray(auditLogs.entityId, ids))!;
}

const SORTS = { created_at: auditLogs.createdAt } as const;

export function listContractorActivity(
  db: DbOrTx,
  contractorId: string,
  entity: ContractorActivityEntity | undefined,
  request: ListRequest,
) {
  const where = entity
    ? entriesOf(db, contractorId, entity)
    : or(
        ...(['contractor', ...Object.keys(OWNED)] as ContractorActivityEntity[]).map((e) =>
          entriesOf(db, contractorId, e),
        ),
      );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          entry: auditLogs,
          actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          listKey,
        })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.actorUserId))
        .$dynamic(),
    where,
    matching: matchingRows(db, auditLogs, where),
    keyset: keysetOf(SORTS, request.sort, 'created_at', [auditLogs.id]),
    request,
    view: ({ entry, actorName }): ContractorActivity => ({
      id: entry.id,
      action: entry.action,
      entity_type: entry.entityType as ContractorActivityEntity,
      entity_id: entry.entityId,
      actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName ?? 'A former user' } : null,
      created_at: entry.createdAt.toISOString(),
    }),
  });
}
