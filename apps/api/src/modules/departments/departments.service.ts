/** Creating and changing departments: staff and the partner's managing roles; one audited transaction. */
import { canManageReferenceData, type DepartmentCreate, type DepartmentUpdate, type DepartmentView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { clientForUpdate, ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import {
  findVisibleDepartment,
  toDepartmentView,
  insertDepartmentRow,
  updateDepartmentRow,
} from './departments.repository.js';

function assertMayManageDepartments(p: Principal) {
  if (!canManageReferenceData(p.subject)) throw forbidden('Your role may not change departments');
}

export async function createDepartment(
  deps: AppDeps,
  p: Principal,
  body: DepartmentCreate,
  ip: string,
): Promise<DepartmentView> {
  assertMayManageDepartments(p);
  const owners = await ownersForCreate(deps.db, p, body);
  return deps.db.transaction(async (tx) => {
    const id = await insertDepartmentRow(tx, { ...owners, name: body.name, code: body.code, active: body.active });
    await auditAs(tx, p, ip, {
      action: 'department_created',
      entityType: 'department',
      entityId: id,
      metadata: { partner_id: owners.partnerId },
    });
    return toDepartmentView((await findVisibleDepartment(tx, p, id))!);
  });
}

export async function updateDepartment(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: DepartmentUpdate,
  ip: string,
): Promise<DepartmentView> {
  const visible = await findVisibleDepartment(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManageDepartments(p);
  if (changes.client_id !== undefined) await clientForUpdate(deps.db, p, visible.row.partnerId, changes.client_id);
  return deps.db.transaction(async (tx) => {
    const changed = await updateDepartmentRow(tx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.code !== undefined && { code: changes.code }),
      ...(changes.client_id !== undefined && { clientId: changes.client_id }),
      ...(changes.active !== undefined && { active: changes.active }),
    });
    if (changed) await auditEdit(tx, p, 'department', id, changes, ip);
    return toDepartmentView((await findVisibleDepartment(tx, p, id))!);
  });
}
