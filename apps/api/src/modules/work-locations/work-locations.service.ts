/** Creating and changing work locations: verified addresses, one transaction per command, audited. */
import type { AddressView, WorkLocationCreate, WorkLocationUpdate, WorkLocationView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { AddressVerifier } from '../../lib/address-verification.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { addressColumnsOf, addressViewOf } from '../../lib/address-columns.js';
import { clientForUpdate, ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { assertAddressAllowed, assertMayManageWorkLocations } from './work-locations.policy.js';
import {
  findVisibleWorkLocation,
  toWorkLocationView,
  insertWorkLocationRow,
  updateWorkLocationRow,
} from './work-locations.repository.js';

const CONFIRM_SUGGESTED_MESSAGE = 'Please confirm the suggested address';

/**
 * The suggested-address answer of spec section 8: a 422 whose first detail carries the
 * corrected address. Sending the request again with `address_confirmed: true` keeps the
 * caller's own address; sending the suggestion passes verification.
 */
async function verifyAddress(verifier: AddressVerifier, address: AddressView, confirmed: boolean) {
  if (confirmed) return;
  const suggested = await verifier.suggest(address);
  if (!suggested) return;
  const issue = { loc: ['body', 'address'], msg: CONFIRM_SUGGESTED_MESSAGE, suggested };
  throw new HttpError(422, CONFIRM_SUGGESTED_MESSAGE, { detail: [issue] });
}

const sameAddress = (a: AddressView | null, b: AddressView) =>
  a !== null && (Object.keys(b) as (keyof AddressView)[]).every((k) => a[k] === b[k]);

export async function createWorkLocation(
  deps: AppDeps,
  verifier: AddressVerifier,
  p: Principal,
  body: WorkLocationCreate,
  ip: string,
): Promise<WorkLocationView> {
  assertMayManageWorkLocations(p);
  assertAddressAllowed(p, body.address);
  const owners = await ownersForCreate(deps.db, p, body);
  await verifyAddress(verifier, body.address, body.address_confirmed);
  return deps.db.transaction(async (tx) => {
    const id = await insertWorkLocationRow(tx, {
      partnerId: owners.partnerId,
      clientId: owners.clientId,
      name: body.name,
      timezone: body.timezone,
      isRemote: body.is_remote,
      active: body.active,
      ...addressColumnsOf(body.address),
    });
    await auditAs(tx, p, ip, {
      action: 'work_location_created',
      entityType: 'work_location',
      entityId: id,
      metadata: { partner_id: owners.partnerId, state: body.address.state, address_confirmed: body.address_confirmed },
    });
    return toWorkLocationView((await findVisibleWorkLocation(tx, p, id))!);
  });
}

export async function updateWorkLocation(
  deps: AppDeps,
  verifier: AddressVerifier,
  p: Principal,
  id: string,
  changes: WorkLocationUpdate,
  ip: string,
): Promise<WorkLocationView> {
  const visible = await findVisibleWorkLocation(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManageWorkLocations(p);
  const { address_confirmed: confirmed = false, ...fields } = changes;
  if (fields.address) {
    assertAddressAllowed(p, fields.address);
    // An address sent back unchanged (a form saving another field) was verified when it was stored.
    if (!sameAddress(addressViewOf(visible.row), fields.address))
      await verifyAddress(verifier, fields.address, confirmed);
  }
  if (fields.client_id !== undefined) await clientForUpdate(deps.db, p, visible.row.partnerId, fields.client_id);
  return deps.db.transaction(async (tx) => {
    const changed = await updateWorkLocationRow(tx, id, {
      ...(fields.name !== undefined && { name: fields.name }),
      ...(fields.client_id !== undefined && { clientId: fields.client_id }),
      ...(fields.timezone !== undefined && { timezone: fields.timezone }),
      ...(fields.is_remote !== undefined && { isRemote: fields.is_remote }),
      ...(fields.active !== undefined && { active: fields.active }),
      ...(fields.address !== undefined && addressColumnsOf(fields.address)),
    });
    if (changed) await auditEdit(tx, p, 'work_location', id, fields, ip);
    return toWorkLocationView((await findVisibleWorkLocation(tx, p, id))!);
  });
}
