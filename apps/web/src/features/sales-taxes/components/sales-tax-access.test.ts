import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { editsSalesTaxes, mayEnd, mayEnterRate } from './sales-tax-access';

const subjectOf = (userType: UserType) => toAccessSubject(makeUser({ user_type: userType }));

const open = { effective_to: null, needs_rate: true };
const rated = { effective_to: null, needs_rate: false };
const ended = { effective_to: '2025-09-30', needs_rate: false };

describe('sales tax access', () => {
  const table: Record<UserType, { edits: boolean; endsOpen: boolean; ratesUnrated: boolean }> = {
    admin: { edits: true, endsOpen: true, ratesUnrated: true },
    eor: { edits: false, endsOpen: false, ratesUnrated: false },
    partner: { edits: false, endsOpen: false, ratesUnrated: false },
    sales_partner: { edits: false, endsOpen: false, ratesUnrated: false },
    client: { edits: false, endsOpen: false, ratesUnrated: false },
    contractor: { edits: false, endsOpen: false, ratesUnrated: false },
  };
  it.each(USER_TYPES)('%s', (userType) => {
    const s = subjectOf(userType);
    expect({ edits: editsSalesTaxes(s), endsOpen: mayEnd(s, open), ratesUnrated: mayEnterRate(s, open) }).toEqual(
      table[userType],
    );
  });

  it('ends only a row still open-ended, and rates only a row that needs a rate', () => {
    const admin = subjectOf('admin');
    expect(mayEnd(admin, ended)).toBe(false);
    expect(mayEnd(admin, rated)).toBe(true);
    // A rated row is never re-rated: a new rate is a new row.
    expect(mayEnterRate(admin, rated)).toBe(false);
    expect(mayEnterRate(admin, ended)).toBe(false);
  });
});
