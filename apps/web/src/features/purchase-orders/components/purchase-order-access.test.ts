import { describe, expect, it } from 'vitest';
import type { AccessSubject, Role, UserType } from '@app/domain';
import { managesPurchaseOrders, showsPartnerColumn } from './purchase-order-access';

const subject = (userType: UserType, role: Role | null = 'owner') => ({ userType, role }) as unknown as AccessSubject;

describe('purchase order access', () => {
  it.each([
    ['admin', 'admin', true, true],
    ['eor', 'owner', true, true],
    ['partner', 'owner', true, false],
    ['partner', 'recruiter', true, false],
    ['partner', 'time_sheet_only', false, false],
    ['client', 'owner', false, false],
  ] as const)('%s (%s): manages %s, partner column %s', (type, role, manages, partnerColumn) => {
    expect(managesPurchaseOrders(subject(type, role))).toBe(manages);
    expect(showsPartnerColumn(subject(type, role))).toBe(partnerColumn);
  });
});
