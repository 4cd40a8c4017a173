/** Creating and changing project codes: always one client's, so the client decides the partner. */
import type { ProjectCodeCreate, ProjectCodeUpdate, ProjectCodeView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { assertMayManageProjectCodes } from './project-codes.policy.js';
import {
  findVisibleProjectCode,
  insertProjectCode,
  toProjectCodeView,
  updateProjectCodeColumns,
} from './project-codes.repository.js';

const taken = (code: string) =>
  unprocessable([{ loc: ['body', 'code'], msg: `The client already has a project code ${code}` }]);

export async function createProjectCode(
  deps: AppDeps,
  p: Principal,
  body: ProjectCodeCreate,
  ip: string,
): Promise<ProjectCodeView> {
  assertMayManageProjectCodes(p);
  const owners = await ownersForCreate(deps.db, p, { client_id: body.client_id });
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertProjectCode(tx, {
        partnerId: owners.partnerId,
        clientId: body.client_id,
        code: body.code,
        description: body.description,
        active: body.active,
      });
      await auditAs(tx, p, ip, {
        action: 'project_code_created',
        entityType: 'project_code',
        entityId: id,
        metadata: { client_id: body.client_id, code: body.code },
      });
      return toProjectCodeView((await findVisibleProjectCode(tx, p, id))!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(body.code);
    throw err;
  }
}

export async function updateProjectCode(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: ProjectCodeUpdate,
  ip: string,
): Promise<ProjectCodeView> {
  const visible = await findVisibleProjectCode(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManageProjectCodes(p);
  try {
    return await deps.db.transaction(async (tx) => {
      await updateProjectCodeColumns(tx, id, {
        ...(changes.code !== undefined && { code: changes.code }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.active !== undefined && { active: changes.active }),
      });
      await auditEdit(tx, p, 'project_code', id, changes, ip);
      return toProjectCodeView((await findVisibleProjectCode(tx, p, id))!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(changes.code ?? visible.row.code);
    throw err;
  }
}
