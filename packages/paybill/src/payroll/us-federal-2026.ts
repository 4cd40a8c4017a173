/**
 * US federal payroll figures for tax year 2026, as data (domain primer section 1; sources after each
 * figure, keys as in the primer's list). A new year is a new table of this shape, not a code change.
 */
import type { FederalYear } from './us-federal-types.js';

export const US_FEDERAL_2026: FederalYear = {
  year: 2026,
  // Social Security 6.2% employee and employer on wages up to $184,500 [S1, S2].
  socialSecurity: { percent: '6.2', wageBase: '184500' },
  // Medicare 1.45% each, no cap; Additional Medicare 0.9% employee-only over $200,000 of this
  // employer's wages in the year, whatever the filing status [S1, S2, S3].
  medicare: { percent: '1.45', additionalPercent: '0.9', additionalThreshold: '200000' },
  // FUTA 6.0% less the 5.4% state credit = 0.6% net, on the first $7,000 [S4, S5]. The 2026
  // credit-reduction states are UNCONFIRMED (announced by the DOL after 10 November 2026): none is
  // listed, and a reduction is entered per state and year once published.
  futa: { netPercent: '0.6', wageBase: '7000', creditReductions: {} },
  supplemental: { flatPercent: '22', over1MillionPercent: '37', millionThreshold: '1000000' },
  // Pub 15-T (2026) Worksheet 1A, percentage method for automated systems [S4, S6, S7, S10, S11].
  withholding: {
    line1g: { married_filing_jointly: '12900', other: '8600' },
    allowance: '4300',
    standard: {
      single: [
        ['0', '0', '0'],
        ['7500', '0', '10'],
        ['19900', '1240', '12'],
        ['57900', '5800', '22'],
        ['113200', '17966', '24'],
        ['209275', '41024', '32'],
        ['263725', '58448', '35'],
        ['648100', '192979.25', '37'],
      ],
      married_filing_jointly: [
        ['0', '0', '0'],
        ['19300', '0', '10'],
        ['44100', '2480', '12'],
        ['120100', '11600', '22'],
        ['230700', '35932', '24'],
        ['422850', '82048', '32'],
        ['531750', '116896', '35'],
        ['788000', '206583.50', '37'],
      ],
      head_of_household: [
        ['0', '0', '0'],
        ['15550', '0', '10'],
        ['33250', '1770', '12'],
        ['83000', '7740', '22'],
        ['121250', '16155', '24'],
        ['217300', '39207', '32'],
        ['271750', '56631', '35'],
        ['656150', '191171', '37'],
      ],
    },
    step2Checkbox: {
      single: [
        ['0', '0', '0'],
        ['8050', '0', '10'],
        ['14250', '620', '12'],
        ['33250', '2900', '22'],
        ['60900', '8983', '24'],
        ['108938', '20512', '32'],
        ['136163', '29224', '35'],
        ['328350', '96489.63', '37'],
      ],
      married_filing_jointly: [
        ['0', '0', '0'],
        ['16100', '0', '10'],
        ['28500', '1240', '12'],
        ['66500', '5800', '22'],
        ['121800', '17966', '24'],
        ['217875', '41024', '32'],
        ['272325', '58448', '35'],
        ['400450', '103291.75', '37'],
      ],
      head_of_household: [
        ['0', '0', '0'],
        ['12075', '0', '10'],
        ['20925', '885', '12'],
        ['45800', '3870', '22'],
        ['64925', '8077.50', '24'],
        ['112950', '19603.50', '32'],
        ['140175', '28315.50', '35'],
        ['332375', '95585.50', '37'],
      ],
    },
  },
};
