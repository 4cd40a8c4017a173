/** Creating and changing clients: one transaction per command, audited; the owner invite after commit. */
import type { ClientCreate, ClientUpdate, ClientView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { sendInvite } from '../auth/auth.service.js';
import { findUserByEmail } from '../users/users.service.js';
import type { Principal } from '../../lib/principal.js';
import { assertMayCreateClient, assertMayUpdateClient, isStaff } from './clients.policy.js';
import { addressColumnsOf } from '../../lib/address-columns.js';
import {
  findPartnerOfNewClient,
  findVisibleClient,
  insertClient,
  insertClientOwner,
  toClientView,
  updateClientColumns,
} from './clients.repository.js';

function partnerIdFor(p: Principal, body: ClientCreate): string {
  if (!isStaff(p)) return p.partnerId!;
  if (!body.partner_id)
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner this client belongs to' }]);
  return body.partner_id;
}

export async function createClient(deps: AppDeps, p: Principal, body: ClientCreate, ip: string): Promise<ClientView> {
  assertMayCreateClient(p);
  const partnerId = partnerIdFor(p, body);
  if (body.owner && (await findUserByEmail(deps.db, body.owner.email))) {
    throw conflict(`A user with the e-mail ${body.owner.email} already exists`);
  }
  const result = await deps.db.transaction(async (tx) => {
    const partner = await findPartnerOfNewClient(tx, partnerId);
    if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    const row = await insertClient(tx, {
      partnerId,
      name: body.name,
      paymentTermsNetDays: body.payment_terms_net_days,
      billingEmail: body.billing_email,
      canCreateAssignment: body.can_create_assignment,
      showContractorPersonal: body.show_contractor_personal,
      requiresSignatureForApproval: body.requires_signature_for_approval,
      invoiceFrequency: body.invoice_frequency,
      invoiceGrouping: body.invoice_grouping,
      poOverrunPolicy: body.po_overrun_policy,
      salesTaxExempt: body.sales_tax_exempt,
      salesTaxExemptionCertificate: body.sales_tax_exemption_certificate,
      ...addressColumnsOf(body.address),
    });
    const owner = body.owner
      ? await insertClientOwner(tx, row.id, {
          email: body.owner.email,
          firstName: body.owner.first_name,
          lastName: body.owner.last_name,
        })
      : undefined;
    await auditAs(tx, p, ip, {
      action: 'client_created',
      entityType: 'client',
      entityId: row.id,
      metadata: { partner_id: partnerId, owner_invited: Boolean(owner) },
    });
    return { view: toClientView(row, partner.name), owner };
  });
  // Mail only once the client exists for sure; a failed send leaves "forgot password" as the way in.
  if (result.owner) await sendInvite(deps, result.owner, result.view.name);
  return result.view;
}

export async function updateClient(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: ClientUpdate,
  ip: string,
): Promise<ClientView> {
  const visible = await findVisibleClient(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayUpdateClient(p, id, changes);
  return deps.db.transaction(async (tx) => {
    const changed = await updateClientColumns(tx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.payment_terms_net_days !== undefined && { paymentTermsNetDays: changes.payment_terms_net_days }),
      ...(changes.billing_email !== undefined && { billingEmail: changes.billing_email }),
      ...(changes.address !== undefined && addressColumnsOf(changes.address)),
      ...(changes.can_create_assignment !== undefined && { canCreateAssignment: changes.can_create_assignment }),
      ...(changes.show_contractor_personal !== undefined && {
        showContractorPersonal: changes.show_contractor_personal,
      }),
      ...(changes.requires_signature_for_approval !== undefined && {
        requiresSignatureForApproval: changes.requires_signature_for_approval,
      }),
      ...(changes.invoice_frequency !== undefined && { invoiceFrequency: changes.invoice_frequency }),
      ...(changes.invoice_grouping !== undefined && { invoiceGrouping: changes.invoice_grouping }),
      ...(changes.po_overrun_policy !== undefined && { poOverrunPolicy: changes.po_overrun_policy }),
      ...(changes.sales_tax_exempt !== undefined && { salesTaxExempt: changes.sales_tax_exempt }),
      ...(changes.sales_tax_exemption_certificate !== undefined && {
        salesTaxExemptionCertificate: changes.sales_tax_exemption_certificate,
      }),
    });
    if (changed)
      await auditAs(tx, p, ip, {
        action: 'client_updated',
        entityType: 'client',
        entityId: id,
        metadata: { fields: Object.keys(changes) },
      });
    const updated = (await findVisibleClient(tx, p, id))!;
    return toClientView(updated.client, updated.partnerName);
  });
}
