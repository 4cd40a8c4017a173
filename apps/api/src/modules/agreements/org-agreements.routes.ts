/**
 * The agreements an organization accepts through its owner: the client services addendum (sets
 * clients.addendum_accepted_at) and the partner services agreement (also the partner owner's
 * onboarding click-through). Every user of the organization may read the text and who accepted it
 * (the rules are in org-agreements.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { clickThroughSchema, orgAgreementViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { acceptOrgAgreement, orgAgreementView, type OrgAgreementKey } from './org-agreements.service.js';

const AGREEMENT_ROUTES: { key: OrgAgreementKey; userType: 'client' | 'partner'; link: string }[] = [
  { key: 'client_services_addendum', userType: 'client', link: '/client_services_addendum' },
  { key: 'partner_services_agreement', userType: 'partner', link: '/partner_services_agreement' },
];
const tags = ['agreements'];

export async function orgAgreementsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  for (const a of AGREEMENT_ROUTES) {
    const access = { userTypes: [a.userType] as const, link: a.link };
    route(app, {
      method: 'GET',
      url: `/v2/agreements/${a.key}`,
      access,
      tags,
      response: orgAgreementViewSchema,
      handler: ({ principal }) => orgAgreementView(deps.db, principal, a.key),
    });
    route(app, {
      method: 'POST',
      url: `/v2/agreements/${a.key}`,
      access,
      tags,
      body: clickThroughSchema,
      response: orgAgreementViewSchema,
      status: 201,
      handler: async ({ principal, body, request }) => {
        await acceptOrgAgreement(
          deps,
          principal,
          a.key,
          body.text_hash,
          request.ip,
          request.headers['user-agent'] ?? null,
        );
        return orgAgreementView(deps.db, principal, a.key);
      },
    });
  }
}
