/**
 * Where some users stand in onboarding (the contractors list's onboarding column, issue 16): the same standings
 * as /v2/onboarding_status, for the given users the caller may follow, keyed by user id.
 */
import { ONBOARDING_STEP_TITLES, type ContractorOnboarding } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { loadStandings } from './onboarding-status.repository.js';

export async function onboardingStandingsOf(
  db: DbOrTx,
  p: Principal,
  userIds: readonly string[],
): Promise<Map<string, ContractorOnboarding>> {
  const standings = await loadStandings(db, p, [...userIds]);
  return new Map(
    standings.map((s) => [
      s.userId,
      {
        current_step: s.current,
        current_step_title: s.current ? ONBOARDING_STEP_TITLES[s.current] : null,
        completed_count: s.completed.length,
        required_count: s.required.length,
      },
    ]),
  );
}
