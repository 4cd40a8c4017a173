import { describe, expect, it } from 'vitest';
import type { AddressView } from '@app/domain';
import { abbreviateStreet, localAddressVerifier } from './address-verification.js';

const austin: AddressView = {
  street_address_line_1: '100 Congress Ave',
  street_address_line_2: null,
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
};

describe('localAddressVerifier', () => {
  it('has nothing to propose for a canonical address', async () => {
    expect(await localAddressVerifier.suggest(austin)).toBeNull();
  });

  it('writes a known city the canonical way for its ZIP prefix and state', async () => {
    expect((await localAddressVerifier.suggest({ ...austin, city: 'AUSTIN' }))?.city).toBe('Austin');
    const ny = { ...austin, city: 'newyork', state: 'NY', zipcode: '10166' };
    expect((await localAddressVerifier.suggest(ny))?.city).toBe('New York');
    // Another city in the same prefix, or the same name in another state, is left alone.
    expect(await localAddressVerifier.suggest({ ...austin, city: 'Round Rock', zipcode: '78701' })).toBeNull();
    expect(await localAddressVerifier.suggest({ ...austin, city: 'austin', state: 'MN', zipcode: '55912' })).toBeNull();
  });

  it('adds the hyphen to a 9-digit ZIP', async () => {
    expect((await localAddressVerifier.suggest({ ...austin, zipcode: '787011234' }))?.zipcode).toBe('78701-1234');
    expect((await localAddressVerifier.suggest({ ...austin, zipcode: '78701 1234' }))?.zipcode).toBe('78701-1234');
  });

  it('abbreviates the street suffix and a trailing direction, and keeps the rest', async () => {
    const s = await localAddressVerifier.suggest({ ...austin, street_address_line_1: '100 Congress Avenue' });
    expect(s).toEqual({ ...austin, street_address_line_1: '100 Congress Ave' });
    expect(abbreviateStreet('100 King Street West')).toBe('100 King St W');
    expect(abbreviateStreet('500 s grand avenue')).toBe('500 s grand Ave');
    expect(abbreviateStreet('1 Main St.')).toBe('1 Main St');
    expect(abbreviateStreet('Broadway')).toBe('Broadway');
    expect(abbreviateStreet('12 Street')).toBe('12 St');
    expect(abbreviateStreet('200 Park Ave')).toBe('200 Park Ave');
  });

  it('proposes street fixes for Canadian addresses but leaves their cities alone', async () => {
    const toronto: AddressView = {
      street_address_line_1: '100 King Street West',
      street_address_line_2: null,
      city: 'toronto',
      state: 'ON',
      zipcode: 'M5X 1A9',
      country: 'CA',
    };
    expect(await localAddressVerifier.suggest(toronto)).toEqual({ ...toronto, street_address_line_1: '100 King St W' });
  });
});
