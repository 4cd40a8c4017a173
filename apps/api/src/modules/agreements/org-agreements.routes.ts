/**
 * The agreements an organization accepts through its owner: the client services addendum (sets
 * clients.addendum_accepted_at) and the partner services agreement (also the partner owner's
 * onboarding click-through). Every user of the organization may read the text and who accepted it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clickThroughSchema, type OrgAgreementView } from '@app/domain';
import { clients, partners } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { latestAcceptance } from '../onboarding/onboarding.repository.js';
import { acceptanceView, agreementView, textHashOf } from './agreement-text.js';
import { acceptOrgAgreement, type OrgAgreementKey } from './org-agreements.service.js';

interface OrgAgreement {
  key: OrgAgreementKey;
  userType: 'client' | 'partner';
  link: string;
  org: (p: Principal) => { partnerId?: string; clientId?: string };
  orgName: (deps: AppDeps, p: Principal) => Promise<{ id: string; name: string }>;
}

const AGREEMENT_ROUTES: OrgAgreement[] = [
  {
    key: 'client_services_addendum',
    userType: 'client',
    link: '/client_services_addendum',
    org: (p) => ({ clientId: p.clientId! }),
    orgName: async (deps, p) =>
      (
        await deps.db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, p.clientId!))
      )[0]!,
  },
  {
    key: 'partner_services_agreement',
    userType: 'partner',
    link: '/partner_services_agreement',
    org: (p) => ({ partnerId: p.partnerId! }),
    orgName: async (deps, p) =>
      (
        await deps.db
          .select({ id: partners.id, name: partners.name })
          .from(partners)
          .where(eq(partners.id, p.partnerId!))
      )[0]!,
  },
];

async function viewOf(deps: AppDeps, p: Principal, a: OrgAgreement): Promise<OrgAgreementView> {
  const latest = await latestAcceptance(deps.db, { agreement: a.key, ...a.org(p) });
  return {
    agreement: agreementView(a.key),
    organization: await a.orgName(deps, p),
    acceptance: latest ? acceptanceView(latest.acceptance, latest.user) : null,
    outdated: latest ? latest.acceptance.textHash !== textHashOf(a.key) : false,
  };
}

export async function orgAgreementsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  for (const a of AGREEMENT_ROUTES) {
    const access = { userTypes: [a.userType] as const, link: a.link };
    r.get(`/v2/agreements/${a.key}`, { config: { access }, schema: { tags: ['agreements'] } }, async (req) => ({
      data: await viewOf(deps, mustPrincipal(req.principal), a),
    }));
    r.post(
      `/v2/agreements/${a.key}`,
      { config: { access }, schema: { body: clickThroughSchema, tags: ['agreements'] } },
      async (req, reply) => {
        const p = mustPrincipal(req.principal);
        await acceptOrgAgreement(deps, p, a.key, req.body.text_hash, req.ip);
        return reply.status(201).send({ data: await viewOf(deps, p, a) });
      },
    );
  }
}
