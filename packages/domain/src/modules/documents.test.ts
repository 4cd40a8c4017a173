import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../capabilities.js';
import type { Role, UserType } from '../enums.js';
import { archivesDocument, daysUntil, expiryOf, namesDocumentOwner, uploadsDocument } from './documents.js';

const s = (userType: UserType, role: Role | null = 'owner'): AccessSubject => ({
  userType,
  role,
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

describe('document rules', () => {
  it('keep employer documents to sensitive partner roles and credentialing documents to staff', () => {
    expect(uploadsDocument(s('partner', 'finance'), 'employer')).toBe(true);
    expect(uploadsDocument(s('partner', 'recruiter'), 'employer')).toBe(false);
    expect(uploadsDocument(s('eor'), 'platform')).toBe(true);
    expect(uploadsDocument(s('partner'), 'platform')).toBe(false);
    expect(uploadsDocument(s('sales_partner'), 'contractor')).toBe(false);
    expect(uploadsDocument(s('client'), 'contractor')).toBe(false);
  });

  it('let a contractor or a client archive only what it uploaded; the keeping side any', () => {
    expect(archivesDocument(s('contractor', null), 'contractor', true)).toBe(true);
    expect(archivesDocument(s('contractor', null), 'contractor', false)).toBe(false);
    expect(archivesDocument(s('client'), 'client', false)).toBe(false);
    expect(archivesDocument(s('partner', 'recruiter'), 'contractor', false)).toBe(true);
    expect(archivesDocument(s('partner', 'recruiter'), 'employer', false)).toBe(false);
  });

  it('name the owner: required of the keeping side, optional for staff, never for the owner itself', () => {
    expect(namesDocumentOwner(s('partner'), 'client')).toBe('required');
    expect(namesDocumentOwner(s('admin', 'admin'), 'employer')).toBe('optional');
    expect(namesDocumentOwner(s('partner'), 'employer')).toBe('never');
    expect(namesDocumentOwner(s('contractor', null), 'contractor')).toBe('never');
  });

  it('flag what expires from today to 30 days on, and what has expired', () => {
    expect(daysUntil('2027-02-27', '2027-03-01')).toBe(2);
    expect(expiryOf('2027-03-01', null)).toEqual({ expiring_soon: false, expired: false });
    expect(expiryOf('2027-03-01', '2027-03-01')).toEqual({ expiring_soon: true, expired: false });
    expect(expiryOf('2027-03-01', '2027-03-31')).toEqual({ expiring_soon: true, expired: false });
    expect(expiryOf('2027-03-01', '2027-04-01')).toEqual({ expiring_soon: false, expired: false });
    expect(expiryOf('2027-03-01', '2027-02-28')).toEqual({ expiring_soon: false, expired: true });
  });
});
