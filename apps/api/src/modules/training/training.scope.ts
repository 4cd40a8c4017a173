/**
 * Which courses and enrollments a caller sees (decision 0076): staff every one; a partner's users their
 * partner's courses and the platform-wide ones, and their workers' enrollments; a contractor its own
 * enrollments and the courses it is enrolled in. Also which workers a caller may enroll.
 */
import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, courseEnrollments, courses } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { NONE, rowScope } from '../../lib/row-scopes.js';

export function courseScope(p: Principal, db: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return or(isNull(courses.partnerId), eq(courses.partnerId, p.partnerId ?? NONE));
    case 'contractor':
      return exists(
        db
          .select({ one: sql`1` })
          .from(courseEnrollments)
          .where(
            and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.contractorId, p.contractorId ?? NONE)),
          ),
      );
    default:
      return sql`false`;
  }
}

export const enrollmentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: courseEnrollments.partnerId, contractorId: courseEnrollments.contractorId });

/** The workers a caller may enroll: staff any, a partner's users their partner's. */
export const enrollableWorkerScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id });
