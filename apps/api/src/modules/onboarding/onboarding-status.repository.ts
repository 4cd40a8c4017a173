/**
 * Where people stand in onboarding, for staff (/onboarding and the admin "Onboarding" screen).
 * Requirements are computed with the same domain table as GET /v2/requirements, from the same
 * facts, so the staff view and the user's own screen always agree.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  currentOnboardingStep,
  requiredOnboardingSteps,
  type JobClassification,
  type OnboardingStep,
  type Role,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  onboardingCompletions,
  partnerBenefits,
  partners,
  users,
} from '../../db/schema/index.js';
import { userTypeOf, type Principal } from '../../lib/principal.js';
import { onboardingUserScope, partnerIdOfUser } from './onboarding.scope.js';

export interface StandingRow {
  userId: string;
  name: string;
  email: string;
  userType: ReturnType<typeof userTypeOf>;
  partner: { id: string; name: string } | null;
  contractorId: string | null;
  classification: JobClassification | null;
  required: OnboardingStep[];
  completed: OnboardingStep[];
  current: OnboardingStep | null;
  lastCompletedAt: string | null;
}

/** The facts a user's required steps depend on, as SQL (the same as loadStandings reads). */
const userTypeSql = sql<ReturnType<typeof userTypeOf>>`case
  when ${users.isAdmin} then 'admin' when ${users.eorId} is not null then 'eor'
  when ${users.partnerId} is not null then 'partner' when ${users.salesPartnerId} is not null then 'sales_partner'
  when ${users.clientId} is not null then 'client' else 'contractor' end`;
const offersBenefitsSql = sql<boolean>`exists (select 1 from ${partnerBenefits} pb where pb.partner_id = ${contractors.partnerId} and pb.active)`;
const backgroundCheckSql = sql<boolean>`exists (select 1 from ${assignments} a join ${clients} bc on bc.id = a.client_id where a.contractor_id = ${contractors.id} and bc.requires_background_check)`;

