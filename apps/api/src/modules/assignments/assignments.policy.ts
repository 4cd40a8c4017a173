/** Who may create and change assignments (spec section 6 and the issue). */
import { clientCanCreateAssignment, isAdminLike } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Staff and partner users; a client only with can_create_assignment and the owner role. */
export function assertMayWriteAssignments(p: Principal) {
  if (isAdminLike(p.userType) || p.userType === 'partner') return;
  if (clientCanCreateAssignment(p.subject)) return;
  throw forbidden('Your role may not create or change assignments');
}

/** Ending an assignment and changing its rates: staff and the partner's users. */
export function assertMayManageAssignment(p: Principal) {
  if (isAdminLike(p.userType) || p.userType === 'partner') return;
  throw forbidden('Your role may not change this assignment');
}

export const mayChangeProcessingStatus = (p: Principal) => isAdminLike(p.userType);
