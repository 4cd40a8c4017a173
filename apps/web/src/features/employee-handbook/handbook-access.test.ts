import { describe, expect, it } from 'vitest';
import type { AccessSubject, Role, UserType } from '@app/domain';
import { publishesHandbookVersion, seesHandbookPartners } from './handbook-access';

const subject = (userType: UserType, role: Role | null): AccessSubject => ({
  userType,
  role,
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

describe('handbook access', () => {
  it.each([
    ['admin', 'admin', true, true],
    ['eor', 'owner', true, true],
    ['partner', 'owner', true, false],
    ['partner', 'finance', true, false],
    ['partner', 'recruiter', false, false],
    ['contractor', null, false, false],
  ] as const)('%s %s: publishes %s, sees partners %s', (type, role, publishes, partners) => {
    expect(publishesHandbookVersion(subject(type, role))).toBe(publishes);
    expect(seesHandbookPartners(subject(type, role))).toBe(partners);
  });
});
