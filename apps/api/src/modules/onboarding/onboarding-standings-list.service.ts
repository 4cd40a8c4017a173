/**
 * What other modules ask of onboarding's standings (the onboarding status report, decision 0088): every
 * user the caller may follow who has steps to take — the rows GET /v2/onboarding_status lists unfiltered.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { loadStandings } from './onboarding-status.repository.js';

export async function onboardingStandingList(db: DbOrTx, p: Principal) {
  return (await loadStandings(db, p)).filter((s) => s.required.length > 0);
}
