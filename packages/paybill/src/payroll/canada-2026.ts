/**
 * Canadian payroll figures for 2026 (outside Quebec), as data: CRA T4127, 122nd edition, effective
 * 1 January 2026 (domain primer section 4 [S28–S32] and part 2 section A [P1]). A new edition is a new
 * table of this shape.
 */

/** [lower bound A, rate percent, constant K]: annual tax = rate × income − K in the bracket. */
export type CanadaBracket = readonly [from: string, percent: string, constant: string];

export interface ProvinceTable {
  brackets: readonly CanadaBracket[];
  /** The basic personal amount: the claim when no provincial TD1 is on file (claim code 1). */
  basicAmount: string;
}

export interface CanadaYear {
  year: number;
  cpp: {
    percent: string;
    /** The base part of the rate (4.95%) behind the K2 credit; the rest is the first additional 1%. */
    basePercent: string;
    basicExemption: string;
    maxContribution: string;
    maxBaseContribution: string;
    ympe: string;
  };
  cpp2: { percent: string; yampe: string; maxContribution: string };
  ei: { percent: string; maxPremium: string; employerMultiple: string };
  federal: {
    brackets: readonly CanadaBracket[];
    lowestPercent: string;
    /** Basic personal amount: the maximum up to the first income, the minimum from the second, linear between. */
    bpaf: { max: string; min: string; phaseOutFrom: string; phaseOutTo: string };
    canadaEmploymentAmount: string;
  };
  provinces: Readonly<Record<string, ProvinceTable>>;
}

export const CANADA_2026: CanadaYear = {
  year: 2026,
  // CPP 5.95% (base 4.95% + first additional 1%), YMPE $74,600, exemption $3,500, max $4,230.45 [S28, S29].
  cpp: {
    percent: '5.95',
    basePercent: '4.95',
    basicExemption: '3500',
    maxContribution: '4230.45',
    maxBaseContribution: '3519.45',
    ympe: '74600',
  },
  // CPP2 4% between the YMPE and the YAMPE of $85,000, max $416.00 [S28, S29].
  cpp2: { percent: '4', yampe: '85000', maxContribution: '416.00' },
  // EI 1.63% to a $1,123.07 premium; the employer pays 1.4 times the employee's [S28, S30, S31].
  ei: { percent: '1.63', maxPremium: '1123.07', employerMultiple: '1.4' },
  federal: {
    brackets: [
      ['0', '14', '0'],
      ['58523', '20.5', '3804'],
      ['117045', '26', '10241'],
      ['181440', '29', '15685'],
      ['258482', '33', '26024'],
    ],
    lowestPercent: '14',
    bpaf: { max: '16452', min: '14829', phaseOutFrom: '181440', phaseOutTo: '258482' },
    canadaEmploymentAmount: '1501',
  },
  // T4127 Tables 8.1 and 8.2 (2026) [P1].
  provinces: {
    ON: {
      brackets: [
        ['0', '5.05', '0'],
        ['53891', '9.15', '2210'],
        ['107785', '11.16', '4376'],
        ['150000', '12.16', '5876'],
        ['220000', '13.16', '8076'],
      ],
      basicAmount: '12989',
    },
    BC: {
      brackets: [
        ['0', '5.06', '0'],
        ['50363', '7.70', '1330'],
        ['100728', '10.50', '4150'],
        ['115648', '12.29', '6220'],
        ['140430', '14.70', '9604'],
        ['190405', '16.80', '13603'],
        ['265545', '20.50', '23428'],
      ],
      basicAmount: '13216',
    },
    AB: {
      brackets: [
        ['0', '8', '0'],
        ['61200', '10', '1224'],
        ['154259', '12', '4309'],
        ['185111', '13', '6160'],
        ['246813', '14', '8628'],
        ['370220', '15', '12331'],
      ],
      basicAmount: '22769',
    },
  },
};
