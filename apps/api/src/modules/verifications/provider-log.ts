/** Calls to outside providers are timed and written to the service log, like mail deliveries. */
import type { AppDeps } from '../../deps.js';
import { insertServiceLog } from './service-log.repository.js';

export async function recordProviderCall<T>(
  deps: AppDeps,
  service: string,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const log = (status: 'success' | 'failure', error: string | null) =>
    // A log that cannot be written never fails the call it records.
    insertServiceLog(deps.db, {
      service,
      operation,
      status,
      durationMs: Math.round(performance.now() - started),
      error,
    }).catch(() => undefined);
  try {
    const result = await call();
    await log('success', null);
    return result;
  } catch (err) {
    await log('failure', err instanceof Error ? err.message : String(err));
    throw err;
  }
}
