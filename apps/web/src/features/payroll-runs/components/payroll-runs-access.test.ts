import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import {
  downloadsEfw2File,
  downloadsFilings,
  listsOwnPaychecks,
  picksPartner,
  runsPayroll,
  runsPayrollOf,
  showsPartner,
} from './payroll-runs-access';

const OWN = 'p1';
const subjectOf = (userType: UserType, selfEmployer = false) =>
  toAccessSubject(
    makeUser({
      user_type: userType,
      ...(userType === 'partner' ? { partner: { ...makePartner({ self_employer: selfEmployer }), id: OWN } } : {}),
    }),
  );
const runOf = (partnerId: string) => ({ partner: { id: partnerId, name: 'Partner' } });

describe('payroll run access', () => {
  const table: Record<
    UserType | 'self_employer_partner',
    {
      runs: boolean;
      picksPartner: boolean;
      showsPartner: boolean;
      ownRun: boolean;
      otherRun: boolean;
      ownPaychecks: boolean;
    }
  > = {
    admin: { runs: true, picksPartner: true, showsPartner: true, ownRun: true, otherRun: true, ownPaychecks: false },
    eor: { runs: false, picksPartner: true, showsPartner: true, ownRun: false, otherRun: false, ownPaychecks: false },
    partner: {
      runs: false,
      picksPartner: false,
      showsPartner: false,
      ownRun: false,
      otherRun: false,
      ownPaychecks: false,
    },
    self_employer_partner: {
      runs: true,
      picksPartner: false,
      showsPartner: false,
      ownRun: true,
      otherRun: false,
      ownPaychecks: false,
    },
    sales_partner: {
      runs: false,
      picksPartner: false,
      showsPartner: true,
      ownRun: false,
      otherRun: false,
      ownPaychecks: false,
    },
    client: {
      runs: false,
      picksPartner: false,
      showsPartner: false,
      ownRun: false,
      otherRun: false,
      ownPaychecks: false,
    },
    contractor: {
      runs: false,
      picksPartner: false,
      showsPartner: false,
      ownRun: false,
      otherRun: false,
      ownPaychecks: true,
    },
  };

  it.each([...USER_TYPES, 'self_employer_partner' as const])('%s', (who) => {
    const s = who === 'self_employer_partner' ? subjectOf('partner', true) : subjectOf(who);
    const own = who === 'partner' || who === 'self_employer_partner' ? OWN : null;
    expect({
      runs: runsPayroll(s),
      picksPartner: picksPartner(s),
      showsPartner: showsPartner(s),
      ownRun: runsPayrollOf(s, own, runOf(OWN)),
      otherRun: runsPayrollOf(s, own, runOf('p2')),
      ownPaychecks: listsOwnPaychecks(s),
    }).toEqual(table[who]);
  });
});

describe('tax forms access (decision 0064)', () => {
  const table: Record<UserType | 'self_employer_partner', { filings: boolean; efw2: boolean }> = {
    admin: { filings: true, efw2: true },
    eor: { filings: true, efw2: true },
    partner: { filings: false, efw2: false },
    self_employer_partner: { filings: true, efw2: false },
    sales_partner: { filings: false, efw2: false },
    client: { filings: false, efw2: false },
    contractor: { filings: false, efw2: false },
  };
  it.each([...USER_TYPES, 'self_employer_partner' as const])('%s', (who) => {
    const s = who === 'self_employer_partner' ? subjectOf('partner', true) : subjectOf(who);
    expect({ filings: downloadsFilings(s), efw2: downloadsEfw2File(s) }).toEqual(table[who]);
  });
});
