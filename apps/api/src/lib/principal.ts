/**
 * The principal: who is calling, as the access rules and row scoping see it. Built from the user's
 * context rows; the same builder feeds GET /v2/user, so the web app and the server agree. Shared
 * infrastructure (lib): the auth plugin, lib helpers and every module read it.
 */
import {
  baseLinksFor,
  isAdminLike,
  computeLinks,
  requiredOnboardingSteps,
  requiresW2Onboard,
  type AccessSubject,
  type CurrentUser,
  type OnboardingContext,
  type OnboardingStep,
  type PartnerFlags,
  type Role,
  type UserType,
} from '@app/domain';
import type { clients, contractors, partners, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ContractorRow = typeof contractors.$inferSelect;

/** A user with everything access decisions need (users' loadUserContext reads it in one query). */
export interface UserContextRows {
  user: UserRow;
  partner: PartnerRow | null;
  client: (ClientRow & { partner: PartnerRow }) | null;
  contractor: (ContractorRow & { partner: PartnerRow }) | null;
  salesPartner: { id: string; name: string } | null;
  eor: { id: string; name: string } | null;
  grants: { link: string; granted: boolean }[];
  completedSteps: string[];
  /** Facts the onboarding requirements depend on beyond the user's own rows (contractors only). */
  onboardingFacts: { partnerOffersBenefits: boolean; clientRequiresBackgroundCheck: boolean };
}

export interface Principal {
  userId: string;
  email: string;
  userType: UserType;
  role: Role | null;
  subject: AccessSubject;
  links: string[];
  baseLinks: string[];
  /** The tenant: the partner the user's rows belong to (null for admin, eor and sales partners). */
  partnerId: string | null;
  clientId: string | null;
  contractorId: string | null;
  salesPartnerId: string | null;
  sessionId: string;
  /** The admin really holding the session when acting as this user. */
  actualUserId: string | null;
  /** The rows the principal was built from (GET /v2/user and requirements answer from them). */
  context: UserContextRows;
  /**
   * Set when the caller authenticated with an API key (decision 0089): the key acts as its owner, and
   * only within its scopes (plugins/access.ts checks them per route).
   */
  apiKey?: {
    id: string;
    scopes: readonly string[];
    /** The scope this request was let in by (the access plugin sets it): a file link it mints is bound to it. */
    requestScope?: string;
  };
}

/** Platform staff: admin and EOR users (spec section 6, admin-like). */
export const isStaff = (p: Principal) => isAdminLike(p.userType);

/**
 * A client's users act for their own client only: what they create belongs to their client (and so to
 * its partner), and they name no other client.
 */
export const actsForOwnClient = (p: Principal) => p.userType === 'client';

/** A partner's users act for their own partner: what they create belongs to it, and they name no other. */
export const actsForOwnPartner = (p: Principal) => p.userType === 'partner';

export function userTypeOf(
  user: Pick<UserRow, 'isAdmin' | 'eorId' | 'partnerId' | 'salesPartnerId' | 'clientId'>,
): UserType {
  if (user.isAdmin) return 'admin';
  if (user.eorId) return 'eor';
  if (user.partnerId) return 'partner';
  if (user.salesPartnerId) return 'sales_partner';
  if (user.clientId) return 'client';
  return 'contractor';
}

const partnerFlagsOf = (p: PartnerRow): PartnerFlags => ({
  self_employer: p.selfEmployer,
  self_funded: p.selfFunded,
  self_time_sheets: p.selfTimeSheets,
  self_approve: p.selfApprove,
  is_payroll_disabled: p.isPayrollDisabled,
  is_canada_enabled: p.isCanadaEnabled,
  corp_to_corp: p.corpToCorp,
  corp_to_corp_enabled: p.corpToCorpEnabled,
});

export const partnerSummary = (p: PartnerRow) => ({
  id: p.id,
  name: p.name,
  ...partnerFlagsOf(p),
  redirect_url: p.redirectUrl,
  logo_url: p.logoUrl,
  favicon_url: p.faviconUrl,
  dark_mode: p.darkMode,
  subdomain: p.subdomain,
});

function effectivePartner(rows: UserContextRows): PartnerRow | null {
  return rows.partner ?? rows.client?.partner ?? rows.contractor?.partner ?? null;
}

function subjectOf(rows: UserContextRows): AccessSubject {
  const partner = effectivePartner(rows);
  return {
    userType: userTypeOf(rows.user),
    role: rows.user.role,
    partner: partner ? partnerFlagsOf(partner) : null,
    client: rows.client
      ? {
          can_create_assignment: rows.client.canCreateAssignment,
          show_contractor_personal: rows.client.showContractorPersonal,
          requires_signature_for_approval: rows.client.requiresSignatureForApproval,
        }
      : null,
    requiresW2Onboard: requiresW2Onboard(rows.contractor?.classification ?? null),
  };
}

/** What decides the user's onboarding steps (the step table in @app/domain reads it). */
function onboardingContextOf(rows: UserContextRows): OnboardingContext {
  const partner = effectivePartner(rows);
  return {
    userType: userTypeOf(rows.user),
    isOrgOwner: rows.user.role === 'owner',
    classification: rows.contractor?.classification ?? null,
    partnerSelfEmployer: partner?.selfEmployer ?? false,
    partnerOffersBenefits: rows.onboardingFacts.partnerOffersBenefits,
    clientRequiresBackgroundCheck: rows.onboardingFacts.clientRequiresBackgroundCheck,
    worksThroughCorpToCorp: rows.contractor?.corpToCorpId != null,
  };
}

export function requirementsOf(rows: UserContextRows): CurrentUser['requirements'] {
  const required = requiredOnboardingSteps(onboardingContextOf(rows));
  const done = new Set(rows.completedSteps);
  return {
    required,
    completed: required.filter((s) => done.has(s)) as OnboardingStep[],
    requires_w2_onboard: requiresW2Onboard(rows.contractor?.classification ?? null),
  };
}

export function principalOf(rows: UserContextRows, session: { id: string; actualUserId: string | null }): Principal {
  const subject = subjectOf(rows);
  const grants = {
    granted: rows.grants.filter((g) => g.granted).map((g) => g.link),
    revoked: rows.grants.filter((g) => !g.granted).map((g) => g.link),
  };
  return {
    userId: rows.user.id,
    email: rows.user.email,
    userType: subject.userType,
    role: rows.user.role,
    subject,
    links: computeLinks(subject, grants),
    baseLinks: baseLinksFor(subject.userType),
    partnerId: effectivePartner(rows)?.id ?? null,
    clientId: rows.user.clientId,
    contractorId: rows.user.contractorId,
    salesPartnerId: rows.user.salesPartnerId,
    sessionId: session.id,
    actualUserId: session.actualUserId,
    context: rows,
  };
}
