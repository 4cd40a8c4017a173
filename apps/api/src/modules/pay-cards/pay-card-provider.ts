/**
 * The pay card provider behind one adapter (decision 0058): it opens a card account for a worker, loads
 * pay onto it, and reports what the card did. Only the local sandbox exists; a real provider (its API)
 * implements the same interface and is chosen in `payCardProviderFor`.
 *
 * The sandbox answers the way a provider would, failures included: a card's number is its own (only the
 * last four come back); a load is answered once per reference (a retry after a crash gets the same
 * answer and transaction id); a load over the $5,000.00 single-load limit, or to a closed card, is
 * declined with a code, and nothing is loaded.
 */
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/errors.js';

export interface IssuedCard {
  accountRef: string;
  last4: string;
}

export type LoadAnswer =
  | { status: 'settled'; providerTransactionId: string }
  | { status: 'declined'; code: 'load_limit' | 'card_closed'; providerTransactionId: string };

export interface PayCardProvider {
  readonly name: string;
  issueCard(holder: { contractorId: string; name: string }): Promise<IssuedCard>;
  /** Loads `amount` (dollars, two places) once per `reference`. */
  load(card: { accountRef: string; open: boolean }, amount: string, reference: string): Promise<LoadAnswer>;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** The sandbox's single-load limit: above it a load is declined, as a card program's limits decline it. */
export const SANDBOX_LOAD_LIMIT = '5000.00';

const sandboxProvider: PayCardProvider = {
  name: 'sandbox',
  async issueCard({ contractorId }) {
    const h = hash(`card:${contractorId}`);
    // Four digits from the hash: stable per worker, like a reissued card keeping its account.
    const last4 = String(parseInt(h.slice(0, 8), 16) % 10_000).padStart(4, '0');
    return { accountRef: `sbx_card_${h.slice(8, 24)}`, last4 };
  },
  async load(card, amount, reference) {
    const providerTransactionId = `sbx_load_${hash(reference).slice(0, 20)}`;
    if (!card.open) return { status: 'declined', code: 'card_closed', providerTransactionId };
    if (new Decimal(amount).gt(SANDBOX_LOAD_LIMIT))
      return { status: 'declined', code: 'load_limit', providerTransactionId };
    return { status: 'settled', providerTransactionId };
  },
};

/** No real provider is configured yet: production refuses rather than pretend. */
const unconfigured: PayCardProvider = {
  name: 'unconfigured',
  issueCard: () => Promise.reject(new HttpError(503, 'No pay card provider is configured')),
  load: () => Promise.reject(new HttpError(503, 'No pay card provider is configured')),
};

export function payCardProviderFor(config: Pick<Config, 'mode'>): PayCardProvider {
  return config.mode === 'production' ? unconfigured : sandboxProvider;
}
