/** Where each tax line of a paycheck is owed (decision 0099): federal, the work state, or the province. */
import { describe, expect, it } from 'vitest';
import { placeOf } from './tax-jurisdictions.js';

describe('placeOf', () => {
  it('puts US federal taxes under Federal, both shares of FICA as one tax', () => {
    expect(placeOf('federal_income_tax', 'Federal income tax', 'w-2', 'CA')).toEqual({
      country: 'US',
      jurisdiction: 'Federal',
      tax: 'Federal income tax',
    });
    expect(placeOf('social_security_employer', 'x', 'w-2', 'CA').tax).toBe(
      placeOf('social_security', 'y', 'w-2', 'CA').tax,
    );
    expect(placeOf('medicare_employer', 'x', 'w-2', 'TX').tax).toBe('Medicare (FICA)');
    expect(placeOf('futa', 'FUTA', 'w-2', 'TX').jurisdiction).toBe('Federal');
    expect(placeOf('backup_withholding', 'x', '1099', null).jurisdiction).toBe('Federal');
  });

  it('puts state taxes and SUTA under the work state', () => {
    expect(placeOf('state_income_tax', 'NY income tax', 'w-2', 'NY')).toEqual({
      country: 'US',
      jurisdiction: 'NY',
      tax: 'State income tax',
    });
    expect(placeOf('suta', 'WA unemployment (SUTA)', 'w-2', 'WA')).toEqual({
      country: 'US',
      jurisdiction: 'WA',
      tax: 'State unemployment (SUTA)',
    });
    expect(placeOf('sdi', 'CA SDI', 'w-2', 'CA').jurisdiction).toBe('CA');
  });

  it('puts every Canadian line under the province worked in', () => {
    for (const [code, tax] of [
      ['cpp', 'CPP'],
      ['cpp_employer', 'CPP'],
      ['ei_employer', 'EI'],
      ['federal_income_tax', 'Federal income tax'],
      ['provincial_income_tax', 'Provincial income tax'],
    ])
      expect(placeOf(code!, 'label', 'canada_t4', 'ON')).toEqual({ country: 'CA', jurisdiction: 'ON', tax });
  });

  it('keeps an international employer cost under its own label', () => {
    expect(placeOf('international_employer_cost', 'MX employer cost (20%)', 'international_eor', null)).toEqual({
      country: 'International',
      jurisdiction: 'Unknown',
      tax: 'MX employer cost (20%)',
    });
  });
});
