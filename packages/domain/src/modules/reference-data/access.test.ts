import { describe, expect, it } from 'vitest';
import { NO_PARTNER_FLAGS, type AccessSubject, type ClientFlags } from '../../capabilities.js';
import { ROLES, type Role, type UserType } from '../../enums.js';
import { canManageJobs, canManageReferenceData, canManageWorkersCompCodes } from './access.js';

const subject = (userType: UserType, role: Role | null, client: ClientFlags | null = null): AccessSubject => ({
  userType,
  role,
  partner: { ...NO_PARTNER_FLAGS },
  client,
  requiresW2Onboard: false,
});
const MANAGING: Role[] = ['owner', 'manager', 'admin', 'recruiter'];

describe('who changes reference data', () => {
  it('staff and the partner roles that manage clients; nobody else', () => {
    expect(canManageReferenceData(subject('admin', null))).toBe(true);
    expect(canManageReferenceData(subject('eor', null))).toBe(true);
    for (const role of ROLES) expect(canManageReferenceData(subject('partner', role))).toBe(MANAGING.includes(role));
    expect(canManageReferenceData(subject('sales_partner', 'owner'))).toBe(false);
    expect(canManageReferenceData(subject('client', 'owner'))).toBe(false);
    expect(canManageReferenceData(subject('contractor', null))).toBe(false);
  });

  it('jobs also for a client owner whose client may create assignments (section 6)', () => {
    const client = (can: boolean): ClientFlags => ({
      can_create_assignment: can,
      show_contractor_personal: false,
      requires_signature_for_approval: false,
    });
    expect(canManageJobs(subject('client', 'owner', client(true)))).toBe(true);
    expect(canManageJobs(subject('client', 'owner', client(false)))).toBe(false);
    expect(canManageJobs(subject('client', 'manager', client(true)))).toBe(false);
  });

  it('workers comp codes: admin and eor only', () => {
    expect(canManageWorkersCompCodes(subject('admin', null))).toBe(true);
    expect(canManageWorkersCompCodes(subject('eor', null))).toBe(true);
    expect(canManageWorkersCompCodes(subject('partner', 'owner'))).toBe(false);
  });
});
