import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePaycheck, EMPTY_YEAR_TO_DATE, type PaycheckInput, type PaycheckLine } from './paycheck.js';
import { PAYROLL_TABLES as T } from './tables.js';

const base: PaycheckInput = {
  classification: 'w-2',
  checkDate: '2026-03-13',
  frequency: 'biweekly',
  workState: 'TX',
  earnings: [{ type: 'regular', amount: '2000' }],
};
const amounts = (lines: PaycheckLine[]) => Object.fromEntries(lines.map((l) => [l.code, l.amount]));

describe('a W-2 paycheck', () => {
  it('biweekly $2,000 in Texas with a blank W-4: federal, FICA, no state tax, FUTA for the employer', () => {
    const p = computePaycheck(T, base);
    expect(amounts(p.employeeTaxes)).toEqual({
      federal_income_tax: '156.15',
      social_security: '124.00',
      medicare: '29.00',
      state_income_tax: '0.00',
    });
    expect(amounts(p.employerTaxes)).toEqual({
      social_security_employer: '124.00',
      medicare_employer: '29.00',
      futa: '12.00',
    });
    expect([p.gross, p.net, p.employerCost]).toEqual(['2000.00', '1690.85', '2165.00']);
    expect(p.ytd).toMatchObject({ ficaWages: '2000.00', socialSecurityTax: '124.00', federalIncomeTax: '156.15' });
  });

  it('a 401(k) lowers income-tax wages only; a section 125 plan lowers FICA wages too', () => {
    const p = computePaycheck(T, {
      ...base,
      preTax: [
        { type: 'traditional_401k', amount: '100' },
        { type: 'section_125', amount: '50' },
      ],
    });
    // Income-tax wages 1,850: 48,100 − 8,600 = 39,500 → 1,240 + 12% × 19,600 = 3,592 / 26 = 138.15.
    // FICA wages 1,950: 120.90 and 28.275 → 28.28.
    expect(amounts(p.employeeTaxes)).toMatchObject({
      federal_income_tax: '138.15',
      social_security: '120.90',
      medicare: '28.28',
    });
    expect(p.net).toBe('1562.67');
  });

  it('withholds on a bonus by the aggregate method, or at 22% when the employer chooses the flat method', () => {
    const earnings = [...base.earnings, { type: 'bonus' as const, amount: '1000' }];
    expect(amounts(computePaycheck(T, { ...base, earnings }).employeeTaxes).federal_income_tax).toBe('320.38');
    expect(
      amounts(computePaycheck(T, { ...base, earnings, supplementalMethod: 'flat' }).employeeTaxes).federal_income_tax,
    ).toBe('376.15');
  });

  it("adds the employer's SUTA (its rate, the state's base, year to date) and workers' comp to its cost", () => {
    const p = computePaycheck(T, {
      ...base,
      // The employer's own figures, as /company_taxes holds them (a test rate and base).
      employer: { suta: { ratePercent: '2.7', wageBase: '9000' }, workersCompPer100: '1.25' },
      ytd: { ...EMPTY_YEAR_TO_DATE, futaWages: '8000', sutaWages: '8000' },
    });
    // SUTA on the 1,000 left under 9,000: 27.00; FUTA nothing past 7,000; workers' comp 2,000 × 1.25%.
    expect(amounts(p.employerTaxes)).toMatchObject({ suta: '27.00', futa: '0.00', workers_comp: '25.00' });
    expect(p.warnings).toEqual([]);
    expect(p.ytd.sutaWages).toBe('9000.00');
    expect(computePaycheck(T, base).warnings).toEqual([
      'No TX SUTA rate given: the employer cost leaves state unemployment out',
    ]);
  });

  it('withholds California income tax by DE 44 Method B and its SDI', () => {
    const p = computePaycheck(T, { ...base, workState: 'CA' });
    expect(amounts(p.employeeTaxes)).toMatchObject({ state_income_tax: '55.58', sdi: '26.00' });
    expect(p.net).toBe('1609.27');
  });

  it('withholds Pennsylvania tax on the wages a 401(k) does not lower, with the employee UC line and a local-tax warning', () => {
    const p = computePaycheck(T, {
      ...base,
      workState: 'PA',
      preTax: [
        { type: 'traditional_401k', amount: '100' },
        { type: 'section_125', amount: '50' },
      ],
    });
    const pa = p.employeeTaxes.filter((l) => l.code.startsWith('state_'));
    expect(pa).toEqual([
      { code: 'state_income_tax', label: 'PA income tax', base: '1950.00', amount: '59.87' },
      { code: 'state_unemployment_employee', label: 'PA UC (employee)', base: '1950.00', amount: '1.37' },
    ]);
    expect(p.warnings).toContainEqual(expect.stringMatching(/Pennsylvania local earned income tax/));
  });

  it('pays a reimbursement untaxed', () => {
    const p = computePaycheck(T, { ...base, earnings: [...base.earnings, { type: 'reimbursement', amount: '100' }] });
    expect(amounts(p.employeeTaxes).federal_income_tax).toBe('156.15');
    expect(p.ytd.ficaWages).toBe('2000.00');
    expect(p.net).toBe('1790.85');
  });

  it('refuses a work state it has no table for, naming it, and a year it has no figures for', () => {
    expect(() => computePaycheck(T, { ...base, workState: 'NY' })).toThrow(/work state NY/);
    expect(() => computePaycheck(T, { ...base, checkDate: '2027-01-08' })).toThrow(
      /No US federal payroll tables for 2027/,
    );
  });
});

