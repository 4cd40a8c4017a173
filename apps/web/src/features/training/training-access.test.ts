import { describe, expect, it } from 'vitest';
import type { AccessSubject, UserType } from '@app/domain';
import { keepsCourses, seesTrainingPartners, takesCourses } from './training-access';

const subject = (userType: UserType): AccessSubject => ({
  userType,
  role: userType === 'contractor' ? null : 'owner',
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

describe('training access', () => {
  it.each([
    ['admin', false, true, true],
    ['eor', false, true, true],
    ['partner', false, true, false],
    ['contractor', true, false, false],
    ['client', false, false, false],
    ['sales_partner', false, false, false],
  ] as const)('%s: takes %s, keeps %s, sees partners %s', (type, takes, keeps, partners) => {
    expect(takesCourses(subject(type))).toBe(takes);
    expect(keepsCourses(subject(type))).toBe(keeps);
    expect(seesTrainingPartners(subject(type))).toBe(partners);
  });
});
