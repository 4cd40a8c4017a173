/** The shape of one tax year's US federal payroll figures (us-federal-2026.ts is the first). */

/** [over (A), base tax (C), rate percent (D)]: tax = C + (wage − A) × D, up to the next row's A. */
export type Bracket = readonly [over: string, baseTax: string, percent: string];

/** A table per column of Pub 15-T: single and married filing separately share the single column. */
export interface WithholdingTables {
  single: readonly Bracket[];
  married_filing_jointly: readonly Bracket[];
  head_of_household: readonly Bracket[];
}

export interface FederalYear {
  year: number;
  socialSecurity: { percent: string; wageBase: string };
  medicare: { percent: string; additionalPercent: string; additionalThreshold: string };
  futa: {
    netPercent: string;
    wageBase: string;
    /** Percentage points added to the net rate per state (two-letter code), as the DOL publishes them. */
    creditReductions: Readonly<Record<string, string>>;
  };
  supplemental: { flatPercent: string; over1MillionPercent: string; millionThreshold: string };
  withholding: {
    /** Worksheet 1A line 1g: married filing jointly, or any other status (zero when Step 2 is checked). */
    line1g: { married_filing_jointly: string; other: string };
    /** Line 1k per allowance on a 2019-or-earlier Form W-4. */
    allowance: string;
    standard: WithholdingTables;
    step2Checkbox: WithholdingTables;
  };
}
