import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CANADA_2026 } from '../payroll/canada-2026.js';
import { YearEndRefusal, byFiler, necOf, necThreshold, nonVoid, t4Of, t4SummaryOf, w2Of, w3Of } from './forms.js';
import type { YearEndPaycheck } from './types.js';
import { reversalOf, sumInputs, total, weeklyPaychecks } from './year-end-fixture.test-helpers.js';

const ACME = { employerKey: 'acme', personKey: 'casey' };
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/** A Californian earning $4,000 a week with a 401(k), section 125 health and a Roth 401(k): crosses the
 * Social Security wage base ($184,500) and the Additional Medicare threshold ($200,000) in the year. */
const casey = weeklyPaychecks(
  ACME,
  {
    classification: 'w-2',
    workState: 'CA',
    earnings: [{ type: 'regular', amount: '4000.00' }],
    preTax: [
      { type: 'traditional_401k', amount: '200.00' },
      { type: 'section_125', amount: '50.00' },
    ],
    postTax: [{ key: 'roth', type: 'roth_401k', amount: '25.00' }],
  },
  52,
  (w) =>
    w === 10
      ? {
          earnings: [
            { type: 'regular', amount: '4000.00' },
            { type: 'reimbursement', amount: '80.00' },
          ],
        }
      : {},
);

describe('W-2 from a year of engine paychecks', () => {
  const w2 = w2Of(
    casey.map((p) => p.paycheck),
    2026,
  )!;
  const inputs = casey.map((p) => p.input);
  const wages = total(inputs.map(() => '4000.00'));
  const preTax = sumInputs(casey, (i) => i.preTax);
  const s125 = sumInputs(casey, (i) => i.preTax?.filter((x) => x.type === 'section_125'));
  const tax = (code: string) =>
    total(
      casey.flatMap((p) =>
        p.paycheck.lines.filter((l) => l.section === 'employee_tax' && l.code === code).map((l) => l.amount),
      ),
    );

  it('box 1 is wages less every pre-tax deduction, the reimbursement left out', () => {
    expect(w2.box1).toBe(money(wages.minus(preTax)));
    expect(w2.paychecks).toBe(52);
  });

  it('box 3 stops at the 2026 wage base; box 5 has no cap; both less section 125 only', () => {
    const fica = wages.minus(s125);
    expect(fica.gt('184500')).toBe(true);
    expect(w2.box3).toBe('184500.00');
    expect(w2.box5).toBe(money(fica));
  });

  it('boxes 2, 4 and 6 are what the paychecks withheld; box 6 includes Additional Medicare', () => {
    expect(w2.box2).toBe(money(tax('federal_income_tax')));
    expect(w2.box4).toBe(money(tax('social_security')));
    // 6.2% of the wage base: the maximum ($11,439.00, primer part 1) to the cent, figured per paycheck.
    expect(w2.box4).toBe('11439.00');
    const additional = tax('additional_medicare');
    expect(additional.gt(0)).toBe(true);
    // Additional Medicare: 0.9% of Medicare wages over $200,000 with this employer.
    const over = wages.minus(s125).minus('200000');
    expect(additional.toFixed(2)).toBe(money(over.times('0.009').toDecimalPlaces(2)));
    expect(w2.box6).toBe(money(tax('medicare').plus(additional)));
  });

  it('box 12: D the 401(k) deferrals and AA the Roth, from what was deducted', () => {
    expect(w2.box12).toEqual([
      { code: 'D', amount: money(sumInputs(casey, (i) => i.preTax?.filter((x) => x.type === 'traditional_401k'))) },
      { code: 'AA', amount: money(sumInputs(casey, (i) => i.postTax)) },
    ]);
  });

  it('boxes 16–17 per work state, box 14 the California SDI', () => {
    expect(w2.states).toEqual([
      { state: 'CA', box16: money(wages.minus(preTax)), box17: money(tax('state_income_tax')) },
    ]);
    expect(w2.box14).toEqual([{ label: 'CA SDI', amount: money(tax('sdi')) }]);
    // SDI 1.3% with no wage ceiling (primer part 2, section B), per paycheck on wages less section 125.
    expect(tax('sdi').toFixed(2)).toBe(money(new Decimal('3950.00').times('0.013').times(52)));
  });

  it('keyed deduction lines report under the box 12 code the caller resolved (DD, W)', () => {
    const p = casey[0]!.paycheck;
    const keyed: YearEndPaycheck = {
      ...p,
      id: 'keyed',
      lines: [
        { section: 'earning', code: 'regular', base: '1000.00', amount: '1000.00' },
        { section: 'pre_tax', code: 'benefit:med', base: '40.00', amount: '40.00', box12: 'DD' },
        { section: 'pre_tax', code: 'benefit:hsa', base: '10.00', amount: '10.00', box12: 'W' },
        { section: 'employer_tax', code: 'employer_benefit:med', base: '60.00', amount: '60.00', box12: 'DD' },
        { section: 'pre_tax', code: 'deduction:k', base: '30.00', amount: '30.00', box12: 'D' },
      ],
    };
    const f = w2Of([keyed], 2026)!;
    expect(f.box12).toEqual([
      { code: 'D', amount: '30.00' },
      { code: 'DD', amount: '100.00' },
      { code: 'W', amount: '10.00' },
    ]);
    expect(f.box1).toBe('920.00');
  });

  it('a voided paycheck and its reversal leave the W-2 as if neither was paid', () => {
    const all = casey.map((p) => p.paycheck);
    const voided = all[5]!;
    const withVoid = [...all, reversalOf(voided, '2026-06-01')];
    const without = w2Of(
      all.filter((p) => p !== voided),
      2026,
    )!;
    expect(w2Of(withVoid, 2026)).toEqual(without);
    expect(without.paychecks).toBe(51);
  });

  it('another year, another classification, or no paychecks: no W-2', () => {
    const all = casey.map((p) => p.paycheck);
    expect(w2Of(all, 2025)).toBeNull();
    expect(w2Of([], 2026)).toBeNull();
    expect(
      w2Of(
        all.map((p) => ({ ...p, classification: '1099' })),
        2026,
      ),
    ).toBeNull();
  });

  it('refuses paychecks of two people or two employers', () => {
    const all = casey.map((p) => p.paycheck);
    expect(() => w2Of([...all, { ...all[0]!, id: 'x', personKey: 'other' }], 2026)).toThrow(YearEndRefusal);
  });
});

