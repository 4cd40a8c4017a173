/**
 * Which benefit rows a caller sees (decision 0052): staff all; a partner's users their partner's plans,
 * enrollments and dependents; a contractor its own enrollments and dependents (no plan lists); clients and
 * sales partners none. The platform's own plans are read by staff and partners alike (the route says who).
 */
import type { DbOrTx } from '../../db/client.js';
import { benefitDependents, benefitEnrollments, partnerBenefits } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const partnerPlanScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: partnerBenefits.partnerId });
export const enrollmentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: benefitEnrollments.partnerId, contractorId: benefitEnrollments.contractorId });
export const dependentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: benefitDependents.partnerId, contractorId: benefitDependents.contractorId });
