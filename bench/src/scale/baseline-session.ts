/**
 * The baseline's session check, the least the app must do per request: verify the same JWT the app signs
 * (HS256, issuer, expiry) and look the session up in one prepared statement (live, unrevoked, its user
 * active), which also returns what the caller's access subject is made of (user type, role, partner flags).
 */
import { jwtVerify } from 'jose';
import type pg from 'pg';
import type { AccessSubject, PartnerFlags, Role, UserType } from '@app/domain';

export interface Caller {
  userId: string;
  userType: UserType;
  role: Role | null;
  partnerId: string | null;
  subject: AccessSubject;
}

interface SessionRow {
  user_id: string;
  is_admin: boolean;
  eor_id: string | null;
  partner_id: string | null;
  sales_partner_id: string | null;
  client_id: string | null;
  role: Role | null;
  flags: PartnerFlags | null;
}

const SESSION_SQL = `select u.id user_id, u.is_admin, u.eor_id, u.partner_id, u.sales_partner_id, u.client_id, u.role,
    case when p.id is not null then json_build_object('self_employer', p.self_employer, 'self_funded', p.self_funded,
      'self_time_sheets', p.self_time_sheets, 'self_approve', p.self_approve,
      'is_payroll_disabled', p.is_payroll_disabled, 'is_canada_enabled', p.is_canada_enabled,
      'corp_to_corp', p.corp_to_corp, 'corp_to_corp_enabled', p.corp_to_corp_enabled) end flags
  from sessions s join users u on u.id = s.user_id and u.active
  left join partners p on p.id = u.partner_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`;

const userTypeOf = (r: SessionRow): UserType =>
  r.is_admin
    ? 'admin'
    : r.eor_id
      ? 'eor'
      : r.partner_id
        ? 'partner'
        : r.sales_partner_id
          ? 'sales_partner'
          : r.client_id
            ? 'client'
            : 'contractor';

/** The verified claims of a bearer token, or null. */
export async function tokenClaims(secret: Uint8Array, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: 'staffing-platform', algorithms: ['HS256'] });
    return typeof payload.sid === 'string' && typeof payload.sub === 'string'
      ? { sessionId: payload.sid, userId: payload.sub }
      : null;
  } catch {
    return null;
  }
}

/**
 * The caller behind the request, or null. Only what the benchmarked callers (admins and partner users)
 * need: a client's or contractor's partner is not resolved.
 */
export async function sessionCaller(pool: pg.Pool, secret: Uint8Array, authorization: string | undefined) {
  const claims = await tokenClaims(secret, authorization);
  if (!claims) return null;
  const { rows } = await pool.query<SessionRow>({
    name: 'session',
    text: SESSION_SQL,
    values: [claims.sessionId, claims.userId],
  });
  const r = rows[0];
  if (!r) return null;
  const userType = userTypeOf(r);
  const subject: AccessSubject = { userType, role: r.role, partner: r.flags, client: null, requiresW2Onboard: false };
  return { userId: r.user_id, userType, role: r.role, partnerId: r.partner_id, subject } satisfies Caller;
}
