/** Who writes project codes: staff and the partner roles that manage its clients; clients only read theirs. */
import { canManageReferenceData } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function assertMayManageProjectCodes(p: Principal) {
  if (canManageReferenceData(p.subject)) return;
  throw forbidden('Your role may not change project codes');
}
