/**
 * The screening provider adapter (decision 0073). An order goes to a provider, which answers later: the
 * job (or a staff "check now") asks for the result of each processing screening once it is due. The
 * sandbox (local and sandbox modes only) answers after SANDBOX_RESULT_SECONDS with the outcome chosen
 * when ordering ('clear' by default); a Checkr-shaped adapter with signed webhooks would implement the
 * same interface and be chosen in `screeningProviderFor`.
 */
import type { ScreeningType } from '@app/domain';
import type { Config } from '../../config.js';

export const SANDBOX_RESULT_SECONDS = 5;

export interface ProviderOrder {
  screeningId: string;
  type: ScreeningType;
  candidate: { id: string };
  sandboxOutcome: 'clear' | 'consider' | 'failed';
}

export type ProviderResult = { result: 'clear' | 'consider' } | { error: string } | null;

export interface ScreeningProvider {
  readonly name: 'sandbox' | 'checkr';
  /** Places the order; answers the provider's reference and when to ask for the result. */
  order(o: ProviderOrder, now: Date): Promise<{ ref: string; resultDueAt: Date }>;
  /** The result once the provider has it; null while it is still working. */
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
 * The provider new orders go to: the sandbox in local and sandbox modes only. No real provider is
 * integrated yet, so production has none and ordering is refused rather than answered by the sandbox
 * (a sandbox 'clear' would approve a required check nobody ran).
 */
export function screeningProviderFor(config: Pick<Config, 'mode'>): ScreeningProvider | null {
  return config.mode === 'production' ? null : sandboxProvider;
}

/** The provider that answers a placed order; null when that provider is not available in this mode. */
export function providerOf(name: string, config: Pick<Config, 'mode'>): ScreeningProvider | null {
  const current = screeningProviderFor(config);
  return current && current.name === name ? current : null;
}
