/**
 * The baseline's GET /v2/user: the session check and the user's context (the user, its partner, link grants
 * and completed onboarding steps) in one prepared statement, then @app/domain's pure rules for its links
 * and onboarding requirements, as the app's principal builder uses them. Admins and partner users only.
 */
import type pg from 'pg';
import {
  allowedReports,
  baseLinksFor,
  computeLinks,
  requiredOnboardingSteps,
  type AccessSubject,
  type PartnerFlags,
  type Role,
} from '@app/domain';
import { tokenClaims } from './baseline-session.js';

const USER_SQL = `select u.*, row_to_json(p) partner,
    (select coalesce(json_agg(json_build_object('link', g.link, 'granted', g.granted)), '[]')
      from user_link_grants g where g.user_id = u.id) grants,
    (select coalesce(json_agg(o.step), '[]') from onboarding_completions o where o.user_id = u.id) steps
  from sessions s join users u on u.id = s.user_id and u.active left join partners p on p.id = u.partner_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`;

interface PartnerJson extends PartnerFlags {
  id: string;
  name: string;
  redirect_url: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  dark_mode: boolean;
  subdomain: string | null;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role | null;
  is_admin: boolean;
  is_developer: boolean;
  requires_two_factor: boolean;
  email_confirmed_at: Date | null;
  partner: PartnerJson | null;
  grants: { link: string; granted: boolean }[];
  steps: string[];
}

const flagsOf = (p: PartnerJson): PartnerFlags => ({
  self_employer: p.self_employer,
  self_funded: p.self_funded,
  self_time_sheets: p.self_time_sheets,
  self_approve: p.self_approve,
  is_payroll_disabled: p.is_payroll_disabled,
  is_canada_enabled: p.is_canada_enabled,
  corp_to_corp: p.corp_to_corp,
  corp_to_corp_enabled: p.corp_to_corp_enabled,
});

export async function currentUserBody(pool: pg.Pool, secret: Uint8Array, authorization: string | undefined) {
  const claims = await tokenClaims(secret, authorization);
  if (!claims) return { status: 401, body: null };
  const { rows } = await pool.query<UserRow>({
    name: 'user',
    text: USER_SQL,
    values: [claims.sessionId, claims.userId],
  });
  const u = rows[0];
  if (!u) return { status: 401, body: null };
  const userType = u.is_admin ? 'admin' : 'partner';
  const subject: AccessSubject = {
    userType,
    role: u.role,
    partner: u.partner ? flagsOf(u.partner) : null,
    client: null,
    requiresW2Onboard: false,
  };
  const links = computeLinks(subject, {
    granted: u.grants.filter((g) => g.granted).map((g) => g.link),
    revoked: u.grants.filter((g) => !g.granted).map((g) => g.link),
  });
  const required = requiredOnboardingSteps({
    userType,
    isOrgOwner: u.role === 'owner',
    classification: null,
    partnerSelfEmployer: u.partner?.self_employer ?? false,
    partnerOffersBenefits: false,
    clientRequiresBackgroundCheck: false,
    worksThroughCorpToCorp: false,
  });
  const p = u.partner;
  const body = {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    user_type: userType,
    links,
    base_links: baseLinksFor(userType),
    allowed_reports: allowedReports(subject, links),
    is_developer: u.is_developer,
    requires_two_factor: u.requires_two_factor,
    email_confirmed: u.email_confirmed_at !== null,
    actual_user: null,
    partner: p
      ? {
          ...flagsOf(p),
          redirect_url: p.redirect_url,
          logo_url: p.logo_url,
          favicon_url: p.favicon_url,
          dark_mode: p.dark_mode,
          subdomain: p.subdomain,
          id: p.id,
          name: p.name,
        }
      : null,
    sales_partner: null,
    client: null,
    contractor: null,
    eor: null,
    requirements: {
      required,
      completed: required.filter((s) => u.steps.includes(s)),
      requires_w2_onboard: false,
    },
  };
  return { status: 200, body: { data: body } };
}
