/** Count of requests in flight; the top loading bar follows it. */
type Listener = (count: number) => void;
const listeners = new Set<Listener>();
let count = 0;

const emit = () => listeners.forEach((l) => l(count));

export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  count += 1;
  emit();
  return promise.finally(() => {
    count -= 1;
    emit();
  });
}

export const getInFlight = () => count;

export function subscribeInFlight(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
