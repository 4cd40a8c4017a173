/**
 * California 2026 withholding, Method B (exact calculation) of the EDD's "California Withholding Schedules
 * for 2026" (DE 44; edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf), and SDI, as data (domain primer
 * part 2, section B [P4, P5, P6, P7]). The tables were transcribed from the primer's source [P4], a public
 * machine-readable copy of the EDD PDF, and checked for consistency in the tests (each bracket's base tax is
 * the one before it plus that bracket's rate on its width); the weekly single values are corroborated by a
 * second implementation [P8]. Per pay period: weekly, biweekly, semimonthly, monthly.
 */

/** Table 1 and Table 3: [single, or married with 0–1 allowance; married with 2+ allowances, or head of household]. */
type Pair = readonly [low: string, high: string];

/** A rate table: thresholds ("over") and the tax at each; the rates are the same ten for every table. */
export interface CaRateTable {
  over: readonly number[];
  plus: readonly number[];
}

export interface CaPeriodTables {
  lowIncomeExemption: Pair;
  standardDeduction: Pair;
  /** Table 2: by number of estimated-deduction allowances, 0–10 (more: the one-allowance amount × n). */
  estimatedDeduction: readonly number[];
  /** Table 4: by number of regular allowances, 0–10 (more: the one-allowance credit × n). */
  exemptionCredit: readonly number[];
  single: CaRateTable;
  married: CaRateTable;
  headOfHousehold: CaRateTable;
}

export const CA_RATES_PERCENT = [
  '1.1',
  '2.2',
  '4.4',
  '6.6',
  '8.8',
  '10.23',
  '11.33',
  '12.43',
  '13.53',
  '14.63',
] as const;

export const CALIFORNIA_2026 = {
  year: 2026,
  // SDI 1.3% of all SDI wages, no wage ceiling since 1 January 2024 (SB 951) [P6, P7].
  sdiPercent: '1.3',
  // The flat rate an employer may apply to supplemental wages instead of the tables: 6.6% from
  // 1 November 2009 (Revenue and Taxation Code § 18663(b)(1)(B)); bonuses and stock options excepted.
  supplementalFlatPercent: '6.6',
  periods: {
    weekly: {
      lowIncomeExemption: ['363', '727'],
      standardDeduction: ['110', '219'],
      estimatedDeduction: [0, 19, 38, 58, 77, 96, 115, 135, 154, 173, 192],
      exemptionCredit: [0, 3.24, 6.47, 9.71, 12.95, 16.18, 19.42, 22.66, 25.89, 29.13, 32.37],
      single: {
        over: [0, 213, 505, 797, 1107, 1399, 7144, 8573, 14288, 19231],
        plus: [0, 2.34, 8.76, 21.61, 42.07, 67.77, 655.48, 817.39, 1527.76, 2196.55],
      },
      married: {
        over: [0, 426, 1010, 1594, 2214, 2798, 14288, 17146, 19231, 28575],
        plus: [0, 4.69, 17.54, 43.24, 84.16, 135.55, 1310.98, 1634.79, 1893.96, 3158.2],
      },
      headOfHousehold: {
        over: [0, 426, 1010, 1302, 1612, 1904, 9716, 11659, 19231, 19431],
        plus: [0, 4.69, 17.54, 30.39, 50.85, 76.55, 875.72, 1095.86, 2037.06, 2064.12],
      },
    },
    biweekly: {
      lowIncomeExemption: ['727', '1454'],
      standardDeduction: ['219', '439'],
      estimatedDeduction: [0, 38, 77, 115, 154, 192, 231, 269, 308, 346, 385],
      exemptionCredit: [0, 6.47, 12.95, 19.42, 25.89, 32.37, 38.84, 45.31, 51.78, 58.26, 64.73],
      single: {
        over: [0, 426, 1010, 1594, 2214, 2798, 14288, 17146, 28576, 38462],
        plus: [0, 4.69, 17.54, 43.24, 84.16, 135.55, 1310.98, 1634.79, 3055.54, 4393.12],
      },
      married: {
        over: [0, 852, 2020, 3188, 4428, 5596, 28576, 34292, 38462, 57150],
        plus: [0, 9.37, 35.07, 86.46, 168.3, 271.08, 2621.93, 3269.55, 3787.88, 6316.37],
      },
      headOfHousehold: {
        over: [0, 852, 2020, 2604, 3224, 3808, 19432, 23318, 38462, 38862],
        plus: [0, 9.37, 35.07, 60.77, 101.69, 153.08, 1751.42, 2191.7, 4074.1, 4128.22],
      },
    },
    semimonthly: {
      lowIncomeExemption: ['787', '1575'],
      standardDeduction: ['238', '476'],
      estimatedDeduction: [0, 42, 83, 125, 167, 208, 250, 292, 333, 375, 417],
      exemptionCredit: [0, 7.01, 14.03, 21.04, 28.05, 35.06, 42.08, 49.09, 56.1, 63.11, 70.13],
      single: {
        over: [0, 462, 1094, 1727, 2398, 3030, 15478, 18574, 30956, 41667],
        plus: [0, 5.08, 18.98, 46.83, 91.12, 146.74, 1420.17, 1770.95, 3310.03, 4759.23],
      },
      married: {
        over: [0, 924, 2188, 3454, 4796, 6060, 30956, 37148, 41667, 61913],
        plus: [0, 10.16, 37.97, 93.67, 182.24, 293.47, 2840.33, 3541.88, 4103.59, 6842.87],
      },
      headOfHousehold: {
        over: [0, 924, 2189, 2822, 3492, 4125, 21050, 25260, 41667, 42101],
        plus: [0, 10.16, 37.99, 65.84, 110.06, 165.76, 1897.19, 2374.18, 4413.57, 4472.29],
      },
    },
    monthly: {
      lowIncomeExemption: ['1575', '3149'],
      standardDeduction: ['476', '951'],
      estimatedDeduction: [0, 83, 167, 250, 333, 417, 500, 583, 667, 750, 833],
      exemptionCredit: [0, 14.03, 28.05, 42.08, 56.1, 70.13, 84.15, 98.18, 112.2, 126.23, 140.25],
      single: {
        over: [0, 924, 2188, 3454, 4796, 6060, 30956, 37148, 61912, 83334],
        plus: [0, 10.16, 37.97, 93.67, 182.24, 293.47, 2840.33, 3541.88, 6620.05, 9518.45],
      },
      married: {
        over: [0, 1848, 4376, 6908, 9592, 12120, 61912, 74296, 83334, 123826],
        plus: [0, 20.33, 75.95, 187.36, 364.5, 586.96, 5680.68, 7083.79, 8207.21, 13685.78],
      },
      headOfHousehold: {
        over: [0, 1848, 4378, 5644, 6984, 8250, 42100, 50520, 83334, 84202],
        plus: [0, 20.33, 75.99, 131.69, 220.13, 331.54, 3794.4, 4748.39, 8827.17, 8944.61],
      },
    },
  } satisfies Record<'weekly' | 'biweekly' | 'semimonthly' | 'monthly', CaPeriodTables>,
};
