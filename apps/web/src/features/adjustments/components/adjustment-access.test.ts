import { ADJUSTMENT_STATUSES, USER_TYPES, type EnumValue, type PartnerFlags, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { addsAdjustments, mayVoid, showsPartnerColumn } from './adjustment-access';

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

describe('adjustment access', () => {
  const table: Record<Who, { add: boolean; partnerColumn: boolean; voids: boolean }> = {
    admin: { add: true, partnerColumn: true, voids: true },
    eor: { add: true, partnerColumn: true, voids: true },
    partner: { add: false, partnerColumn: false, voids: false },
    self_employer_partner: { add: true, partnerColumn: false, voids: true },
    self_funded_partner: { add: true, partnerColumn: false, voids: true },
    sales_partner: { add: false, partnerColumn: true, voids: false },
    client: { add: false, partnerColumn: false, voids: false },
    contractor: { add: false, partnerColumn: false, voids: false },
  };
  it.each([...USER_TYPES, 'self_employer_partner', 'self_funded_partner'] as const)('%s', (who) => {
    const s = subjectOf(who);
    expect({
      add: addsAdjustments(s),
      partnerColumn: showsPartnerColumn(s),
      voids: mayVoid(s, { status: 'pending' }),
    }).toEqual(table[who]);
  });

  /** Only a pending adjustment is voided: a charged or invoiced one is countered by another adjustment. */
  const byStatus: Record<EnumValue<'adjustmentStatus'>, boolean> = {
    pending: true,
    charged: false,
    invoiced: false,
    void: false,
  };
  it.each(ADJUSTMENT_STATUSES)('voids a %s adjustment or not', (status) => {
    expect(mayVoid(subjectOf('admin'), { status })).toBe(byStatus[status]);
    expect(mayVoid(subjectOf('self_funded_partner'), { status })).toBe(byStatus[status]);
  });
});
