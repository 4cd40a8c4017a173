/**
 * Sign-in and account security: password login with throttling, the e-mailed second factor,
 * logout, password reset and change, e-mail confirmation, passwordless links, and acting as a user.
 */
import type { AppDeps } from '../../deps.js';
import { audit, auditAs } from '../../lib/audit.js';
import { hashPassword, keyedHash, randomToken, verifyPassword } from '../../lib/crypto.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/errors.js';
import { createSession, revokeSession, revokeUserSessions } from './sessions.repository.js';
import { signAccessToken } from './tokens.js';
import { clearFailedLogins, startLoginAttempt } from './throttle.js';
import { consumeCode, issueCode, issueLoginCode } from './codes.service.js';
import { findOpenLoginCode } from './verification-codes.repository.js';
import { markEmailConfirmed, setPasswordHash } from './auth-users.repository.js';
import { insertOneTimeToken, useOneTimeToken, type OneTimePurpose } from './one-time-tokens.repository.js';
import { findUserByEmail, findUserById } from '../users/users.service.js';
import type { Principal } from '../../lib/principal.js';

const TWO_FACTOR_DETAIL = 'We sent a 6-digit code to your email address.';
const GENERIC_SENT = 'If an account exists for that address, we have sent it an e-mail.';
const LINK_TTL_MINUTES: Record<OneTimePurpose, number> = {
  reset_password: 60,
  confirm_email: 7 * 24 * 60,
  passwordless: 15,
};

const hashOf = (deps: AppDeps, token: string) => keyedHash(deps.config.jwtSecret, token);

async function issueAccessToken(deps: AppDeps, userId: string, ip: string, actualUserId: string | null = null) {
  const session = await createSession(deps.db, { userId, actualUserId, ip });
  return signAccessToken(deps.config.jwtSecret, { sessionId: session.id, userId });
}

export type LoginResult =
  { access_token: string } | { requires_two_factor: true; two_factor_token: string; detail: string };

export async function login(deps: AppDeps, email: string, password: string, ip: string): Promise<LoginResult> {
  // Counted as a failure until the password proves right (a 429 when a delay is still running).
  const attempt = await startLoginAttempt(deps.db, email, ip);
  const user = await findUserByEmail(deps.db, email);
  const ok = user?.active === true && (await verifyPassword(user.passwordHash, password));
  if (!user || !ok) throw unauthorized('Invalid email or password');
  await clearFailedLogins(deps.db, attempt);
  if (user.requiresTwoFactor) {
    const twoFactorToken = randomToken();
    await issueLoginCode(
      { db: deps.db, secret: deps.config.jwtSecret, mailer: deps.mailer },
      user,
      hashOf(deps, twoFactorToken),
    );
    return { requires_two_factor: true, two_factor_token: twoFactorToken, detail: TWO_FACTOR_DETAIL };
  }
  return { access_token: await issueAccessToken(deps, user.id, ip) };
}

export async function completeTwoFactor(deps: AppDeps, twoFactorToken: string, code: string, ip: string) {
  const pending = await findOpenLoginCode(deps.db, hashOf(deps, twoFactorToken));
  if (!pending) throw badRequest('Your sign-in has expired. Please sign in again.');
  const ok = await consumeCode(
    { db: deps.db, secret: deps.config.jwtSecret, mailer: deps.mailer },
    pending.userId,
    'login',
    code,
  );
  if (!ok) throw badRequest('Invalid code');
  return { access_token: await issueAccessToken(deps, pending.userId, ip) };
}

/** Resends a code: the pending login's (by two_factor_token) or the signed-in user's 424 code. */
export async function requestCode(
  deps: AppDeps,
  input: { email?: string | undefined; two_factor_token?: string | undefined },
  principal: Principal | null,
): Promise<void> {
  const codeDeps = { db: deps.db, secret: deps.config.jwtSecret, mailer: deps.mailer };
  if (input.two_factor_token) {
    const tokenHash = hashOf(deps, input.two_factor_token);
    const pending = await findOpenLoginCode(deps.db, tokenHash);
    const user = pending && (await findUserById(deps.db, pending.userId));
    if (!user) throw badRequest('Your sign-in has expired. Please sign in again.');
    return issueCode(codeDeps, user, 'login', tokenHash);
  }
  if (!principal) throw unauthorized();
  if (input.email && input.email.toLowerCase() !== principal.email)
    throw forbidden('You can only request a code for your own account');
  await issueCode(codeDeps, { id: principal.userId, email: principal.email }, 'action');
}

export async function logout(deps: AppDeps, principal: Principal) {
  await revokeSession(deps.db, principal.sessionId);
}

