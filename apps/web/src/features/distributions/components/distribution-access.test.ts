import { DISTRIBUTION_STATUSES, USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import {
  managesDistributions,
  mayApprove,
  mayPay,
  mayPayCommission,
  seesCommissions,
  showsPartnerColumn,
} from './distribution-access';

describe('distribution access', () => {
  const table: Record<UserType, { manages: boolean; partnerColumn: boolean; commissions: boolean }> = {
    admin: { manages: true, partnerColumn: true, commissions: true },
    eor: { manages: true, partnerColumn: true, commissions: true },
    partner: { manages: false, partnerColumn: false, commissions: false },
    sales_partner: { manages: false, partnerColumn: true, commissions: true },
    client: { manages: false, partnerColumn: false, commissions: false },
    contractor: { manages: false, partnerColumn: false, commissions: false },
  };

  it.each(USER_TYPES)('%s', (userType) => {
    const s = toAccessSubject(makeUser({ user_type: userType }));
    expect({
      manages: managesDistributions(s),
      partnerColumn: showsPartnerColumn(s),
      commissions: seesCommissions(s),
    }).toEqual(table[userType]);
    for (const status of DISTRIBUTION_STATUSES) {
      expect(mayApprove(s, { status }), status).toBe(table[userType].manages && status === 'calculated');
      expect(mayPay(s, { status }), status).toBe(
        table[userType].manages && (status === 'approved' || status === 'failed'),
      );
      // A commission by itself: failed, or still approved once its distribution is paid.
      for (const of of DISTRIBUTION_STATUSES) {
        expect(mayPayCommission(s, { status }, { status: of }), `${status} on ${of}`).toBe(
          table[userType].manages && (status === 'failed' || (status === 'approved' && of === 'paid')),
        );
      }
    }
  });
});
