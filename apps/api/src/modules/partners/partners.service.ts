/** Creating and changing partners: one transaction per command, audited; the owner invite after commit. */
import { imageIdOfUrl, type PartnerCreate, type PartnerUpdate, type PartnerView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { sendInvite } from '../auth/auth.service.js';
import { findImage } from '../images/images.service.js';
import { findUserByEmail } from '../users/users.service.js';
import type { Principal } from '../../lib/principal.js';
import { contactColumnsOf, insertInvitedOwner } from './organization-fields.js';
import { assertMayCreatePartner, assertMayUpdatePartner, seesPartnerTaxId } from './partners.policy.js';
import {
  findVisiblePartner,
  insertPartner,
  salesPartnerName,
  subdomainTaken,
  toPartnerView,
  updatePartnerColumns,
  viewOfJoined,
} from './partners.repository.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

type PartnerChanges = Omit<PartnerCreate, 'owner' | 'name'> & { name?: string | undefined };

const subdomainTakenError = (subdomain: string) => conflict(`The subdomain ${subdomain} is already taken`);

async function checkReferences(tx: DbOrTx, partnerId: string | null, changes: PartnerChanges) {
  const salesPartner = changes.sales_partner_id ? await salesPartnerName(tx, changes.sales_partner_id) : undefined;
  if (changes.sales_partner_id && !salesPartner)
    throw unprocessable([{ loc: ['body', 'sales_partner_id'], msg: 'Unknown sales partner' }]);
  // An uploaded image must exist and belong to this partner (or to the platform).
  for (const key of ['logo_url', 'favicon_url'] as const) {
    const imageId = changes[key] ? imageIdOfUrl(changes[key]) : null;
    if (!imageId) continue;
    const image = await findImage(tx, imageId);
    if (!image || (image.partnerId !== null && image.partnerId !== partnerId))
      throw unprocessable([{ loc: ['body', key], msg: 'Unknown image: upload it again' }]);
  }
  return salesPartner;
}

function columnsOf(deps: AppDeps, c: PartnerChanges) {
  return {
    ...(c.name !== undefined && { name: c.name }),
    ...(c.subdomain !== undefined && { subdomain: c.subdomain }),
    ...(c.sales_partner_id !== undefined && { salesPartnerId: c.sales_partner_id }),
    ...(c.product_line !== undefined && { productLine: c.product_line }),
    ...(c.funding !== undefined && { funding: c.funding }),
    ...(c.self_employer !== undefined && { selfEmployer: c.self_employer }),
    ...(c.self_funded !== undefined && { selfFunded: c.self_funded }),
    ...(c.self_time_sheets !== undefined && { selfTimeSheets: c.self_time_sheets }),
    ...(c.self_approve !== undefined && { selfApprove: c.self_approve }),
    ...(c.is_payroll_disabled !== undefined && { isPayrollDisabled: c.is_payroll_disabled }),
    ...(c.is_canada_enabled !== undefined && { isCanadaEnabled: c.is_canada_enabled }),
    ...(c.corp_to_corp !== undefined && { corpToCorp: c.corp_to_corp }),
    ...(c.corp_to_corp_enabled !== undefined && { corpToCorpEnabled: c.corp_to_corp_enabled }),
    ...(c.redirect_url !== undefined && { redirectUrl: c.redirect_url }),
    ...(c.logo_url !== undefined && { logoUrl: c.logo_url }),
    ...(c.favicon_url !== undefined && { faviconUrl: c.favicon_url }),
    ...(c.dark_mode !== undefined && { darkMode: c.dark_mode }),
    ...(c.brand_color !== undefined && { brandColor: c.brand_color }),
    ...(c.white_label_brand_name !== undefined && { whiteLabelBrandName: c.white_label_brand_name }),
    ...(c.payroll_frequency !== undefined && { payrollFrequency: c.payroll_frequency }),
    ...(c.active !== undefined && { active: c.active }),
    ...(c.platform_fee_basis !== undefined && { platformFeeBasis: c.platform_fee_basis }),
    ...(c.platform_fee_amount !== undefined && { platformFeeAmount: c.platform_fee_amount }),
    ...(c.write_off_threshold !== undefined && { writeOffThreshold: c.write_off_threshold }),
    ...contactColumnsOf(deps.crypto, c),
  };
}

export async function createPartner(
  deps: AppDeps,
  p: Principal,
  body: PartnerCreate,
  ip: string,
): Promise<PartnerView> {
  assertMayCreatePartner(p);
  const { owner: ownerInvite, name, ...changes } = body;
  if (ownerInvite && (await findUserByEmail(deps.db, ownerInvite.email))) {
    throw conflict(`A user with the e-mail ${ownerInvite.email} already exists`);
  }
  if (body.subdomain && (await subdomainTaken(deps.db, body.subdomain))) throw subdomainTakenError(body.subdomain);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const salesPartner = await checkReferences(tx, null, changes);
      const row = await insertPartner(tx, { ...columnsOf(deps, changes), name });
      const owner = await insertInvitedOwner(tx, ownerInvite, { partnerId: row.id });
      await auditAs(tx, p, ip, {
        action: 'partner_created',
        entityType: 'partner',
        entityId: row.id,
        metadata: { fields: Object.keys(body).filter((k) => k !== 'owner'), owner_invited: Boolean(owner) },
      });
      return { view: toPartnerView(row, salesPartner ?? null, true), owner };
    });
    // Mail only once the partner exists for sure; a failed send leaves "forgot password" as the way in.
    if (result.owner) await sendInvite(deps, result.owner, result.view.name);
    return result.view;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('The subdomain or the owner e-mail is already taken');
    throw err;
  }
}

export async function updatePartner(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: PartnerUpdate,
  ip: string,
): Promise<PartnerView> {
  const visible = await findVisiblePartner(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayUpdatePartner(p, id, changes);
  if (changes.subdomain && (await subdomainTaken(deps.db, changes.subdomain, id)))
    throw subdomainTakenError(changes.subdomain);
  try {
    return await deps.db.transaction(async (tx) => {
      await checkReferences(tx, id, changes);
      const columns = columnsOf(deps, changes);
      await updatePartnerColumns(tx, id, columns);
      await auditAs(tx, p, ip, {
        action: 'partner_updated',
        entityType: 'partner',
        entityId: id,
        // Field names only: a tax id never reaches the audit trail. The brand colour is public, so its
        // change is kept as from and to.
        metadata: {
          fields: Object.keys(changes),
          ...(changes.brand_color !== undefined && {
            brand_color: { from: visible.partner.brandColor, to: changes.brand_color },
          }),
        },
      });
      const updated = await findVisiblePartner(tx, p, id);
      return viewOfJoined(updated!, seesPartnerTaxId(p));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw subdomainTakenError(changes.subdomain ?? '');
    throw err;
  }
}
