/**
 * What the contractors list shows beside each worker (issue 16): its current placement with the rates the
 * caller may see, and for those who follow onboarding its current step — read for the whole page at once
 * through the placements' and onboarding's own services (their scopes decide what the caller sees).
 */
import type { ContractorView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { currentPlacementsOf } from '../assignments/assignments.service.js';
import { todayIso } from '../assignments/today.js';
import { onboardingStandingsOf } from '../onboarding/onboarding-standing.service.js';
import { followsOnboarding } from './contractors.policy.js';

export async function withListExtras(deps: AppDeps, p: Principal, views: ContractorView[]): Promise<ContractorView[]> {
  if (views.length === 0) return views;
  const follows = followsOnboarding(p);
  const userIds = views.flatMap((v) => (v.user_id ? [v.user_id] : []));
  const [placements, standings] = await Promise.all([
    currentPlacementsOf(
      deps.db,
      p,
      views.map((v) => v.id),
      todayIso(deps.clock.now()),
    ),
    follows ? onboardingStandingsOf(deps.db, p, userIds) : Promise.resolve(null),
  ]);
  return views.map((v) => ({
    ...v,
    current_placement: placements.get(v.id) ?? null,
    ...(standings && { onboarding: (v.user_id && standings.get(v.user_id)) || null }),
  }));
}
