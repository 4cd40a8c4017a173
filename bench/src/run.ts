/**
 * The benchmarks, each reported as ratios against a bare baseline measured in the same run (never absolute
 * timings in tests). `npm run bench` runs the quick ones; `BENCH_ONLY=overtime,payroll npm run bench` picks some,
 * and `BENCH_ONLY=scale` runs the scale mode (a PostgreSQL server and a million timesheets, scale/run.ts),
 * which is never part of the default run.
 */
import { benchHttp } from './http.js';
import { benchLedger } from './ledger.js';
import { benchOvertime } from './overtime.js';
import { benchPayroll } from './payroll.js';

const BENCHES: Record<string, () => Promise<void>> = {
  /** API throughput: public globals, GET /v2/user, the ledger item list vs a bare Fastify route. */
  http: benchHttp,
  /** classifyWeek on 5-, 14- and 40-shift weeks vs summing the same minutes. */
  overtime: benchOvertime,
  /** recomputeTimeLedger (first post, idempotent re-run) vs select 1 on the same PGlite. */
  ledger: benchLedger,
  /** computePaycheck for 10,000 W-2 paychecks vs the same formulas in bare floating-point arithmetic. */
  payroll: benchPayroll,
};

/** Run only when named in BENCH_ONLY: minutes long, and it needs a PostgreSQL server. */
const OPT_IN: Record<string, () => Promise<void>> = {
  /** The app vs a bare node:http + pg server over the generated million-timesheet database. */
  scale: async () => (await import('./scale/run.js')).benchScale(),
  /** An invoice run over 1,000 clients × 20 contractors vs one set-based grouping statement. */
  invoice: async () => (await import('./invoice-run.js')).benchInvoiceRun(),
  /** A payroll run of 10,000 workers from approved time to paychecks vs one set-based summing statement. */
  payrollrun: async () => void (await (await import('./payroll-run.js')).benchPayrollRun()),
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
for (const name of only ?? Object.keys(BENCHES)) {
  const bench = BENCHES[name] ?? OPT_IN[name];
  if (!bench)
    throw new Error(
      `unknown benchmark ${name}; one of ${[...Object.keys(BENCHES), ...Object.keys(OPT_IN)].join(', ')}`,
    );
  const start = performance.now();
  await bench();
  console.log(`(${name}: ${((performance.now() - start) / 1000).toFixed(1)} s)`);
}
