import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, requestCodeSchema, twoFactorRequestSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { currentUser } from '../users/current-user.service.js';
import * as auth from './auth.service.js';
import { requireEmailCode } from './verification.js';

const PUBLIC = { access: { public: true } } as const;
const SIGNED_IN = { access: {} } as const;
const email = z.string().trim().toLowerCase().email();
const password = z.string().min(8, 'Password must be at least 8 characters').max(200);
const token = z.string().min(16).max(200);
const ok = (message: string) => ({ data: { message } });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post('/v2/user', { config: PUBLIC, schema: { body: loginRequestSchema, tags: ['auth'] } }, async (req) => ({
    data: await auth.login(deps, req.body.email, req.body.password, req.ip),
  }));

  r.get('/v2/user', { config: SIGNED_IN, schema: { tags: ['auth'] } }, async (req) => ({
    data: await currentUser(deps, mustPrincipal(req.principal)),
  }));

  r.post(
    '/v2/user/two_factor',
    { config: PUBLIC, schema: { body: twoFactorRequestSchema, tags: ['auth'] } },
    async (req) => ({ data: await auth.completeTwoFactor(deps, req.body.two_factor_token, req.body.code, req.ip) }),
  );

  r.post(
    '/v2/user/request-code',
    {
      config: PUBLIC,
      schema: { body: requestCodeSchema, tags: ['auth'] },
    },
    async (req) => {
      await auth.requestCode(deps, req.body, req.principal);
      return ok('A new verification code has been sent to your email.');
    },
  );

  r.post('/v2/user/logout', { config: SIGNED_IN, schema: { tags: ['auth'] } }, async (req) => {
    await auth.logout(deps, mustPrincipal(req.principal));
    return ok('Signed out');
  });

  r.post(
    '/v2/user/forgot-password',
    { config: PUBLIC, schema: { body: z.object({ email }), tags: ['auth'] } },
    async (req) => ok(await auth.forgotPassword(deps, req.body.email)),
  );

  r.post(
    '/v2/user/reset-password',
    { config: PUBLIC, schema: { body: z.object({ token, password }), tags: ['auth'] } },
    async (req) => {
      await auth.resetPassword(deps, req.body.token, req.body.password);
      return ok('Your password has been reset. You can sign in now.');
    },
  );

  r.post(
    '/v2/user/change-password',
    {
      config: SIGNED_IN,
      schema: { body: z.object({ current_password: z.string().min(1), new_password: password }), tags: ['auth'] },
    },
    async (req) => {
      const principal = mustPrincipal(req.principal);
      await requireEmailCode(deps, req);
      await auth.changePassword(deps, principal, req.body.current_password, req.body.new_password, req.ip);
      return ok('Your password has been changed.');
    },
  );

  r.post('/v2/user/send-confirmation', { config: SIGNED_IN, schema: { tags: ['auth'] } }, async (req) => {
    await auth.sendEmailConfirmation(deps, mustPrincipal(req.principal));
    return ok('We sent you a confirmation link.');
  });

  r.post(
    '/v2/user/confirm-email',
    { config: PUBLIC, schema: { body: z.object({ token }), tags: ['auth'] } },
    async (req) => {
      await auth.confirmEmail(deps, req.body.token);
      return ok('Your e-mail address is confirmed.');
    },
  );

  r.post(
    '/v2/user/passwordless',
    { config: PUBLIC, schema: { body: z.object({ email }), tags: ['auth'] } },
    async (req) => ok(await auth.requestPasswordless(deps, req.body.email)),
  );

  r.post(
    '/v2/user/passwordless/verify',
    { config: PUBLIC, schema: { body: z.object({ token }), tags: ['auth'] } },
    async (req) => ({ data: await auth.verifyPasswordless(deps, req.body.token, req.ip) }),
  );

  r.post(
    '/v2/user/act-as',
    {
      config: { access: { userTypes: ['admin'] } },
      schema: { body: z.object({ user_id: z.string().uuid() }), tags: ['auth'] },
    },
    async (req) => ({ data: await auth.actAs(deps, mustPrincipal(req.principal), req.body.user_id, req.ip) }),
  );

  r.post('/v2/user/stop-acting', { config: SIGNED_IN, schema: { tags: ['auth'] } }, async (req) => ({
    data: await auth.stopActing(deps, mustPrincipal(req.principal), req.ip),
  }));
}
