import { describe, expect, it } from 'vitest';
import { ROLES } from './enums.js';
import { hasTeam, isRoleValidFor, rolesValidFor } from './roles.js';

describe('roles per user type', () => {
  it('offers partners every role', () => {
    expect(rolesValidFor('partner')).toEqual(ROLES);
  });

  it.each([
    ['client', 'time_sheet_only', true],
    ['client', 'manager', true],
    ['client', 'recruiter', false],
    ['client', 'document_verifier', false],
    ['sales_partner', 'owner', true],
    ['sales_partner', 'finance', true],
    ['sales_partner', 'recruiter', false],
    ['sales_partner', 'time_sheet_only', false],
    ['eor', 'document_verifier', true],
    ['eor', 'recruiter_sourcer', false],
    ['admin', 'admin', true],
    ['admin', 'owner', false],
  ] as const)('%s may hold %s: %s', (type, role, ok) => {
    expect(isRoleValidFor(type, role)).toBe(ok);
  });

  it('gives contractors no role and every other type one', () => {
    expect(isRoleValidFor('contractor', null)).toBe(true);
    expect(isRoleValidFor('contractor', 'owner')).toBe(false);
    expect(isRoleValidFor('partner', null)).toBe(false);
  });

  it('lets every organization with a team have an owner', () => {
    for (const t of ['eor', 'partner', 'sales_partner', 'client'] as const) {
      expect(hasTeam(t)).toBe(true);
      expect(rolesValidFor(t)).toContain('owner');
    }
    expect(hasTeam('admin')).toBe(false);
    expect(hasTeam('contractor')).toBe(false);
  });
});
