/**
 * Which labor posters a caller sees (decision 0076): staff and a partner's users every one (they are the
 * law of a place, the same for everyone); a contractor those of the states and provinces of its pending
 * and live assignments' work locations, and the federal ones of those countries; nobody else any.
 */
import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, laborPosters, workLocations } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { NONE } from '../../lib/row-scopes.js';

export function laborPosterScope(p: Principal, db: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
    case 'partner':
      return undefined;
    case 'contractor':
      // A work location of one of its current (pending or live) assignments in the poster's place.
      return exists(
        db
          .select({ one: sql`1` })
          .from(assignments)
          .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
          .where(
            and(
              eq(assignments.contractorId, p.contractorId ?? NONE),
              inArray(assignments.status, ['pending', 'live']),
              eq(workLocations.country, laborPosters.country),
              or(isNull(laborPosters.region), eq(workLocations.state, laborPosters.region)),
            ),
          ),
      );
    default:
      return sql`false`;
  }
}