describe('W-3', () => {
  it('adds up the employer’s W-2s, another employer’s left out', () => {
    const luis = weeklyPaychecks(
      { employerKey: 'acme', personKey: 'luis' },
      { classification: 'w-2', workState: 'TX', earnings: [{ type: 'regular', amount: '1200.00' }] },
      20,
    );
    const other = weeklyPaychecks(
      { employerKey: 'beacon', personKey: 'ines' },
      { classification: 'w-2', workState: 'TX', earnings: [{ type: 'regular', amount: '900.00' }] },
      3,
    );
    const all = [...casey, ...luis, ...other].map((p) => p.paycheck);
    const forms = byFiler(all).map((g) => w2Of(g, 2026)!);
    expect(forms).toHaveLength(3);
    const w3 = w3Of(forms, 2026, 'acme');
    const acme = forms.filter((f) => f.employerKey === 'acme');
    expect(w3.forms).toBe(2);
    for (const k of ['box1', 'box2', 'box3', 'box4', 'box5', 'box6'] as const) {
      expect(w3[k]).toBe(money(total(acme.map((f) => f[k]))));
    }
    expect(w3.box1).toBe(money(new Decimal(1200 * 20).plus(new Decimal(4000 - 250).times(52))));
    expect(w3.states.map((s) => s.state)).toEqual(['CA', 'TX']);
    expect(w3.states[1]).toEqual({ state: 'TX', box16: '24000.00', box17: '0.00' });
    expect(w3.box12.map((b) => b.code)).toEqual(['D', 'AA']);
  });
});

describe('1099-NEC', () => {
  const pay = (amounts: string[], backup = false) =>
    weeklyPaychecks(
      { employerKey: 'acme', personKey: 'bruno' },
      {
        classification: '1099',
        workState: 'TX',
        earnings: [{ type: 'regular', amount: '0' }],
        backupWithholding: backup,
      },
      amounts.length,
      (w) => ({
        earnings: [
          { type: 'regular', amount: amounts[w]! },
          { type: 'reimbursement', amount: '10.00' },
        ],
      }),
    ).map((p) => p.paycheck);

  it('the 2026 threshold is $2,000 (P.L. 119-21; primer part 1 section 3); $600 through 2025', () => {
    expect(necThreshold(2026)).toBe('2000');
    expect(necThreshold(2025)).toBe('600');
    expect(necThreshold(2020)).toBe('600');
  });

  it('2027 on is inflation-indexed and not in the primers: refused', () => {
    expect(() => necThreshold(2027)).toThrow(YearEndRefusal);
  });

  it('box 1 is the payments less reimbursements; $1,999.99 is under the threshold, $2,000.00 meets it', () => {
    const under = necOf(pay(['999.99', '1000.00']), 2026)!;
    expect(under.box1).toBe('1999.99');
    expect(under.meetsThreshold).toBe(false);
    const at = necOf(pay(['1000.00', '1000.00']), 2026)!;
    expect(at.box1).toBe('2000.00');
    expect(at.meetsThreshold).toBe(true);
    expect(at.box4).toBe('0.00');
  });

  it('box 4 is the 24% backup withholding taken', () => {
    const f = necOf(pay(['1000.00', '1500.00'], true), 2026)!;
    expect(f.box4).toBe(money(new Decimal('2500').times('0.24')));
  });
});

