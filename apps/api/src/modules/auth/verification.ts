/**
 * The 424 step for sensitive actions: when e-mail code verification is on, the first call mails a
 * code and answers 424 with a detail; the same request replayed with X-Verification-Code goes on.
 * A request made with an API key is refused here outright.
 */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden, unauthorized, verificationRequired } from '../../lib/errors.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { consumeCode, issueCode } from './codes.service.js';

const VERIFICATION_DETAIL = 'For your security we sent a 6-digit code to your email address.';

export async function requireEmailCode(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  // The code proves a person at the keyboard: an API key never passes this step, whatever the partner's
  // setting (a reveal, a payroll approval, a bank account change are a person's acts, decision 0089).
  if (principal.apiKey) throw forbidden('API keys may not take actions that need the e-mailed code');
  const settings = await effectiveSettings(deps.db, principal.partnerId);
  if (!settings.enabled_email_code_verification) return;
  const codeDeps = { db: deps.db, secret: deps.config.jwtSecret, mailer: deps.mailer };
  const header = request.headers['x-verification-code'];
  const code = Array.isArray(header) ? header[0] : header;
  if (code) {
    if (await consumeCode(codeDeps, principal.userId, 'action', code.trim())) return;
    throw badRequest('Invalid code');
  }
  try {
    await issueCode(codeDeps, { id: principal.userId, email: principal.email }, 'action');
  } catch {
    // A code sent under a minute ago is still valid: ask for it rather than failing the request.
  }
  throw verificationRequired(VERIFICATION_DETAIL);
}
