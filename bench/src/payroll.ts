/**
 * The payroll engine (issue 12): gross-to-net for 10,000 workers — a biweekly W-2 paycheck each (Texas,
 * varied wages, W-4s, a 401(k) and section 125 deduction, a bonus for every tenth) — against a bare
 * baseline on the same inputs measured in the same run: the same federal bracket lookup, FICA and FUTA in
 * plain floating-point arithmetic with no decimals, no rounding rules and no lines. The engine's figures
 * are checked against the baseline's (within a dollar) before timing, so both do the same work.
 */
import { computePaycheck, PAYROLL_TABLES, US_FEDERAL_2026, type PaycheckInput } from '@app/paybill';
import { fmt, median } from './timing.js';

const WORKERS = Number(process.env.BENCH_PAYROLL_WORKERS ?? 10_000);
const ROUNDS = 3;

function inputs(): PaycheckInput[] {
  const statuses = ['single', 'married_filing_jointly', 'head_of_household'] as const;
  return Array.from({ length: WORKERS }, (_, i) => {
    const regular = (800 + ((i * 37) % 4200)).toFixed(2);
    return {
      classification: 'w-2',
      checkDate: '2026-06-12',
      frequency: 'biweekly',
      workState: 'TX',
      earnings: [
        { type: 'regular', amount: regular },
        ...(i % 10 === 0 ? [{ type: 'bonus' as const, amount: '500' }] : []),
      ],
      preTax: [
        { type: 'traditional_401k', amount: (Number(regular) * 0.05).toFixed(2) },
        { type: 'section_125', amount: '40' },
      ],
      w4: {
        form: '2020_or_later',
        filingStatus: statuses[i % 3]!,
        step2Checked: i % 7 === 0,
        step3Credits: (i % 4) * 500,
        step4aOtherIncome: 0,
        step4bDeductions: 0,
        step4cExtra: 0,
      },
      employer: { suta: { ratePercent: '2.7', wageBase: '9000' } },
      ytd: {
        ficaWages: (i % 50) * 4000,
        socialSecurityTax: ((i % 50) * 4000 * 0.062).toFixed(2),
        futaWages: (i % 50) * 4000,
        sutaWages: (i % 50) * 4000,
        supplementalWages: 0,
        gross: (i % 50) * 4000,
        federalIncomeTax: 0,
        arrears: {},
      },
    };
  });
}

/** The bare arithmetic: annualize, subtract line 1g, one bracket lookup, FICA and FUTA in numbers. */
function bare(p: PaycheckInput): number {
  const t = US_FEDERAL_2026.withholding;
  const w4 = p.w4 as Extract<PaycheckInput['w4'], { form: '2020_or_later' }>;
  const gross = p.earnings.reduce((a, e) => a + Number(e.amount), 0);
  const pre = (p.preTax ?? []).reduce((a, e) => a + Number(e.amount), 0);
  const s125 = (p.preTax ?? []).filter((e) => e.type === 'section_125').reduce((a, e) => a + Number(e.amount), 0);
  const taxable = gross - pre;
  const column =
    w4.filingStatus === 'married_filing_jointly'
      ? 'married_filing_jointly'
      : w4.filingStatus === 'head_of_household'
        ? 'head_of_household'
        : 'single';
  const rows = (w4.step2Checked ? t.step2Checkbox : t.standard)[column];
  const line1g = w4.step2Checked ? 0 : column === 'married_filing_jointly' ? 12900 : 8600;
  const annual = Math.max(0, taxable * 26 - line1g);
  let row = rows[0]!;
  for (const r of rows) if (annual >= Number(r[0])) row = r;
  const federal = Math.max(
    0,
    (Number(row[1]) + (annual - Number(row[0])) * (Number(row[2]) / 100)) / 26 - Number(w4.step3Credits) / 26,
  );
  const ficaWages = gross - s125;
  const ytd = Number(p.ytd!.ficaWages);
  const ss = Math.max(0, Math.min(ficaWages, 184500 - ytd)) * 0.062;
  const medicare =
    ficaWages * 0.0145 + Math.max(0, Math.min(ficaWages, ytd + ficaWages - Math.max(200000, ytd))) * 0.009;
  const futa = Math.max(0, Math.min(ficaWages, 7000 - ytd)) * 0.006;
  const suta = Math.max(0, Math.min(ficaWages, 9000 - ytd)) * 0.027;
  return gross - pre - federal - ss - medicare + (futa + suta) * 0;
}

export async function benchPayroll(): Promise<void> {
  const all = inputs();
  // Same work: the engine's net matches the baseline's to within a dollar on workers without a bonus
  // (the baseline does not apply the aggregate supplemental method).
  for (const [i, p] of all.entries()) {
    if (i % 10 === 0) continue;
    const net = Number(computePaycheck(PAYROLL_TABLES, p).net);
    if (Math.abs(net - bare(p)) > 1) throw new Error(`worker ${i}: engine net ${net} vs bare ${bare(p).toFixed(2)}`);
  }
  let sink = 0;
  const base: number[] = [];
  const engine: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let start = performance.now();
    for (const p of all) sink += bare(p);
    base.push(performance.now() - start);
    start = performance.now();
    for (const p of all) sink += computePaycheck(PAYROLL_TABLES, p).employeeTaxes.length;
    engine.push(performance.now() - start);
  }
  const b = median(base);
  const e = median(engine);
  console.log(
    `\n== payroll engine: gross-to-net for ${WORKERS} biweekly W-2 paychecks (median of ${ROUNDS} rounds) ==`,
  );
  console.log(`  baseline (bare arithmetic, floats): ${fmt(b)} ms`);
  console.log(
    `  computePaycheck: ${fmt(e)} ms, ${fmt(e / b)}× the baseline; ${fmt((e * 1000) / WORKERS)} µs per paycheck`,
  );
  if (sink === -1) console.log('');
}
