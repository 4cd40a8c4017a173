/** Creating and changing end clients: always one client's, so the client decides the partner. */
import { canManageReferenceData, type EndClientCreate, type EndClientUpdate, type EndClientView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { addressColumnsOf } from '../../lib/address-columns.js';
import { clientForUpdate, ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { assertAddressAllowed } from '../work-locations/work-locations.policy.js';
import {
  findVisibleEndClient,
  toEndClientView,
  insertEndClientRow,
  updateEndClientRow,
} from './end-clients.repository.js';

function assertMayManageEndClients(p: Principal) {
  if (!canManageReferenceData(p.subject)) throw forbidden('Your role may not change end clients');
}

export async function createEndClient(
  deps: AppDeps,
  p: Principal,
  body: EndClientCreate,
  ip: string,
): Promise<EndClientView> {
  assertMayManageEndClients(p);
  assertAddressAllowed(p, body.address);
  const owners = await ownersForCreate(deps.db, p, body);
  return deps.db.transaction(async (tx) => {
    const id = await insertEndClientRow(tx, {
      partnerId: owners.partnerId,
      clientId: body.client_id,
      name: body.name,
      active: body.active,
      ...addressColumnsOf(body.address),
    });
    await auditAs(tx, p, ip, {
      action: 'end_client_created',
      entityType: 'end_client',
      entityId: id,
      metadata: { partner_id: owners.partnerId, client_id: body.client_id },
    });
    return toEndClientView((await findVisibleEndClient(tx, p, id))!);
  });
}

export async function updateEndClient(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: EndClientUpdate,
  ip: string,
): Promise<EndClientView> {
  const visible = await findVisibleEndClient(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManageEndClients(p);
  assertAddressAllowed(p, changes.address);
  if (changes.client_id !== undefined) await clientForUpdate(deps.db, p, visible.row.partnerId, changes.client_id);
  return deps.db.transaction(async (tx) => {
    const changed = await updateEndClientRow(tx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.client_id !== undefined && { clientId: changes.client_id }),
      ...(changes.active !== undefined && { active: changes.active }),
      ...(changes.address !== undefined && addressColumnsOf(changes.address)),
    });
    if (changed) await auditEdit(tx, p, 'end_client', id, changes, ip);
    return toEndClientView((await findVisibleEndClient(tx, p, id))!);
  });
}
