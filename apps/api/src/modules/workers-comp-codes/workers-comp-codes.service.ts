/** The platform's workers comp codes: admin and eor add and change them; codes are unique. */
import { canManageWorkersCompCodes, type WorkersCompCodeCreate, type WorkersCompCodeUpdate } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { setsNothing } from '../../lib/sql.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import {
  findCodeHolder,
  findWorkersCompCode,
  insertWorkersCompCode,
  toWorkersCompCodeView,
  updateWorkersCompCodeRow,
} from './workers-comp-codes.repository.js';

function assertMayManage(p: Principal) {
  if (!canManageWorkersCompCodes(p.subject)) throw forbidden('Only platform staff change workers comp codes');
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: string) {
  if (await findCodeHolder(db, code, exceptId)) throw conflict(`The workers comp code ${code} already exists`);
}

/** Two staff adding the same code at once: the unique index decides, and the loser gets the same 409. */
async function uniquely<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(`The workers comp code ${code} already exists`);
    }
    throw err;
  }
}

export async function createWorkersCompCode(deps: AppDeps, p: Principal, body: WorkersCompCodeCreate, ip: string) {
  assertMayManage(p);
  await assertCodeFree(deps.db, body.code);
  return uniquely(body.code, () =>
    deps.db.transaction(async (tx) => {
      const row = await insertWorkersCompCode(tx, body);
      await auditAs(tx, p, ip, {
        action: 'workers_comp_code_created',
        entityType: 'workers_comp_code',
        entityId: row.id,
        metadata: { code: body.code },
      });
      return toWorkersCompCodeView(row);
    }),
  );
}

export async function updateWorkersCompCode(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: WorkersCompCodeUpdate,
  ip: string,
) {
  assertMayManage(p);
  const existing = await findWorkersCompCode(deps.db, id);
  if (!existing) throw notFound();
  if (changes.code !== undefined) await assertCodeFree(deps.db, changes.code, id);
  // Nothing to change (an empty body): the code as it is, no write and no audit row.
  if (setsNothing(changes)) return toWorkersCompCodeView(existing);
  return uniquely(changes.code ?? existing.code, () =>
    deps.db.transaction(async (tx) => {
      const row = await updateWorkersCompCodeRow(tx, id, changes);
      await auditAs(tx, p, ip, {
        action: 'workers_comp_code_updated',
        entityType: 'workers_comp_code',
        entityId: id,
        metadata: { fields: Object.keys(changes), code: row.code },
      });
      return toWorkersCompCodeView(row);
    }),
  );
}
