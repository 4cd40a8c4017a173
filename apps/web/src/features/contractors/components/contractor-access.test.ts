import { ROLES, USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import {
  classificationOptions,
  mayEditContractor,
  mayRevealTaxId,
  seesContractorOnlyOncePlaced,
  seesContractorTaxId,
  taxIdTypeOptions,
} from './contractor-access';

const ALL: readonly (Role | null)[] = [...ROLES, null];
const NONE: readonly (Role | null)[] = [];
const SENSITIVE: readonly Role[] = ['owner', 'manager', 'finance', 'admin'];
const MANAGING: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];

/** For each user type, the roles that pass each rule (another partner's contractor, a client without personal data). */
const PASSING: Record<
  UserType,
  {
    taxIdColumn: readonly (Role | null)[];
    onlyOncePlaced: readonly (Role | null)[];
    edit: readonly (Role | null)[];
    reveal: readonly (Role | null)[];
  }
> = {
  admin: { taxIdColumn: ALL, onlyOncePlaced: NONE, edit: ALL, reveal: SENSITIVE },
  eor: { taxIdColumn: ALL, onlyOncePlaced: NONE, edit: ALL, reveal: SENSITIVE },
  partner: { taxIdColumn: ALL, onlyOncePlaced: NONE, edit: MANAGING, reveal: SENSITIVE },
  sales_partner: { taxIdColumn: NONE, onlyOncePlaced: NONE, edit: NONE, reveal: NONE },
  client: { taxIdColumn: NONE, onlyOncePlaced: ALL, edit: NONE, reveal: SENSITIVE },
  contractor: { taxIdColumn: ALL, onlyOncePlaced: NONE, edit: NONE, reveal: NONE },
};
const cases = USER_TYPES.flatMap((t) => ALL.map((r) => [t, r] as const));

describe('contractor access: every user type × role', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    const user = makeUser({ user_type: userType, role });
    const s = toAccessSubject(user);
    const expected = PASSING[userType];
    expect({
      taxIdColumn: seesContractorTaxId(s),
      onlyOncePlaced: seesContractorOnlyOncePlaced(s),
      edit: mayEditContractor(s),
      reveal: mayRevealTaxId(user, s, { id: 'k-other' }),
    }).toEqual({
      taxIdColumn: expected.taxIdColumn.includes(role),
      onlyOncePlaced: expected.onlyOncePlaced.includes(role),
      edit: expected.edit.includes(role),
      reveal: expected.reveal.includes(role),
    });
  });
});

describe('contractor access: what the row and the flags change', () => {
  it('a client sees the tax id column only when it allows contractor personal data', () => {
    const client = (show: boolean) =>
      toAccessSubject(
        makeUser({
          user_type: 'client',
          client: {
            id: 'c1',
            name: 'Globex',
            partner_id: 'p1',
            can_create_assignment: false,
            show_contractor_personal: show,
            requires_signature_for_approval: false,
            partner: makePartner(),
          },
        }),
      );
    expect(seesContractorTaxId(client(true))).toBe(true);
    expect(seesContractorTaxId(client(false))).toBe(false);
  });

  it('a contractor reveals its own tax id only', () => {
    const contractor = {
      id: 'k-own',
      first_name: 'Casey',
      last_name: 'Worker',
      classification: 'w-2' as const,
      partner_id: 'p1',
      partner: makePartner(),
    };
    const user = makeUser({ user_type: 'contractor', contractor });
    const s = toAccessSubject(user);
    expect(mayRevealTaxId(user, s, { id: 'k-own' })).toBe(true);
    expect(mayRevealTaxId(user, s, { id: 'k-other' })).toBe(false);
  });

  it('offers Canada (T4, SIN) to staff and Canada-enabled partners, and keeps a value already chosen', () => {
    const values = (options: { value: string }[]) => options.map((o) => o.value);
    const partner = toAccessSubject(makeUser({ user_type: 'partner' }));
    const admin = toAccessSubject(makeUser({ user_type: 'admin' }));
    expect(values(classificationOptions(partner))).not.toContain('canada_t4');
    expect(values(classificationOptions(partner, 'canada_t4'))).toContain('canada_t4');
    expect(values(classificationOptions(admin))).toContain('canada_t4');
    expect(values(taxIdTypeOptions(partner))).not.toContain('sin');
    expect(values(taxIdTypeOptions(partner, 'sin'))).toContain('sin');
    expect(values(taxIdTypeOptions(admin))).toContain('sin');
  });
});
