import { USER_TYPES, type PartnerFlags, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { choosesRemittancePartner, importsRemittances, seesPaymentUploads } from './payment-upload-access';

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

describe('remittance import access', () => {
  const table: Record<Who, { imports: boolean; choosesPartner: boolean; history: boolean }> = {
    admin: { imports: true, choosesPartner: true, history: true },
    eor: { imports: false, choosesPartner: true, history: true },
    partner: { imports: false, choosesPartner: false, history: true },
    self_employer_partner: { imports: true, choosesPartner: false, history: true },
    self_funded_partner: { imports: true, choosesPartner: false, history: true },
    client: { imports: false, choosesPartner: false, history: false },
    contractor: { imports: false, choosesPartner: false, history: false },
    sales_partner: { imports: false, choosesPartner: false, history: false },
  };

  it('covers every user type', () => {
    for (const t of USER_TYPES) expect(table).toHaveProperty(t);
  });

  it.each(Object.entries(table) as [Who, (typeof table)[Who]][])('%s', (who, want) => {
    const s = subjectOf(who);
    expect({
      imports: importsRemittances(s),
      choosesPartner: choosesRemittancePartner(s),
      history: seesPaymentUploads(s),
    }).toEqual(want);
  });
});
