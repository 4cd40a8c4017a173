/**
 * The agreements an organization accepts through its owner: the client services addendum (sets
 * clients.addendum_accepted_at) and the partner services agreement (also the partner owner's
 * onboarding click-through). Every user of the organization may read the text and who accepted it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGREEMENTS, clickThroughSchema, type AgreementKey, type OrgAgreementView } from '@app/domain';
import { agreementAcceptances, clients, partners } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { latestAcceptance, markComplete } from '../onboarding/onboarding.repository.js';
import { requirementsOf, type Principal } from '../users/principal.js';
import { acceptanceView, agreementView, textHashOf } from './agreement-text.js';

interface OrgAgreement {
  key: Extract<AgreementKey, 'client_services_addendum' | 'partner_services_agreement'>;
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

async function accept(deps: AppDeps, req: FastifyRequest, p: Principal, a: OrgAgreement, textHash: string) {
  if (p.role !== 'owner') throw forbidden('Only the owner accepts this agreement for the company');
  if (textHash !== textHashOf(a.key)) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const { required } = requirementsOf(p.context);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreementAcceptances)
      .values({
        userId: p.userId,
        agreement: a.key,
        partnerId: p.partnerId,
        clientId: p.clientId,
        textHash,
        version: AGREEMENTS[a.key].version,
        ip: req.ip,
      })
      .returning();
    if (a.key === 'client_services_addendum') {
      await tx.update(clients).set({ addendumAcceptedAt: row!.acceptedAt }).where(eq(clients.id, p.clientId!));
    }
    // The same text is the partner owner's onboarding click-through.
    if (a.key === 'partner_services_agreement' && required.includes('partner_services_agreement_clickthru')) {
      await markComplete(tx, p.userId, 'partner_services_agreement_clickthru');
    }
    await audit(tx, {
      actorUserId: p.userId,
      actualUserId: p.actualUserId,
      action: 'agreement_accepted',
      entityType: 'agreement_acceptance',
      entityId: row!.id,
      metadata: { agreement: a.key, version: row!.version },
      ip: req.ip,
    });
  });
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
        await accept(deps, req, p, a, req.body.text_hash);
        return reply.status(201).send({ data: await viewOf(deps, p, a) });
      },
    );
  }
}
