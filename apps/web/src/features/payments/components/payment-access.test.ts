import { USER_TYPES, type PartnerFlags, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import {
  editsPayment,
  mayApply,
  mayReturn,
  mayUnallocate,
  recordsPayments,
  showsPartnerColumn,
} from './payment-access';

type Who = UserType | 'self_employer_partner' | 'self_funded_partner';

const subjectOf = (who: Who) => {
  const flags: Partial<PartnerFlags> =
    who === 'self_employer_partner'
      ? { self_employer: true }
      : who === 'self_funded_partner'
        ? { self_funded: true }
        : {};
  const userType: UserType = who === 'self_employer_partner' || who === 'self_funded_partner' ? 'partner' : who;
  return toAccessSubject(
    makeUser({ user_type: userType, ...(userType === 'partner' ? { partner: makePartner(flags) } : {}) }),
  );
};

const received = { status: 'received' as const, unapplied_amount: '250.00' };
const applied = { status: 'received' as const, unapplied_amount: '0.00' };
const returned = { status: 'returned' as const, unapplied_amount: '0.00' };
const standing = { reverses_allocation_id: null, reversed: false, amount: '1000.00' };

describe('payment access', () => {
  const table: Record<
    Who,
    {
      record: boolean;
      partnerColumn: boolean;
      returns: boolean;
      applies: boolean;
      unallocates: boolean;
      edits: boolean;
    }
  > = {
    admin: { record: true, partnerColumn: true, returns: true, applies: true, unallocates: true, edits: true },
    eor: { record: false, partnerColumn: true, returns: false, applies: false, unallocates: false, edits: false },
    partner: { record: false, partnerColumn: false, returns: false, applies: false, unallocates: false, edits: false },
    self_employer_partner: {
      record: true,
      partnerColumn: false,
      returns: true,
      applies: true,
      unallocates: false,
      edits: false,
    },
    self_funded_partner: {
      record: true,
      partnerColumn: false,
      returns: true,
      applies: true,
      unallocates: false,
      edits: false,
    },
    sales_partner: {
      record: false,
      partnerColumn: true,
      returns: false,
      applies: false,
      unallocates: false,
      edits: false,
    },
    client: { record: false, partnerColumn: false, returns: false, applies: false, unallocates: false, edits: false },
    contractor: {
      record: false,
      partnerColumn: false,
      returns: false,
      applies: false,
      unallocates: false,
      edits: false,
    },
  };
  it.each([...USER_TYPES, 'self_employer_partner', 'self_funded_partner'] as const)('%s', (who) => {
    const s = subjectOf(who);
    expect({
      record: recordsPayments(s),
      partnerColumn: showsPartnerColumn(s),
      returns: mayReturn(s, received),
      applies: mayApply(s, received),
      unallocates: mayUnallocate(s, received, standing),
      edits: editsPayment(s),
    }).toEqual(table[who]);
  });

  it('moves only a received payment: a returned one is neither returned again, applied nor unallocated', () => {
    const s = subjectOf('admin');
    expect(mayReturn(s, returned)).toBe(false);
    expect(mayApply(s, returned)).toBe(false);
    expect(mayUnallocate(s, returned, standing)).toBe(false);
    // Nothing left to apply: no Apply, but a Return still.
    expect(mayApply(s, applied)).toBe(false);
    expect(mayReturn(s, applied)).toBe(true);
  });

  it('unallocates a standing allocation only: not a reversal, nor a row already reversed', () => {
    const s = subjectOf('admin');
    expect(mayUnallocate(s, received, { ...standing, reversed: true })).toBe(false);
    expect(mayUnallocate(s, received, { reverses_allocation_id: 'a1', reversed: false, amount: '-1000.00' })).toBe(
      false,
    );
  });
});
