/**
 * Onboarding in figures, for the dashboard (issue 16): how many visible users still have a required
 * step open — the /v2/onboarding_status list's total with status=incomplete, from the same standings.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { loadStandings } from './onboarding-status.repository.js';

export async function incompleteOnboardingCount(db: DbOrTx, p: Principal): Promise<number> {
  const standings = await loadStandings(db, p);
  return standings.filter((s) => s.required.length > 0 && s.current !== null).length;
}
