/** Loads a user with everything access decisions need: attachment, flags, grants, onboarding. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  eors,
  onboardingCompletions,
  partnerBenefits,
  partners,
  salesPartners,
  userLinkGrants,
  users,
} from '../../db/schema/index.js';
import type { UserContextRows, UserRow } from '../../lib/principal.js';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

const clientPartners = alias(partners, 'client_partners');
const contractorPartners = alias(partners, 'contractor_partners');

/**
 * One round trip for everything access decisions need: the user, its attachment (with that
 * attachment's partner), grants and completed onboarding steps. Every table read here has a
 * principal_epoch trigger (migration 0008, decision 0032) so the cached principal follows it: a table
 * added here needs its trigger too.
 */
export async function loadUserContext(db: DbOrTx, userId: string): Promise<UserContextRows | undefined> {
  const [row] = await db
    .select({
      user: users,
      partner: partners,
      client: clients,
      clientPartner: clientPartners,
      contractor: contractors,
      contractorPartner: contractorPartners,
      salesPartner: { id: salesPartners.id, name: salesPartners.name },
      eor: { id: eors.id, name: eors.name },
      grants: sql<
        { link: string; granted: boolean }[]
      >`coalesce((select json_agg(json_build_object('link', g.link, 'granted', g.granted)) from ${userLinkGrants} g where g.user_id = ${users.id}), '[]'::json)`,
      completedSteps: sql<
        string[]
      >`coalesce((select json_agg(o.step) from ${onboardingCompletions} o where o.user_id = ${users.id}), '[]'::json)`,
      // The partner offers benefits when it has an active plan (benefits_selection step).
      partnerOffersBenefits: sql<boolean>`exists (select 1 from ${partnerBenefits} pb where pb.partner_id = ${contractors.partnerId} and pb.active)`,
      // Any assignment at a client with a background-check screening config (background_check_agreement).
      clientRequiresBackgroundCheck: sql<boolean>`exists (select 1 from ${assignments} a join ${clients} bc on bc.id = a.client_id where a.contractor_id = ${contractors.id} and bc.requires_background_check)`,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(clientPartners, eq(clientPartners.id, clients.partnerId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(contractorPartners, eq(contractorPartners.id, contractors.partnerId))
    .leftJoin(salesPartners, eq(salesPartners.id, users.salesPartnerId))
    .leftJoin(eors, eq(eors.id, users.eorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    user: row.user,
    partner: row.partner,
    client: row.client && row.clientPartner ? { ...row.client, partner: row.clientPartner } : null,
    contractor: row.contractor && row.contractorPartner ? { ...row.contractor, partner: row.contractorPartner } : null,
    salesPartner: row.salesPartner,
    eor: row.eor,
    grants: row.grants,
    completedSteps: row.completedSteps,
    onboardingFacts: {
      partnerOffersBenefits: row.contractor ? Boolean(row.partnerOffersBenefits) : false,
      clientRequiresBackgroundCheck: row.contractor ? Boolean(row.clientRequiresBackgroundCheck) : false,
    },
  };
}
