/** Creating and changing sales partners (admin and eor only): one transaction per command, audited. */
import type { SalesPartnerCreate, SalesPartnerUpdate, SalesPartnerView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { sendInvite } from '../auth/auth.service.js';
import { contactColumnsOf, insertInvitedOwner } from '../partners/organization-fields.js';
import { isStaff } from '../partners/partners.policy.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { findUserByEmail } from '../users/users.service.js';
import type { Principal } from '../../lib/principal.js';
import {
  findVisibleSalesPartner,
  insertSalesPartner,
  toSalesPartnerView,
  updateSalesPartnerColumns,
} from './sales-partners.repository.js';

function assertStaff(p: Principal, what: string) {
  if (!isStaff(p)) throw forbidden(`Only platform staff ${what} sales partners`);
}

function columnsOf(deps: AppDeps, c: Omit<SalesPartnerUpdate, 'name'>) {
  return {
    ...(c.commission_percent !== undefined && { commissionPercent: c.commission_percent }),
    ...(c.active !== undefined && { active: c.active }),
    ...contactColumnsOf(deps.crypto, c),
  };
}

export async function createSalesPartner(
  deps: AppDeps,
  p: Principal,
  body: SalesPartnerCreate,
  ip: string,
): Promise<SalesPartnerView> {
  assertStaff(p, 'create');
  const { owner: ownerInvite, name, ...changes } = body;
  if (ownerInvite && (await findUserByEmail(deps.db, ownerInvite.email))) {
    throw conflict(`A user with the e-mail ${ownerInvite.email} already exists`);
  }
  const result = await deps.db
    .transaction(async (tx) => {
      const row = await insertSalesPartner(tx, { ...columnsOf(deps, changes), name });
      const owner = await insertInvitedOwner(tx, ownerInvite, { salesPartnerId: row.id });
      await auditAs(tx, p, ip, {
        action: 'sales_partner_created',
        entityType: 'sales_partner',
        entityId: row.id,
        metadata: { fields: Object.keys(body).filter((k) => k !== 'owner'), owner_invited: Boolean(owner) },
      });
      return { view: toSalesPartnerView(row, 0), owner };
    })
    .catch((err: unknown) => {
      // Two creates raced past the check above: the users e-mail index refused the second owner.
      if (ownerInvite && isUniqueViolation(err))
        throw conflict(`A user with the e-mail ${ownerInvite.email} already exists`);
      throw err;
    });
  if (result.owner) await sendInvite(deps, result.owner, result.view.name);
  return result.view;
}

export async function updateSalesPartner(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: SalesPartnerUpdate,
  ip: string,
): Promise<SalesPartnerView> {
  if (!(await findVisibleSalesPartner(deps.db, p, id))) throw notFound();
  assertStaff(p, 'change');
  return deps.db.transaction(async (tx) => {
    const columns = { ...(changes.name !== undefined && { name: changes.name }), ...columnsOf(deps, changes) };
    await updateSalesPartnerColumns(tx, id, columns);
    await auditAs(tx, p, ip, {
      action: 'sales_partner_updated',
      entityType: 'sales_partner',
      entityId: id,
      metadata: { fields: Object.keys(changes) },
    });
    return (await findVisibleSalesPartner(tx, p, id))!;
  });
}