describe('T4', () => {
  const tom = weeklyPaychecks(
    { employerKey: 'acme', personKey: 'tom' },
    { classification: 'canada_t4', workState: 'ON', earnings: [{ type: 'regular', amount: '1700.00' }] },
    52,
  );
  const t4 = t4Of(
    tom.map((p) => p.paycheck),
    2026,
    CANADA_2026,
  )!;
  const amount = (section: string, codes: string[]) =>
    total(
      tom.flatMap((p) =>
        p.paycheck.lines.filter((l) => l.section === section && codes.includes(l.code)).map((l) => l.amount),
      ),
    );

  it('box 14 employment income; 24 and 26 stop at 68,900 and the YMPE 74,600', () => {
    expect(t4.box14).toBe(money(new Decimal('1700').times(52)));
    expect(t4.box24).toBe('68900.00');
    expect(t4.box26).toBe('74600.00');
    expect(t4.province).toBe('ON');
  });

  it('16, 16A, 18 and 22 are what was deducted; CPP and EI reach the year’s maximums', () => {
    expect(t4.box16).toBe(money(amount('employee_tax', ['cpp'])));
    expect(t4.box16).toBe('4230.45');
    expect(t4.box18).toBe('1123.07');
    expect(t4.box16a).toBe(money(amount('employee_tax', ['cpp2'])));
    expect(new Decimal(t4.box16a).gt(0)).toBe(true);
    expect(t4.box22).toBe(
      money(amount('employee_tax', ['federal_income_tax', 'provincial_income_tax', 'bonus_income_tax'])),
    );
  });

  it('under the maximums, boxes 24 and 26 are the earnings', () => {
    const small = t4Of(
      tom.slice(0, 4).map((p) => p.paycheck),
      2026,
      CANADA_2026,
    )!;
    expect(small.box24).toBe('6800.00');
    expect(small.box26).toBe('6800.00');
  });

  it('the T4 Summary adds the slips and the employer’s shares', () => {
    const s = t4SummaryOf([t4], 2026, 'acme');
    expect(s.slips).toBe(1);
    expect(s.cppEmployer).toBe(money(amount('employer_tax', ['cpp_employer'])));
    expect(s.eiEmployer).toBe(money(amount('employer_tax', ['ei_employer'])));
    // 1.4 × each paycheck's premium, rounded per paycheck: within cents of 1.4 × the maximum (1,572.30).
    expect(new Decimal(s.eiEmployer).minus('1572.30').abs().lte('0.52')).toBe(true);
    expect(s.totalDeductions).toBe(
      money(total([t4.box16, t4.box16a, t4.box18, t4.box22, s.cppEmployer, s.cpp2Employer, s.eiEmployer])),
    );
  });

  it('box 46 is the charitable donations taken from pay, and nothing else post-tax', () => {
    const withDeductions = tom.slice(0, 10).map(({ paycheck }) => ({
      ...paycheck,
      lines: [
        ...paycheck.lines,
        { section: 'post_tax' as const, code: 'deduction:gift', base: '0', amount: '12.50', t4Box: '46' as const },
        { section: 'post_tax' as const, code: 'deduction:loan', base: '0', amount: '40.00' },
      ],
    }));
    const f = t4Of(withDeductions, 2026, CANADA_2026)!;
    expect(f.box46).toBe('125.00');
    expect(f.box14).toBe(money(new Decimal('1700').times(10)));
    expect(t4.box46).toBe('0.00');
  });

  it('boxes 20, 44 and 52: RPP contributions, union dues, and the pension adjustment with the employer’s share (decision 0114)', () => {
    const withPlans = tom.slice(0, 4).map(({ paycheck }) => ({
      ...paycheck,
      lines: [
        ...paycheck.lines,
        { section: 'pre_tax' as const, code: 'benefit:rpp', base: '0', amount: '85.00', t4Box: '20' as const },
        { section: 'pre_tax' as const, code: 'deduction:rpp-top-up', base: '0', amount: '15.00', t4Box: '20' as const },
        { section: 'pre_tax' as const, code: 'deduction:union', base: '0', amount: '22.50', t4Box: '44' as const },
        {
          section: 'employer_tax' as const,
          code: 'employer_benefit:rpp',
          base: '0',
          amount: '100.00',
          t4Box: '52' as const,
        },
        { section: 'pre_tax' as const, code: 'benefit:dental', base: '0', amount: '9.00' },
      ],
    }));
    const f = t4Of(withPlans, 2026, CANADA_2026)!;
    expect([f.box20, f.box44, f.box52]).toEqual(['400.00', '90.00', '800.00']);
    // Box 14 is the employment income before those deductions.
    expect(f.box14).toBe(money(new Decimal('1700').times(4)));
    expect([t4.box20, t4.box44, t4.box52]).toEqual(['0.00', '0.00', '0.00']);
  });

  it('refused without the year’s tables', () => {
    expect(() =>
      t4Of(
        tom.map((p) => p.paycheck),
        2026,
        undefined,
      ),
    ).toThrow(YearEndRefusal);
  });
});

describe('nonVoid', () => {
  it('drops a voided paycheck and its reversal, keeps the rest (a reissue counts)', () => {
    const [a, b] = casey.map((p) => p.paycheck);
    const rev = reversalOf(a!, '2026-03-01');
    const reissue = { ...a!, id: 'reissue' };
    expect(nonVoid([a!, b!, rev, reissue]).map((p) => p.id)).toEqual([b!.id, 'reissue']);
  });
});
