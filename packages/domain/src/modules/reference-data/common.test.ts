import { describe, expect, it } from 'vitest';
import { addressSchema } from '../../address.js';
import { isIanaTimeZone, verifiableAddressSchema } from './common.js';

describe('isIanaTimeZone', () => {
  it('accepts IANA zones and refuses unknown or bare abbreviations', () => {
    expect(isIanaTimeZone('America/Chicago')).toBe(true);
    expect(isIanaTimeZone('America/Toronto')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus')).toBe(false);
    expect(isIanaTimeZone('EST')).toBe(false);
  });
});

describe('verifiableAddressSchema', () => {
  const us = { street_address_line_1: '1 Main St', city: 'Austin', state: 'tx', zipcode: '78701', country: 'US' };
  it('accepts a 9-digit ZIP without its hyphen (the verifier proposes it) but nothing looser', () => {
    expect(verifiableAddressSchema.parse({ ...us, zipcode: '787011234' }).zipcode).toBe('787011234');
    expect(verifiableAddressSchema.safeParse({ ...us, zipcode: '7870' }).success).toBe(false);
    expect(verifiableAddressSchema.parse(us).state).toBe('TX');
  });
  it('normalises Canadian postal codes and checks provinces', () => {
    const ca = { ...us, state: 'ON', zipcode: 'm5x1a9', country: 'CA' };
    expect(verifiableAddressSchema.parse(ca).zipcode).toBe('M5X 1A9');
    expect(verifiableAddressSchema.safeParse({ ...ca, state: 'TX' }).success).toBe(false);
  });
  it('reports the same fields and messages as the stored-address rules for anything else', () => {
    const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    const bad = [
      { ...us, zipcode: '7870', state: 'ON', city: ' ' },
      { ...us, country: 'CA', zipcode: 'D5J 2N8', street_address_line_1: '' },
    ];
    for (const input of bad) {
      const expected = issuesOf(addressSchema.safeParse(input));
      expect(expected.length).toBeGreaterThan(1);
      expect(issuesOf(verifiableAddressSchema.safeParse(input))).toEqual(expected);
    }
  });
});
