/**
 * The agreements an organization accepts through its owner: the client services addendum (sets
 * clients.addendum_accepted_at) and the partner services agreement (also the partner owner's
 * onboarding click-through). Every user of the organization may read the text and who accepted it
 * (the rules are in org-agreements.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clickThroughSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { acceptOrgAgreement, orgAgreementView, type OrgAgreementKey } from './org-agreements.service.js';

const AGREEMENT_ROUTES: { key: OrgAgreementKey; userType: 'client' | 'partner'; link: string }[] = [
  { key: 'client_services_addendum', userType: 'client', link: '/client_services_addendum' },
  { key: 'partner_services_agreement', userType: 'partner', link: '/partner_services_agreement' },
];

export async function orgAgreementsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  for (const a of AGREEMENT_ROUTES) {
    const access = { userTypes: [a.userType] as const, link: a.link };
    r.get(`/v2/agreements/${a.key}`, { config: { access }, schema: { tags: ['agreements'] } }, async (req) => ({
      data: await orgAgreementView(deps.db, mustPrincipal(req.principal), a.key),
    }));
    r.post(
      `/v2/agreements/${a.key}`,
      { config: { access }, schema: { body: clickThroughSchema, tags: ['agreements'] } },
      async (req, reply) => {
        const p = mustPrincipal(req.principal);
        await acceptOrgAgreement(deps, p, a.key, req.body.text_hash, req.ip);
        return reply.status(201).send({ data: await orgAgreementView(deps.db, p, a.key) });
      },
    );
  }
}
