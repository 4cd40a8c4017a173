import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  accountMessageSchema,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  requestCodeSchema,
  twoFactorRequestSchema,
} from '@app/domain';
import { envelope, route } from '../../lib/route.js';
import { currentUser } from '../users/current-user.service.js';
import * as auth from './auth.service.js';
import { requireEmailCode } from './verification.js';

/** Public routes cannot use route() (it gives the handler a signed-in principal): declared by hand. */
const PUBLIC = { access: { public: true } } as const;
const SIGNED_IN = {};
const tags = ['auth'];
const email = z.string().trim().toLowerCase().email();
const password = z.string().min(8, 'Password must be at least 8 characters').max(200);
const token = z.string().min(16).max(200);
const ok = (message: string) => ({ data: { message } });
const okMessage = (message: string) => ({ message });
const answersToken = { 200: envelope(accessTokenSchema) };
const answersMessage = { 200: envelope(accountMessageSchema) };

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post(
    '/v2/user',
    { config: PUBLIC, schema: { body: loginRequestSchema, tags, response: { 200: envelope(loginResponseSchema) } } },
    async (req) => ({ data: await auth.login(deps, req.body.email, req.body.password, req.ip) }),
  );

  route(app, {
    method: 'GET',
    url: '/v2/user',
    access: SIGNED_IN,
    tags,
    response: currentUserSchema,
    handler: ({ principal }) => currentUser(deps, principal),
  });

  r.post(
    '/v2/user/two_factor',
    { config: PUBLIC, schema: { body: twoFactorRequestSchema, tags, response: answersToken } },
    async (req) => ({ data: await auth.completeTwoFactor(deps, req.body.two_factor_token, req.body.code, req.ip) }),
  );

  r.post(
    '/v2/user/request-code',
    { config: PUBLIC, schema: { body: requestCodeSchema, tags, response: answersMessage } },
    async (req) => {
      await auth.requestCode(deps, req.body, req.principal);
      return ok('A new verification code has been sent to your email.');
    },
  );

  route(app, {
    method: 'POST',
    url: '/v2/user/logout',
    access: SIGNED_IN,
    tags,
    response: accountMessageSchema,
    handler: async ({ principal }) => {
      await auth.logout(deps, principal);
      return okMessage('Signed out');
    },
  });

  r.post(
    '/v2/user/forgot-password',
    { config: PUBLIC, schema: { body: z.object({ email }), tags, response: answersMessage } },
    async (req) => ok(await auth.forgotPassword(deps, req.body.email)),
  );

  r.post(
    '/v2/user/reset-password',
    { config: PUBLIC, schema: { body: z.object({ token, password }), tags, response: answersMessage } },
    async (req) => {
      await auth.resetPassword(deps, req.body.token, req.body.password);
      return ok('Your password has been reset. You can sign in now.');
    },
  );

  route(app, {
    method: 'POST',
    url: '/v2/user/change-password',
    access: SIGNED_IN,
    tags,
    body: z.object({ current_password: z.string().min(1), new_password: password }),
    response: accountMessageSchema,
    handler: async ({ principal, body, request }) => {
      await requireEmailCode(deps, request);
      await auth.changePassword(deps, principal, body.current_password, body.new_password, request.ip);
      return okMessage('Your password has been changed.');
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/user/send-confirmation',
    access: SIGNED_IN,
    tags,
    response: accountMessageSchema,
    handler: async ({ principal }) => {
      await auth.sendEmailConfirmation(deps, principal);
      return okMessage('We sent you a confirmation link.');
    },
  });

  r.post(
    '/v2/user/confirm-email',
    { config: PUBLIC, schema: { body: z.object({ token }), tags, response: answersMessage } },
    async (req) => {
      await auth.confirmEmail(deps, req.body.token);
      return ok('Your e-mail address is confirmed.');
    },
  );

  r.post(
    '/v2/user/passwordless',
    { config: PUBLIC, schema: { body: z.object({ email }), tags, response: answersMessage } },
    async (req) => ok(await auth.requestPasswordless(deps, req.body.email)),
  );

  r.post(
    '/v2/user/passwordless/verify',
    { config: PUBLIC, schema: { body: z.object({ token }), tags, response: answersToken } },
    async (req) => ({ data: await auth.verifyPasswordless(deps, req.body.token, req.ip) }),
  );

  route(app, {
    method: 'POST',
    url: '/v2/user/act-as',
    access: { userTypes: ['admin'] },
    tags,
    body: z.object({ user_id: z.string().uuid() }),
    response: accessTokenSchema,
    handler: ({ principal, body, request }) => auth.actAs(deps, principal, body.user_id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/user/stop-acting',
    access: SIGNED_IN,
    tags,
    response: accessTokenSchema,
    handler: ({ principal, request }) => auth.stopActing(deps, principal, request.ip),
  });
}
