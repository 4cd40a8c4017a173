/**
 * Address verification (spec section 8, suggested address): a provider looks at an address and
 * may propose a corrected one. The local provider is rule-based and offline; a real one (USPS,
 * Canada Post, a commercial API) fits the same interface. What the local provider corrects is
 * docs/decisions/0013-local-address-verification.md.
 */
import type { AddressView } from '@app/domain';

export interface AddressVerifier {
  /** A corrected address when the input is recognisably fixable, else null. */
  suggest(address: AddressView): Promise<AddressView | null>;
}

/** USPS Publication 28 (and Canada Post) abbreviations of common street suffixes. */
const STREET_SUFFIXES: Record<string, string> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  road: 'Rd',
  rd: 'Rd',
  drive: 'Dr',
  dr: 'Dr',
  lane: 'Ln',
  ln: 'Ln',
  court: 'Ct',
  ct: 'Ct',
  place: 'Pl',
  pl: 'Pl',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  highway: 'Hwy',
  hwy: 'Hwy',
  circle: 'Cir',
  cir: 'Cir',
  terrace: 'Ter',
  ter: 'Ter',
  square: 'Sq',
  sq: 'Sq',
  trail: 'Trl',
  trl: 'Trl',
};

const DIRECTIONS: Record<string, string> = {
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  northeast: 'NE',
  northwest: 'NW',
  southeast: 'SE',
  southwest: 'SW',
};

/**
 * Canonical city names by the first three digits of the ZIP code (the USPS sectional centre),
 * for the cities the platform's customers use most. A city that matches one of these once case
 * and spacing are ignored is written the canonical way.
 */
const CANONICAL_CITIES: Record<string, { state: string; city: string }> = {
  '100': { state: 'NY', city: 'New York' },
  '101': { state: 'NY', city: 'New York' },
  '102': { state: 'NY', city: 'New York' },
  '021': { state: 'MA', city: 'Boston' },
  '191': { state: 'PA', city: 'Philadelphia' },
  '200': { state: 'DC', city: 'Washington' },
  '303': { state: 'GA', city: 'Atlanta' },
  '331': { state: 'FL', city: 'Miami' },
  '606': { state: 'IL', city: 'Chicago' },
  '752': { state: 'TX', city: 'Dallas' },
  '770': { state: 'TX', city: 'Houston' },
  '782': { state: 'TX', city: 'San Antonio' },
  '787': { state: 'TX', city: 'Austin' },
  '802': { state: 'CO', city: 'Denver' },
  '850': { state: 'AZ', city: 'Phoenix' },
  '900': { state: 'CA', city: 'Los Angeles' },
  '921': { state: 'CA', city: 'San Diego' },
  '941': { state: 'CA', city: 'San Francisco' },
  '981': { state: 'WA', city: 'Seattle' },
};

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const collapseSpaces = (s: string) => s.trim().replace(/\s+/g, ' ');

/** "100 Congress Avenue" → "100 Congress Ave"; "100 King Street West" → "100 King St W". */
export function abbreviateStreet(line: string): string {
  const words = collapseSpaces(line).split(' ');
  const bare = (w: string) => w.replace(/\.$/, '').toLowerCase();
  // The suffix is the last word, or the one before a trailing direction ("King Street West").
  const hasDirection = words.length > 2 && DIRECTIONS[bare(words.at(-1)!)] !== undefined;
  const suffixAt = hasDirection ? words.length - 2 : words.length - 1;
  // A lone word ("Broadway") or a house number is never a suffix.
  if (suffixAt < 1) return words.join(' ');
  const suffix = STREET_SUFFIXES[bare(words[suffixAt]!)];
  if (!suffix) return words.join(' ');
  words[suffixAt] = suffix;
  if (hasDirection) words[words.length - 1] = DIRECTIONS[bare(words.at(-1)!)]!;
  return words.join(' ');
}

function canonicalCity(address: AddressView): string {
  if (address.country !== 'US') return collapseSpaces(address.city);
  const known = CANONICAL_CITIES[address.zipcode.slice(0, 3)];
  if (known && known.state === address.state && squash(known.city) === squash(address.city)) return known.city;
  return collapseSpaces(address.city);
}

/** "787011234" or "78701 1234" → "78701-1234". */
function canonicalZip(address: AddressView): string {
  if (address.country !== 'US') return address.zipcode;
  const digits = address.zipcode.replace(/[^\d]/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : address.zipcode;
}

export const localAddressVerifier: AddressVerifier = {
  async suggest(address) {
    const suggested: AddressView = {
      ...address,
      street_address_line_1: abbreviateStreet(address.street_address_line_1),
      city: canonicalCity(address),
      zipcode: canonicalZip(address),
    };
    const changed =
      suggested.street_address_line_1 !== address.street_address_line_1 ||
      suggested.city !== address.city ||
      suggested.zipcode !== address.zipcode;
    return changed ? suggested : null;
  },
};