async function mailLink(
  deps: AppDeps,
  user: { id: string; email: string },
  purpose: OneTimePurpose,
  path: string,
  subject: string,
) {
  const token = randomToken();
  await insertOneTimeToken(deps.db, {
    userId: user.id,
    purpose,
    tokenHash: hashOf(deps, token),
    ttlMinutes: LINK_TTL_MINUTES[purpose],
  });
  const url = `${deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject,
    text: `${subject}:\n\n${url}\n\nThe link works once. If you did not ask for it, ignore this e-mail.\n`,
  });
}

/** A new user is invited with a one-time link to set a password (valid a week). */
export async function sendInvite(deps: AppDeps, user: { id: string; email: string }, organization: string) {
  const token = randomToken();
  await insertOneTimeToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    tokenHash: hashOf(deps, token),
    ttlMinutes: 7 * 24 * 60,
  });
  const url = `${deps.config.publicUrl}/forgot_password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: `You are invited to ${organization}`,
    text: `You have been invited to ${organization}. Set your password to sign in:\n\n${url}\n\nThe link works once and expires in 7 days.\n`,
  });
}

export async function forgotPassword(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user?.active) await mailLink(deps, user, 'reset_password', '/forgot_password', 'Reset your password');
  return GENERIC_SENT;
}

export async function resetPassword(deps: AppDeps, token: string, password: string) {
  await deps.db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, 'reset_password', hashOf(deps, token));
    if (!used) throw badRequest('This link is invalid or has expired. Please request a new one.');
    const passwordHash = await hashPassword(password, deps.config.passwordHashing);
    await setPasswordHash(tx, used.userId, passwordHash);
    // A reset signs every device out.
    await revokeUserSessions(tx, used.userId);
    await audit(tx, { actorUserId: used.userId, action: 'password_reset', entityType: 'user', entityId: used.userId });
  });
}

export async function changePassword(deps: AppDeps, principal: Principal, current: string, next: string, ip: string) {
  const user = await findUserById(deps.db, principal.userId);
  if (!user || !(await verifyPassword(user.passwordHash, current))) {
    throw new HttpError(422, 'Current password is incorrect', {
      detail: [{ loc: ['body', 'current_password'], msg: 'Current password is incorrect' }],
    });
  }
  const passwordHash = await hashPassword(next, deps.config.passwordHashing);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await auditAs(tx, principal, ip, {
      action: 'password_changed',
      entityType: 'user',
      entityId: user.id,
    });
  });
}

export async function sendEmailConfirmation(deps: AppDeps, principal: Principal) {
  await mailLink(
    deps,
    { id: principal.userId, email: principal.email },
    'confirm_email',
    '/confirm_email',
    'Confirm your e-mail address',
  );
}

export async function confirmEmail(deps: AppDeps, token: string) {
  const used = await useOneTimeToken(deps.db, 'confirm_email', hashOf(deps, token));
  if (!used) throw badRequest('This link is invalid or has expired.');
  await markEmailConfirmed(deps.db, used.userId);
}

export async function requestPasswordless(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user?.active) await mailLink(deps, user, 'passwordless', '/passwordless', 'Your sign-in link');
  return GENERIC_SENT;
}

export async function verifyPasswordless(deps: AppDeps, token: string, ip: string) {
  const used = await useOneTimeToken(deps.db, 'passwordless', hashOf(deps, token));
  const user = used && (await findUserById(deps.db, used.userId));
  if (!user?.active) throw badRequest('This link is invalid or has expired. Please request a new one.');
  return { access_token: await issueAccessToken(deps, user.id, ip) };
}

/** An admin acts as another user: a new session for the target that remembers the admin. */
export async function actAs(deps: AppDeps, principal: Principal, targetUserId: string, ip: string) {
  if (principal.actualUserId) throw badRequest('Stop acting as the current user first');
  const target = await findUserById(deps.db, targetUserId);
  if (!target?.active) throw notFound('User not found');
  if (target.isAdmin) throw forbidden('Admins cannot act as another admin');
  return deps.db.transaction(async (tx) => {
    await audit(tx, {
      actorUserId: principal.userId,
      action: 'act_as_start',
      entityType: 'user',
      entityId: target.id,
      ip,
    });
    const session = await createSession(tx, { userId: target.id, actualUserId: principal.userId, ip });
    return { access_token: await signAccessToken(deps.config.jwtSecret, { sessionId: session.id, userId: target.id }) };
  });
}

export async function stopActing(deps: AppDeps, principal: Principal, ip: string) {
  if (!principal.actualUserId) throw badRequest('You are not acting as another user');
  const admin = principal.actualUserId;
  await revokeSession(deps.db, principal.sessionId);
  await audit(deps.db, {
    actorUserId: admin,
    action: 'act_as_stop',
    entityType: 'user',
    entityId: principal.userId,
    ip,
  });
  return { access_token: await issueAccessToken(deps, admin, ip) };
}