describe('other classifications', () => {
  it('withholds nothing from a 1099 payee, or 24% backup withholding without a valid TIN', () => {
    const contractor = { ...base, classification: '1099' as const };
    expect(computePaycheck(T, contractor)).toMatchObject({ employeeTaxes: [], employerTaxes: [], net: '2000.00' });
    const backup = computePaycheck(T, { ...contractor, backupWithholding: true });
    expect(amounts(backup.employeeTaxes)).toEqual({ backup_withholding: '480.00' });
    expect(backup.net).toBe('1520.00');
  });

  it('pays an international worker gross in the contract currency, with no US withholding, and stores the exchange', () => {
    const gb = { country: 'GB', currency: 'GBP', exchangeRate: '1.2745', reportingCurrency: 'USD' };
    const p = computePaycheck(T, { ...base, classification: 'international_ic', international: gb });
    expect([p.currency, p.employeeTaxes, p.employerTaxes, p.net, p.employerCost]).toEqual([
      'GBP',
      [],
      [],
      '2000.00',
      '2000.00',
    ]);
    // 2,000 × 1.2745 = 2,549.00 in the reporting currency, the rate kept with the result.
    expect(p.exchange).toEqual({ rate: '1.2745', currency: 'USD', gross: '2549.00', employerCost: '2549.00' });
  });

  it("adds an EOR employee's configured in-country employer cost, and says when none is configured", () => {
    const eor = { ...base, classification: 'international_eor' as const };
    const p = computePaycheck(T, {
      ...eor,
      international: { country: 'GB', currency: 'GBP', employerCostPercent: '13.8', exchangeRate: '1.2745' },
    });
    expect(amounts(p.employerTaxes)).toEqual({ international_employer_cost: '276.00' });
    expect([p.employerCost, p.exchange?.employerCost]).toEqual(['2276.00', '2900.76']);
    const unconfigured = computePaycheck(T, { ...eor, international: { country: 'DE', currency: 'EUR' } });
    expect([unconfigured.exchange, unconfigured.warnings]).toEqual([null, [expect.stringMatching(/DE/)]]);
    expect(() => computePaycheck(T, eor)).toThrow(/country and currency/);
  });

  it('figures a Canadian T4 paycheck by T4127 (PDOC: Ontario, $2,307.69 biweekly) and refuses what it lacks', () => {
    const ontario = { ...base, classification: 'canada_t4' as const, workState: 'ON', checkDate: '2026-01-16' };
    const p = computePaycheck(T, { ...ontario, earnings: [{ type: 'salary', amount: '2307.69' }] });
    expect(amounts(p.employeeTaxes)).toEqual({
      cpp: '129.30',
      ei: '37.62',
      federal_income_tax: '205.32',
      provincial_income_tax: '114.68',
    });
    expect(amounts(p.employerTaxes)).toEqual({ cpp_employer: '129.30', ei_employer: '52.67' });
    // The income tax lines' base is the period's pay less its enhanced CPP (F5A = 129.30 × 1/5.95 = 21.73),
    // not the annual income A (26 × 2,285.96) the tax was figured on.
    const federal = p.employeeTaxes.find((l) => l.code === 'federal_income_tax')!;
    expect(federal.base).toBe('2285.96');
    expect(p.employeeTaxes.find((l) => l.code === 'provincial_income_tax')!.base).toBe('2285.96');
    // PDOC's net pay for the same paycheck.
    expect(p.net).toBe('1820.77');
    expect(p.ytd).toMatchObject({ canadaPensionable: '2307.69', cpp: '129.30', ei: '37.62' });
    expect(() => computePaycheck(T, { ...ontario, workState: 'QC' })).toThrow(/Quebec/);
  });

  it('takes a Canadian worker’s RPP and union dues before income tax and refuses US pre-tax treatments (decision 0114)', () => {
    const ontario = { ...base, classification: 'canada_t4' as const, workState: 'ON', checkDate: '2026-01-16' };
    const salary = [{ type: 'salary' as const, amount: '2307.69' }];
    const plain = computePaycheck(T, { ...ontario, earnings: salary });
    const p = computePaycheck(T, {
      ...ontario,
      earnings: salary,
      preTax: [
        { type: 'rpp', amount: '115.38' },
        { type: 'union_dues', amount: '25.00' },
      ],
    });
    expect(amounts(p.preTaxDeductions)).toEqual({ rpp: '115.38', union_dues: '25.00' });
    expect(p.preTaxDeductions.map((l) => l.label)).toEqual(['Registered pension plan', 'Union dues']);
    // CPP and EI unchanged; the income tax lines' base is the pay less F, F5A (21.73) and U1.
    expect(amounts(p.employeeTaxes)).toMatchObject({ cpp: '129.30', ei: '37.62' });
    expect(p.employeeTaxes.find((l) => l.code === 'federal_income_tax')!.base).toBe('2145.58');
    const tax = (c: typeof p) => c.employeeTaxes.reduce((a, l) => a.plus(l.amount), new Decimal(0));
    // Net: gross less the deductions and the (lower) taxes.
    expect(p.net).toBe(new Decimal('2307.69').minus('140.38').minus(tax(p)).toFixed(2));
    expect(tax(p).lt(tax(plain))).toBe(true);
    expect(() =>
      computePaycheck(T, { ...ontario, earnings: salary, preTax: [{ type: 'section_125', amount: '10' }] }),
    ).toThrow(/US tax treatments/);
    expect(() => computePaycheck(T, { ...base, earnings: salary, preTax: [{ type: 'rpp', amount: '10' }] })).toThrow(
      /Canadian \(T4\) workers/,
    );
  });

  it('taxes a Canadian bonus by the bonus method, on its own line, and carries its enhanced CPP to the next', () => {
    const alberta = { ...base, classification: 'canada_t4' as const, workState: 'AB', frequency: 'weekly' as const };
    const p = computePaycheck(T, {
      ...alberta,
      earnings: [
        { type: 'regular', amount: '1000' },
        { type: 'bonus', amount: '2500' },
      ],
    });
    expect(amounts(p.employeeTaxes)).toMatchObject({ cpp: '204.25', ei: '57.05', bonus_income_tax: '508.31' });
    expect(p.ytd).toMatchObject({ supplementalWages: '2500.00', canadaBonusEnhancedCpp: '25.00' });
  });
});

