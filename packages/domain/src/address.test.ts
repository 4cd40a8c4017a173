import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.js';

const us = {
  street_address_line_1: '1 Main St',
  city: 'Austin',
  state: 'tx',
  zipcode: '78701',
  country: 'US' as const,
};
const ca = {
  street_address_line_1: '1 Bay St',
  city: 'Toronto',
  state: 'ON',
  zipcode: 'm5j2n8',
  country: 'CA' as const,
};
const fields = (r: ReturnType<typeof addressSchema.safeParse>) =>
  r.success ? [] : r.error.issues.map((i) => i.path.join('.'));

describe('addresses', () => {
  it('accepts US ZIP and ZIP+4 and uppercases the state', () => {
    expect(addressSchema.parse(us)).toMatchObject({ state: 'TX', zipcode: '78701', street_address_line_2: null });
    expect(addressSchema.parse({ ...us, zipcode: '78701-1234' }).zipcode).toBe('78701-1234');
  });

  it.each(['7870', '787011', '78701-12', 'ABCDE'])('refuses ZIP %s', (zipcode) => {
    expect(fields(addressSchema.safeParse({ ...us, zipcode }))).toEqual(['zipcode']);
  });

  it('formats Canadian postal codes as A1A 1A1 and refuses impossible letters', () => {
    expect(addressSchema.parse(ca).zipcode).toBe('M5J 2N8');
    expect(fields(addressSchema.safeParse({ ...ca, zipcode: 'D5J 2N8' }))).toEqual(['zipcode']);
    expect(fields(addressSchema.safeParse({ ...ca, zipcode: 'W5J 2N8' }))).toEqual(['zipcode']);
    expect(fields(addressSchema.safeParse({ ...ca, zipcode: '78701' }))).toEqual(['zipcode']);
  });

  it('checks the state or province against the country', () => {
    expect(fields(addressSchema.safeParse({ ...us, state: 'ON' }))).toEqual(['state']);
    expect(fields(addressSchema.safeParse({ ...ca, state: 'TX' }))).toEqual(['state']);
  });

  it('requires street and city', () => {
    expect(fields(addressSchema.safeParse({ ...us, street_address_line_1: ' ', city: '' })).sort()).toEqual([
      'city',
      'street_address_line_1',
    ]);
  });
});
