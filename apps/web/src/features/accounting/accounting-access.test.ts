import { describe, expect, it } from 'vitest';
import type { AccessSubject, Role, UserType } from '@app/domain';
import { managesAccounting, picksAccountingPartner } from './accounting-access';

const subject = (userType: UserType, role: Role | null): AccessSubject =>
  ({ userType, role, partner: null, grants: [] }) as unknown as AccessSubject;

describe('accounting access', () => {
  it.each([
    ['admin', 'admin', true, true],
    ['eor', 'owner', true, true],
    ['partner', 'owner', true, false],
    ['partner', 'finance', true, false],
    ['partner', 'manager', true, false],
    ['partner', 'recruiter', false, false],
    ['partner', 'time_sheet_only', false, false],
    ['client', 'owner', false, false],
    ['sales_partner', 'owner', false, false],
    ['contractor', null, false, false],
  ] as const)('%s %s: manages %s, picks the partner %s', (type, role, manages, picks) => {
    expect(managesAccounting(subject(type, role))).toBe(manages);
    expect(picksAccountingPartner(subject(type, role))).toBe(picks);
  });
});
