/**
 * Small timing helpers shared by the benchmarks. Every figure is reported next to a bare baseline measured
 * in the same run, so what matters is the ratio, not the absolute number.
 */

/** Calls `fn` in batches for about `ms` milliseconds and returns calls per second. */
export function opsPerSec(fn: () => void, ms: number, batch = 16): number {
  let n = 0;
  const start = performance.now();
  let now = start;
  do {
    for (let i = 0; i < batch; i++) fn();
    n += batch;
    now = performance.now();
  } while (now - start < ms);
  return n / ((now - start) / 1000);
}

/** Awaits `fn` `iterations` times, `before` (untimed) ahead of each call; returns each call's milliseconds. */
export async function timeEach(
  iterations: number,
  fn: (i: number) => Promise<unknown>,
  before?: (i: number) => Promise<void>,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    await before?.(i);
    const start = performance.now();
    await fn(i);
    out.push(performance.now() - start);
  }
  return out;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** "1 234 ops/s, ratio 0.0123 (81× the baseline's cost)": ratio is throughput ÷ baseline throughput. */
export function ratioLine(label: string, opsPerSecond: number, baselineOpsPerSecond: number): string {
  const ratio = opsPerSecond / baselineOpsPerSecond;
  return `${label}: ${fmt(opsPerSecond)} ops/s, ratio ${ratio.toPrecision(3)} (${fmt(1 / ratio)}× the baseline's cost)`;
}

export const fmt = (n: number): string =>
  n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toPrecision(3);
