/** Creating and changing end clients: always one client's, so the client decides the partner. */
import { eq } from 'drizzle-orm';
import { canManageReferenceData, type EndClientCreate, type EndClientUpdate, type EndClientView } from '@app/domain';
import { endClients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { updateWhere } from '../../lib/sql.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { addressColumnsOf } from '../../lib/address-columns.js';
import { clientForUpdate, ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { assertAddressAllowed } from '../work-locations/work-locations.policy.js';
import { findVisibleEndClient, toEndClientView } from './end-clients.repository.js';

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
    const [row] = await tx
      .insert(endClients)
      .values({
        partnerId: owners.partnerId,
        clientId: body.client_id,
        name: body.name,
        active: body.active,
        ...addressColumnsOf(body.address),
      })
      .returning({ id: endClients.id });
    await auditAs(tx, p, ip, {
      action: 'end_client_created',
      entityType: 'end_client',
      entityId: row!.id,
      metadata: { partner_id: owners.partnerId, client_id: body.client_id },
    });
    return toEndClientView((await findVisibleEndClient(tx, p, row!.id))!);
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
    const changed = await updateWhere(
      tx,
      endClients,
      {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.client_id !== undefined && { clientId: changes.client_id }),
        ...(changes.active !== undefined && { active: changes.active }),
        ...(changes.address !== undefined && addressColumnsOf(changes.address)),
      },
      eq(endClients.id, id),
    );
    if (changed) await auditEdit(tx, p, 'end_client', id, changes, ip);
    return toEndClientView((await findVisibleEndClient(tx, p, id))!);
  });
}
