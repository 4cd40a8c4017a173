/**
 * The screening provider adapter (decisions 0073, 0080). An order goes to a provider, which answers later:
 * the job (or a staff "check now") asks for the result of each processing screening once it is due, and
 * Checkr also pushes its results by signed webhook (checkr.service.ts). The sandbox (local and sandbox
 * modes only) answers after SANDBOX_RESULT_SECONDS with the outcome chosen when ordering ('clear' by
 * default); the Checkr adapter (checkr-provider.ts) talks HTTP to Checkr's API, or to the Checkr-shaped
 * sandbox this server hosts outside production, for a partner that connected its Checkr account.
 */
import type { ScreeningType } from '@app/domain';
import type { Config } from '../../config.js';

export const SANDBOX_RESULT_SECONDS = 5;

export interface ProviderOrder {
  screeningId: string;
  type: ScreeningType;
  candidate: { id: string; firstName: string; lastName: string; email: string };
  /** The provider's candidate from an earlier attempt of this order (a retry reuses it). */
  candidateRef: string | null;
  sandboxOutcome: 'clear' | 'consider' | 'failed';
}

export interface PlacedOrder {
  ref: string;
  resultDueAt: Date;
  candidateRef?: string | null;
  /** The provider's own status of the order. */
  status?: string | null;
}

/**
 * A provider's answer: its result; an error (the screening fails); still working, with the provider's
 * status and what it said (a suspended report); or null while it works with nothing to say.
 */
export type ProviderResult =
  | { result: 'clear' | 'consider'; status?: string }
  | { error: string; status?: string }
  | { waiting: string | null; status: string }
  | null;

/**
 * The provider could not be asked (unreachable, timed out, a 5xx) or refused the order: the screening is
 * left as it was — an order stays pending with this message and can be retried.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The candidate the provider did create before failing (a retry reuses it). */
    readonly candidateRef: string | null = null,
  ) {
    super(message);
  }
}

export interface ScreeningProvider {
  readonly name: 'sandbox' | 'checkr';
  /** How long to wait before asking again after "still working" (none: ask at every run of the job). */
  readonly pollSeconds?: number;
  /** Places the order; answers the provider's reference and when to ask for the result. Throws ProviderError. */
  order(o: ProviderOrder, now: Date): Promise<PlacedOrder>;
  /** The result once the provider has it; null while it is still working. Throws ProviderError. */
  result(
    s: { providerRef: string | null; resultDueAt: Date | null; sandboxOutcome: string | null },
    now: Date,
  ): Promise<ProviderResult>;
}

export const sandboxProvider: ScreeningProvider = {
  name: 'sandbox',
  async order(o, now) {
    return { ref: `sandbox_${o.screeningId}`, resultDueAt: new Date(now.getTime() + SANDBOX_RESULT_SECONDS * 1000) };
  },
  async result(s, now) {
    if (!s.resultDueAt || now < s.resultDueAt) return null;
    if (s.sandboxOutcome === 'failed') return { error: 'The sandbox provider could not complete the check' };
    return { result: s.sandboxOutcome === 'consider' ? 'consider' : 'clear' };
  },
};

/**
 * The default provider, for orders Checkr does not take (a partner without a Checkr connection, or a
 * type Checkr does not run): the sandbox in local and sandbox modes only. Production has none, so such
 * an order is refused rather than answered by the sandbox (a sandbox 'clear' would approve a required
 * check nobody ran).
 */
export function screeningProviderFor(config: Pick<Config, 'mode'>): ScreeningProvider | null {
  return config.mode === 'production' ? null : sandboxProvider;
}

/** The default provider if it answers a placed order of `name`; null when it is not available in this mode. */
export function providerOf(name: string, config: Pick<Config, 'mode'>): ScreeningProvider | null {
  const current = screeningProviderFor(config);
  return current && current.name === name ? current : null;
}