/** Every visible user with the facts their steps depend on; `userIds` narrows it. */
export async function loadStandings(db: DbOrTx, p: Principal, userIds?: string[]): Promise<StandingRow[]> {
  if (userIds && userIds.length === 0) return [];
  const rows = await db
    .select({
      // The columns a standing reads, not the whole row (its secrets and hashes have no business here).
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        contractorId: users.contractorId,
        isAdmin: users.isAdmin,
        eorId: users.eorId,
        partnerId: users.partnerId,
        salesPartnerId: users.salesPartnerId,
        clientId: users.clientId,
      },
      classification: contractors.classification,
      corpToCorpId: contractors.corpToCorpId,
      partnerId: partnerIdOfUser,
      partnerName: partners.name,
      selfEmployer: partners.selfEmployer,
      offersBenefits: offersBenefitsSql,
      backgroundCheck: backgroundCheckSql,
      completions: sql<
        { step: string; at: string }[]
      >`coalesce((select json_agg(json_build_object('step', o.step, 'at', o.completed_at)) from ${onboardingCompletions} o where o.user_id = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(partners, sql`${partners.id} = ${partnerIdOfUser}`)
    .where(and(onboardingUserScope(p), eq(users.active, true), userIds ? inArray(users.id, userIds) : undefined))
    .orderBy(users.lastName, users.firstName);

  return rows.map((r) => {
    const userType = userTypeOf(r.user);
    const required = requiredOnboardingSteps({
      userType,
      isOrgOwner: r.user.role === ('owner' satisfies Role),
      classification: r.classification ?? null,
      partnerSelfEmployer: r.selfEmployer ?? false,
      partnerOffersBenefits: Boolean(r.offersBenefits),
      clientRequiresBackgroundCheck: Boolean(r.backgroundCheck),
      worksThroughCorpToCorp: r.corpToCorpId != null,
    });
    const done = new Set(r.completions.map((c) => c.step));
    const completed = required.filter((s) => done.has(s));
    const last =
      r.completions
        .map((c) => c.at)
        .sort()
        .at(-1) ?? null;
    return {
      userId: r.user.id,
      name: `${r.user.firstName} ${r.user.lastName}`,
      email: r.user.email,
      userType,
      partner: r.partnerId && r.partnerName ? { id: r.partnerId, name: r.partnerName } : null,
      contractorId: r.user.contractorId,
      classification: r.classification ?? null,
      required,
      completed,
      current: currentOnboardingStep(required, completed),
      lastCompletedAt: last ? new Date(last).toISOString() : null,
    };
  });
}

/**
 * How many visible users still have a required step open (the dashboard's figure: the /onboarding list's
 * total with status=incomplete). The users are counted in SQL per set of facts their requirements depend
 * on and per set of steps they completed — a few dozen groups however many users there are — and each
 * group is judged with the same domain table as loadStandings, so the count cannot disagree with the list.
 */
export async function countIncompleteStandings(db: DbOrTx, p: Principal): Promise<number> {
  const completed = sql<
    OnboardingStep[] | null
  >`(select array_agg(o.step order by o.step) from ${onboardingCompletions} o where o.user_id = ${users.id})`;
  const inner = db
    .select({
      userType: userTypeSql.as('user_type'),
      isOwner: sql<boolean>`${users.role} = 'owner'`.as('is_owner'),
      classification: sql<JobClassification | null>`${contractors.classification}`.as('classification'),
      corpToCorp: sql<boolean>`${contractors.corpToCorpId} is not null`.as('corp_to_corp'),
      selfEmployer: sql<boolean>`coalesce(${partners.selfEmployer}, false)`.as('self_employer'),
      offersBenefits: offersBenefitsSql.as('offers_benefits'),
      backgroundCheck: backgroundCheckSql.as('background_check'),
      completed: completed.as('completed'),
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(partners, sql`${partners.id} = ${partnerIdOfUser}`)
    .where(and(onboardingUserScope(p), eq(users.active, true)))
    .as('facts');
  const groups = await db
    .select({
      userType: inner.userType,
      isOwner: inner.isOwner,
      classification: inner.classification,
      corpToCorp: inner.corpToCorp,
      selfEmployer: inner.selfEmployer,
      offersBenefits: inner.offersBenefits,
      backgroundCheck: inner.backgroundCheck,
      completed: inner.completed,
      users: sql<number>`count(*)::int`,
    })
    .from(inner)
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7, 8`);
  return groups.reduce((n, g) => {
    const required = requiredOnboardingSteps({
      userType: g.userType,
      isOrgOwner: g.isOwner,
      classification: g.classification ?? null,
      partnerSelfEmployer: g.selfEmployer,
      partnerOffersBenefits: g.offersBenefits,
      clientRequiresBackgroundCheck: g.backgroundCheck,
      worksThroughCorpToCorp: g.corpToCorp,
    });
    const done = new Set(g.completed ?? []);
    const open =
      currentOnboardingStep(
        required,
        required.filter((s) => done.has(s)),
      ) !== null;
    return required.length > 0 && open ? n + Number(g.users) : n;
  }, 0);
}

/** Placements of one status with their contractor's user (the screen is admin-like only: every placement). */
export async function loadPlacements(db: DbOrTx, status: 'pending' | 'live' | 'ended') {
  return db
    .select({
      id: assignments.id,
      status: assignments.status,
      startDate: assignments.startDate,
      partner: { id: partners.id, name: partners.name },
      client: { id: clients.id, name: clients.name },
      contractor: {
        id: contractors.id,
        firstName: contractors.firstName,
        lastName: contractors.lastName,
        email: contractors.email,
        classification: contractors.classification,
      },
      userId: users.id,
    })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .leftJoin(users, eq(users.contractorId, contractors.id))
    .where(eq(assignments.status, status))
    .orderBy(assignments.startDate);
}
