import { describe, expect, it } from 'vitest';
import type { AccessSubject, Role, UserType } from '@app/domain';
import { preparesAgreements, readsAgreementTemplates, showsPartnerColumn, showsWorkerColumn } from './agreement-access';

const s = (userType: UserType, role: Role | null): AccessSubject => ({
  userType,
  role,
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

describe('agreement access', () => {
  it.each([
    ['admin', 'admin', true, true, true, true],
    ['eor', 'owner', false, true, true, true],
    ['partner', 'owner', true, true, false, true],
    ['partner', 'finance', true, true, false, true],
    ['partner', 'recruiter', false, false, false, true],
    ['sales_partner', 'owner', false, false, true, true],
    ['client', 'owner', false, false, false, true],
    ['contractor', null, false, false, false, false],
  ] as const)(
    '%s %s: prepares %s, templates %s, partner column %s, worker column %s',
    (type, role, prep, tpl, partner, worker) => {
      const subject = s(type, role);
      expect(preparesAgreements(subject)).toBe(prep);
      expect(readsAgreementTemplates(subject)).toBe(tpl);
      expect(showsPartnerColumn(subject)).toBe(partner);
      expect(showsWorkerColumn(subject)).toBe(worker);
    },
  );
});
