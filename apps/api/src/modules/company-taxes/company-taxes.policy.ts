/**
 * Whose company taxes a caller reads and changes (section 6, sensitive data; decision 0044). The route's
 * access rule has already let in only those with the company_taxes capability: platform staff, and a
 * self-employer partner's owner, manager, finance and admin (anyone else 403). Here: staff read every
 * employer's (the platform's unless they name a self-employer partner; any other partner → 404) and only
 * an admin changes them; a self-employer partner's users read and change their own only (another
 * employer's key → 404). A user whose /company_taxes link was revoked is answered 404, as the page is.
 */
import {
  canEditCompanyTaxes,
  canReadCompanyTaxes,
  covers,
  PLATFORM_EMPLOYER_KEY,
  type CompanyTaxEmployerView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { findPartnerEmployer, selfEmployerPartners } from './company-taxes.repository.js';

export const PLATFORM_EMPLOYER_NAME = 'Platform (EOR)';
const LINK = '/company_taxes';

export interface CompanyTaxEmployer {
  employerKey: string;
  employerName: string;
  canEdit: boolean;
}

const NOT_YOURS = "Only the employer's owner, manager, finance or admin may see its company taxes";

function mustHoldLink(p: Principal): void {
  if (!canReadCompanyTaxes(p.subject)) throw forbidden(NOT_YOURS);
  // The capability holds, so the link is the user's unless it was revoked for them (the permissions page).
  if (!p.links.some((l) => covers(l, LINK))) throw notFound();
}

/** The partner users' own employer: a self-employer partner (the capability says so). */
function ownEmployer(p: Principal): CompanyTaxEmployer {
  if (isStaff(p) || !p.partnerId) throw forbidden(NOT_YOURS);
  return {
    employerKey: p.partnerId,
    employerName: p.context.partner?.name ?? 'Employer',
    canEdit: canEditCompanyTaxes(p.subject),
  };
}

/** Every employer the caller reads company taxes of: staff the platform and each self-employer, a partner its own. */
export async function companyTaxEmployersFor(db: DbOrTx, p: Principal): Promise<CompanyTaxEmployerView[]> {
  mustHoldLink(p);
  const view = (e: CompanyTaxEmployer) => ({ key: e.employerKey, name: e.employerName, can_edit: e.canEdit });
  if (!isStaff(p)) return [view(ownEmployer(p))];
  const canEdit = canEditCompanyTaxes(p.subject);
  const own = await selfEmployerPartners(db);
  return [
    { key: PLATFORM_EMPLOYER_KEY, name: PLATFORM_EMPLOYER_NAME, can_edit: canEdit },
    ...own.map((r) => ({ key: r.id, name: r.name, can_edit: canEdit })),
  ];
}

/** The employer the caller asked for (staff: the platform by default; a partner: its own), when it may read it. */
export async function companyTaxEmployerFor(
  db: DbOrTx,
  p: Principal,
  requested: string | undefined,
): Promise<CompanyTaxEmployer> {
  mustHoldLink(p);
  if (!isStaff(p)) {
    const own = ownEmployer(p);
    if (requested && requested !== own.employerKey) throw notFound();
    return own;
  }
  const canEdit = canEditCompanyTaxes(p.subject);
  if (!requested || requested === PLATFORM_EMPLOYER_KEY) {
    return { employerKey: PLATFORM_EMPLOYER_KEY, employerName: PLATFORM_EMPLOYER_NAME, canEdit };
  }
  const partner = await findPartnerEmployer(db, requested);
  if (!partner?.selfEmployer) throw notFound('That employer keeps no company taxes: it is not a self-employer');
  return { employerKey: partner.id, employerName: partner.name, canEdit };
}

export function mustEditCompanyTaxes(employer: CompanyTaxEmployer): void {
  if (!employer.canEdit) throw forbidden("You may read this employer's company taxes, not change them");
}
