/**
 * Creating and changing contractors: one transaction per command, audited (never with the tax id
 * in the audit row); a new contractor gets its login and the invite mail after commit.
 */
import type { ContractorCreate, ContractorUpdate, ContractorView, TaxIdInput } from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { addressColumnsOf } from '../../lib/address-columns.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { taxIdBlindIndexOf, taxIdColumnsOf } from '../../lib/tax-id.js';
import { sendInvite } from '../auth/auth.service.js';
import { findUserByEmail } from '../users/users.service.js';
import type { Principal } from '../../lib/principal.js';
import {
  assertFieldRules,
  assertMayCreateContractor,
  assertMayUpdateContractor,
  isStaff,
} from './contractors.policy.js';
import {
  findContractorRecord,
  findTaxIdHolder,
  findVisibleContractor,
  toContractorView,
} from './contractors.repository.js';
import {
  corpToCorpOfPartnerExists,
  findPartnerName,
  insertContractor,
  insertContractorLogin,
  updateContractorColumns,
  updateContractorLogin,
} from './contractor-writes.repository.js';
import { seesContractorPersonal } from './contractors.scope.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** Names no number: the other holder may belong to someone the caller should not learn about. */
const DUPLICATE_TAX_ID = 'Another contractor of this partner already has this tax id';

const emailTaken = (email: string) => conflict(`A user with the e-mail ${email} already exists`);

/** A concurrent sign-up may take the e-mail between our check and the insert: still a 409. */
async function inTransaction<T>(deps: AppDeps, email: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(email);
    throw err;
  }
}

function partnerIdFor(p: Principal, body: ContractorCreate): string {
  if (!isStaff(p)) return p.partnerId!;
  if (!body.partner_id)
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner this contractor belongs to' }]);
  return body.partner_id;
}

async function assertCorpToCorpOfPartner(tx: Tx, partnerId: string, corpToCorpId: string | null | undefined) {
  if (!corpToCorpId) return;
  if (!(await corpToCorpOfPartnerExists(tx, partnerId, corpToCorpId)))
    throw unprocessable([{ loc: ['body', 'corp_to_corp_id'], msg: 'Unknown corp-to-corp' }]);
}

async function assertTaxIdFree(
  deps: AppDeps,
  tx: Tx,
  partnerId: string,
  taxId: TaxIdInput | null | undefined,
  exceptId?: string,
) {
  if (!taxId) return;
  const index = taxIdBlindIndexOf(deps.crypto, taxId.type, taxId.value);
  if (await findTaxIdHolder(tx, partnerId, index, exceptId)) throw conflict(DUPLICATE_TAX_ID);
}

export async function createContractor(
  deps: AppDeps,
  p: Principal,
  body: ContractorCreate,
  ip: string,
): Promise<ContractorView> {
  assertMayCreateContractor(p);
  assertFieldRules(p, body);
  const partnerId = partnerIdFor(p, body);
  if (await findUserByEmail(deps.db, body.email)) throw emailTaken(body.email);

  const result = await inTransaction(deps, body.email, async (tx) => {
    const partnerName = await findPartnerName(tx, partnerId);
    if (partnerName === undefined) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    await assertCorpToCorpOfPartner(tx, partnerId, body.corp_to_corp_id);
    await assertTaxIdFree(deps, tx, partnerId, body.tax_id);
    const id = await insertContractor(tx, {
      partnerId,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      dateOfBirth: body.date_of_birth,
      classification: body.classification,
      corpToCorpId: body.corp_to_corp_id,
      ...addressColumnsOf(body.address),
      ...taxIdColumnsOf(deps.crypto, body.tax_id),
    });
    // The contractor's login: no role, attached to the record; the invite sets its password.
    const user = await insertContractorLogin(tx, id, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
    });
    await auditAs(tx, p, ip, {
      action: 'contractor_created',
      entityType: 'contractor',
      entityId: id,
      metadata: { partner_id: partnerId, classification: body.classification, tax_id_type: body.tax_id?.type ?? null },
    });
    return { id, user, partnerName };
  });
  // Mail only once the contractor exists for sure; a failed send leaves "forgot password" as the way in.
  await sendInvite(deps, result.user, result.partnerName);
  const record = await findContractorRecord(deps.db, result.id);
  return toContractorView(record!, seesContractorPersonal(p));
}

function columnsOf(deps: AppDeps, changes: ContractorUpdate) {
  return {
    ...(changes.first_name !== undefined && { firstName: changes.first_name }),
    ...(changes.last_name !== undefined && { lastName: changes.last_name }),
    ...(changes.email !== undefined && { email: changes.email }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.date_of_birth !== undefined && { dateOfBirth: changes.date_of_birth }),
    ...(changes.classification !== undefined && { classification: changes.classification }),
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.corp_to_corp_id !== undefined && { corpToCorpId: changes.corp_to_corp_id }),
    ...(changes.address !== undefined && addressColumnsOf(changes.address)),
    ...(changes.tax_id !== undefined && taxIdColumnsOf(deps.crypto, changes.tax_id)),
  };
}

export async function updateContractor(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: ContractorUpdate,
  ip: string,
): Promise<ContractorView> {
  const visible = await findVisibleContractor(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayUpdateContractor(p);
  assertFieldRules(p, changes);
  const partnerId = visible.contractor.partnerId;
  const emailChanged = changes.email !== undefined && changes.email !== visible.contractor.email;
  if (emailChanged) {
    const holder = await findUserByEmail(deps.db, changes.email!);
    if (holder && holder.contractorId !== id) throw emailTaken(changes.email!);
  }

  await inTransaction(deps, changes.email ?? '', async (tx) => {
    await assertCorpToCorpOfPartner(tx, partnerId, changes.corp_to_corp_id);
    await assertTaxIdFree(deps, tx, partnerId, changes.tax_id, id);
    const set = columnsOf(deps, changes);
    await updateContractorColumns(tx, id, set);
    // The login follows the record's name and e-mail, so the invite and sign-in keep matching.
    if (emailChanged || changes.first_name !== undefined || changes.last_name !== undefined) {
      await updateContractorLogin(tx, id, {
        ...(emailChanged && { email: changes.email!, emailConfirmedAt: null }),
        ...(changes.first_name !== undefined && { firstName: changes.first_name }),
        ...(changes.last_name !== undefined && { lastName: changes.last_name }),
      });
    }
    await auditAs(tx, p, ip, {
      action: 'contractor_updated',
      entityType: 'contractor',
      entityId: id,
      // Field names only: the values may be personal data.
      metadata: { fields: Object.keys(changes) },
    });
  });
  const record = await findContractorRecord(deps.db, id);
  return toContractorView(record!, seesContractorPersonal(p));
}
