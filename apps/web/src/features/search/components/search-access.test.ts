import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { debounceFor } from './palette-config';
import { searchesOwnPartner, searchesWholePlatform } from './search-access';

/** Every user type (the role never matters here): what it searches, and how long the palette waits for typing. */
const EXPECTED: Record<UserType, { wholePlatform: boolean; ownPartner: boolean; debounceMs: number }> = {
  admin: { wholePlatform: true, ownPartner: false, debounceMs: 500 },
  eor: { wholePlatform: false, ownPartner: false, debounceMs: 1000 },
  partner: { wholePlatform: false, ownPartner: true, debounceMs: 1000 },
  sales_partner: { wholePlatform: false, ownPartner: false, debounceMs: 1000 },
  client: { wholePlatform: false, ownPartner: false, debounceMs: 1000 },
  contractor: { wholePlatform: false, ownPartner: false, debounceMs: 1000 },
};

describe('search access', () => {
  it.each(USER_TYPES)('%s', (userType) => {
    expect({
      wholePlatform: searchesWholePlatform(userType),
      ownPartner: searchesOwnPartner(userType),
      debounceMs: debounceFor(userType),
    }).toEqual(EXPECTED[userType]);
  });
});
