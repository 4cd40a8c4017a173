/**
 * Which rows of the document verifier's queues (/verifications and /i9_forms) a caller sees: staff
 * every contractor's, a partner's document verifier only its own contractors' (the queues admit no
 * one else).
 */
import { eq, type SQL } from 'drizzle-orm';
import { contractors } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

/** For a query joined to `contractors`. */
export const contractorScope = (p: Principal): SQL | undefined =>
  p.userType === 'partner' ? eq(contractors.partnerId, p.partnerId!) : undefined;
