/**
 * One request timed on its own against the scale data set, for looking into a single answer (a plan, an
 * index) before and after a change; the ratios against the baseline come from run.ts. Sequential calls, no
 * concurrency; prints each time and the median.
 *
 *   npx tsx bench/src/scale/req-probe.ts /v2/summary/dashboard     (WHO=partner, N=20)
 */
import { startApp } from './app-server.js';

const running = await startApp();
const who = process.env.WHO === 'partner' ? 'partner' : 'admin';
const path = process.argv[2] ?? '/v2/summary/dashboard';
const n = Number(process.env.N ?? 10);
const times: number[] = [];
try {
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${running.url}${path}`, { headers: { authorization: running[who].authorization } });
    await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
} finally {
  await running.app.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(n / 2)]!;
console.log(`${who} ${path}: ${times.map((t) => Math.round(t)).join(' ')} ms; median ${Math.round(median)} ms`);
