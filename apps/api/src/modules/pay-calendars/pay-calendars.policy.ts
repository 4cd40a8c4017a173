/**
 * Whose pay calendar a caller may read and change. Staff read every employer's (the platform's unless they
 * name a self-employer partner); admins change them; a self-employer partner's owner or admin reads and
 * changes its own; anyone else is refused.
 */
import { isSelfEmployerPartner } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { findPartnerEmployer } from './pay-calendars.repository.js';
import { PLATFORM_EMPLOYER } from './pay-calendars.service.js';

const PARTNER_CALENDAR_ROLES = ['owner', 'admin'] as const;

export interface EmployerAccess {
  employerKey: string;
  employerName: string;
  canEdit: boolean;
}

export async function employerAccessFor(
  db: DbOrTx,
  p: Principal,
  requested: string | undefined,
): Promise<EmployerAccess> {
  if (isStaff(p)) {
    const canEdit = p.userType === 'admin';
    if (!requested || requested === PLATFORM_EMPLOYER) {
      return { employerKey: PLATFORM_EMPLOYER, employerName: 'Platform (EOR)', canEdit };
    }
    const partner = await findPartnerEmployer(db, requested);
    if (!partner?.selfEmployer) throw notFound('That employer has no pay calendar: it is not a self-employer');
    return { employerKey: partner.id, employerName: partner.name, canEdit };
  }
  const role = p.role;
  const partnerRole = role !== null && (PARTNER_CALENDAR_ROLES as readonly string[]).includes(role);
  if (!isSelfEmployerPartner(p.subject) || !p.partnerId || !partnerRole) {
    throw forbidden("Only the employer's owner or admin may see its pay calendar");
  }
  if (requested && requested !== p.partnerId) throw notFound();
  const name = p.context.partner?.name ?? 'Employer';
  return { employerKey: p.partnerId, employerName: name, canEdit: true };
}
