/** Creating and changing corp-to-corps: staff or the partner's managing roles; one audited transaction. */
import {
  canManageContractors,
  type CorpToCorpCreate,
  type CorpToCorpUpdate,
  type CorpToCorpView,
  type TaxIdInput,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { addressColumnsOf } from '../../lib/address-columns.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { taxIdBlindIndexOf, taxIdColumnsOf } from '../../lib/tax-id.js';
import type { Principal } from '../../lib/principal.js';
import {
  findCorpToCorpRecord,
  findEinHolder,
  insertCorpToCorp,
  partnerExists,
  updateCorpToCorpColumns,
  findVisibleCorpToCorp,
  toCorpToCorpView,
} from './corp-to-corps.repository.js';
import { isStaff } from '../../lib/principal.js';

const DUPLICATE_EIN = 'Another corp-to-corp of this partner already has this EIN';

function assertMayManage(p: Principal) {
  if (!canManageContractors(p.subject)) throw forbidden('Your role may not change corp-to-corps');
}

/** A company's tax id is its EIN. */
function assertEin(taxId: TaxIdInput | null | undefined) {
  if (taxId && taxId.type !== 'ein')
    throw unprocessable([{ loc: ['body', 'tax_id', 'type'], msg: 'A corp-to-corp is identified by its EIN' }]);
}

async function assertEinFree(
  deps: AppDeps,
  tx: Tx,
  partnerId: string,
  taxId: TaxIdInput | null | undefined,
  exceptId?: string,
) {
  if (!taxId) return;
  if (await findEinHolder(tx, partnerId, taxIdBlindIndexOf(deps.crypto, taxId.type, taxId.value), exceptId))
    throw conflict(DUPLICATE_EIN);
}

export async function createCorpToCorp(
  deps: AppDeps,
  p: Principal,
  body: CorpToCorpCreate,
  ip: string,
): Promise<CorpToCorpView> {
  assertMayManage(p);
  assertEin(body.tax_id);
  let partnerId = p.partnerId;
  if (isStaff(p)) {
    if (!body.partner_id)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner this corp-to-corp belongs to' }]);
    partnerId = body.partner_id;
  }
  const id = await deps.db.transaction(async (tx) => {
    if (!(await partnerExists(tx, partnerId!)))
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    await assertEinFree(deps, tx, partnerId!, body.tax_id);
    const created = await insertCorpToCorp(tx, {
      partnerId: partnerId!,
      name: body.name,
      contactName: body.contact_name,
      contactEmail: body.contact_email,
      phone: body.phone,
      active: body.active,
      ...addressColumnsOf(body.address),
      ...taxIdColumnsOf(deps.crypto, body.tax_id),
    });
    await auditAs(tx, p, ip, {
      action: 'corp_to_corp_created',
      entityType: 'corp_to_corp',
      entityId: created,
      metadata: { partner_id: partnerId, tax_id_type: body.tax_id?.type ?? null },
    });
    return created;
  });
  return toCorpToCorpView((await findCorpToCorpRecord(deps.db, id))!);
}

export async function updateCorpToCorp(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: CorpToCorpUpdate,
  ip: string,
): Promise<CorpToCorpView> {
  const visible = await findVisibleCorpToCorp(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManage(p);
  assertEin(changes.tax_id);
  await deps.db.transaction(async (tx) => {
    await assertEinFree(deps, tx, visible.corpToCorp.partnerId, changes.tax_id, id);
    const set = {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.contact_name !== undefined && { contactName: changes.contact_name }),
      ...(changes.contact_email !== undefined && { contactEmail: changes.contact_email }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.active !== undefined && { active: changes.active }),
      ...(changes.address !== undefined && addressColumnsOf(changes.address)),
      ...(changes.tax_id !== undefined && taxIdColumnsOf(deps.crypto, changes.tax_id)),
    };
    await updateCorpToCorpColumns(tx, id, set);
    await auditAs(tx, p, ip, {
      action: 'corp_to_corp_updated',
      entityType: 'corp_to_corp',
      entityId: id,
      metadata: { fields: Object.keys(changes) },
    });
  });
  return toCorpToCorpView((await findCorpToCorpRecord(deps.db, id))!);
}