describe('post-tax deductions', () => {
  const small: PaycheckInput = { ...base, earnings: [{ type: 'regular', amount: '600' }] };

  it('holds a creditor garnishment to the federal limit and carries the rest as arrears', () => {
    // Disposable 600 − 37.20 − 8.70 = 554.10; limit min(25% = 138.53, 554.10 − 60 × 7.25 = 119.10).
    const p = computePaycheck(T, {
      ...small,
      postTax: [{ key: 'levy-1', type: 'garnishment_creditor', amount: '200' }],
    });
    expect(amounts(p.postTaxDeductions)).toEqual({ 'levy-1': '119.10' });
    expect(p.ytd.arrears).toEqual({ 'levy-1': '80.90' });
    expect(p.net).toBe('435.00');
  });

  it('takes child support first, up to 60% of disposable earnings (65% twelve weeks behind)', () => {
    const order = { key: 'support', type: 'garnishment_child_support' as const, amount: '400' };
    expect(amounts(computePaycheck(T, { ...small, postTax: [order] }).postTaxDeductions)).toEqual({
      support: '332.46',
    });
    expect(
      amounts(computePaycheck(T, { ...small, postTax: [order], supportTwelveWeeksInArrears: true }).postTaxDeductions),
    ).toEqual({ support: '360.17' });
  });

  it('refuses pre-tax deductions that leave the taxes unpaid', () => {
    const p = { ...base, earnings: [{ type: 'bonus' as const, amount: '0.24' }] };
    expect(() => computePaycheck(T, { ...p, preTax: [{ type: 'traditional_401k', amount: '0.24' }] })).toThrow(
      /leave too little/,
    );
  });

  it('never pays below zero: a loan larger than the paycheck takes what is left and carries the rest', () => {
    const p = computePaycheck(T, {
      ...small,
      postTax: [{ key: 'loan', type: 'loan', amount: '10000' }],
      ytd: {
        ficaWages: 0,
        socialSecurityTax: 0,
        futaWages: 0,
        supplementalWages: 0,
        gross: 0,
        federalIncomeTax: 0,
        arrears: { loan: '50' },
      },
    });
    expect(p.net).toBe('0.00');
    expect(p.ytd.arrears).toEqual({ loan: '9495.90' });
  });

  it('nets exactly: net = gross − pre-tax deductions − employee taxes − post-tax deductions, never below zero (property)', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
    fc.assert(
      fc.property(
        cents(2_000_000),
        cents(500_000),
        cents(50_000),
        cents(50_000),
        cents(300_000),
        fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
        (regular, bonus, k401, s125, loan, frequency) => {
          if (new Decimal(k401).plus(s125).gt(new Decimal(regular).plus(bonus))) return;
          const run = () =>
            computePaycheck(T, {
              ...base,
              frequency: frequency as PaycheckInput['frequency'],
              earnings: [
                { type: 'regular', amount: regular },
                { type: 'bonus', amount: bonus },
              ],
              preTax: [
                { type: 'traditional_401k', amount: k401 },
                { type: 'section_125', amount: s125 },
              ],
              postTax: [{ key: 'loan', type: 'loan', amount: loan }],
            });
          let p: ReturnType<typeof computePaycheck>;
          try {
            p = run();
          } catch (e) {
            // Only the refusal for pre-tax deductions that leave the taxes unpaid.
            expect(String(e)).toMatch(/leave too little to pay/);
            return;
          }
          const total = (ls: PaycheckLine[]) => ls.reduce((a, l) => a.plus(l.amount), new Decimal(0));
          const expected = new Decimal(p.gross)
            .minus(total(p.preTaxDeductions))
            .minus(total(p.employeeTaxes))
            .minus(total(p.postTaxDeductions));
          expect(p.net).toBe(expected.toFixed(2));
          expect(new Decimal(p.net).gte(0)).toBe(true);
          for (const l of [...p.employeeTaxes, ...p.employerTaxes, ...p.postTaxDeductions]) {
            expect(l.amount).toMatch(/^-?\d+\.\d{2}$/);
          }
        },
      ),
    );
  });
});
