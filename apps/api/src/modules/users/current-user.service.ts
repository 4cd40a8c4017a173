/** GET /v2/user: every field of spec section 3, with the attached entity and its flags. */
import { allowedReports, type CurrentUser } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { partnerSummary, requirementsOf, type Principal } from '../../lib/principal.js';
import { findUserById } from './user-context.repository.js';

export async function currentUser(deps: AppDeps, principal: Principal): Promise<CurrentUser> {
  const rows = principal.context;
  const user = rows.user;
  const actual = principal.actualUserId ? await findUserById(deps.db, principal.actualUserId) : undefined;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    user_type: principal.userType,
    links: principal.links,
    base_links: principal.baseLinks,
    allowed_reports: allowedReports(principal.subject, principal.links),
    is_developer: user.isDeveloper,
    requires_two_factor: user.requiresTwoFactor,
    email_confirmed: user.emailConfirmedAt !== null,
    actual_user: actual
      ? { id: actual.id, email: actual.email, first_name: actual.firstName, last_name: actual.lastName }
      : null,
    partner: rows.partner ? partnerSummary(rows.partner) : null,
    sales_partner: rows.salesPartner,
    client: rows.client
      ? {
          id: rows.client.id,
          name: rows.client.name,
          partner_id: rows.client.partnerId,
          can_create_assignment: rows.client.canCreateAssignment,
          show_contractor_personal: rows.client.showContractorPersonal,
          requires_signature_for_approval: rows.client.requiresSignatureForApproval,
          partner: partnerSummary(rows.client.partner),
        }
      : null,
    contractor: rows.contractor
      ? {
          id: rows.contractor.id,
          first_name: rows.contractor.firstName,
          last_name: rows.contractor.lastName,
          classification: rows.contractor.classification,
          partner_id: rows.contractor.partnerId,
          partner: partnerSummary(rows.contractor.partner),
        }
      : null,
    eor: rows.eor,
    requirements: requirementsOf(rows),
  };
}
