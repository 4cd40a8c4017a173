import { describe, expect, it } from 'vitest';
import type { AccessSubject, UserType } from '@app/domain';
import { seesOwnPlacesOnly, uploadsLaborPosters } from './labor-posters-access';

const subject = (userType: UserType): AccessSubject => ({
  userType,
  role: userType === 'contractor' ? null : 'owner',
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

describe('labor posters access', () => {
  it.each([
    ['admin', true, false],
    ['eor', true, false],
    ['partner', false, false],
    ['contractor', false, true],
  ] as const)('%s: uploads %s, own places only %s', (type, uploads, own) => {
    expect(uploadsLaborPosters(subject(type))).toBe(uploads);
    expect(seesOwnPlacesOnly(subject(type))).toBe(own);
  });
});
