import { INVOICE_STATUSES, USER_TYPES, type InvoiceStatus, type PartnerFlags, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import {
  addAdjustmentLinkOf,
  issuesInvoice,
  mayAddAdjustment,
  mayFinalize,
  maySend,
  mayVoid,
  opensAdjustment,
  opensPayment,
  opensSource,
  paysOnline,
  runsInvoices,
  seesAging,
  showsPartnerColumn,
} from './invoice-access';

const subjectOf = (userType: UserType, selfEmployer = false) =>
  toAccessSubject(
    makeUser({
      user_type: userType,
      ...(userType === 'partner' ? { partner: makePartner({ self_employer: selfEmployer }) } : {}),
    }),
  );
const OWN = 'p1';

describe('invoice access', () => {
  const table: Record<
    UserType | 'self_employer_partner',
    {
      run: boolean;
      partnerColumn: boolean;
      issuesOwn: boolean;
      issuesPlatform: boolean;
      aging: boolean;
      paysOnline: boolean;
    }
  > = {
    admin: { run: true, partnerColumn: true, issuesOwn: true, issuesPlatform: true, aging: true, paysOnline: false },
    eor: { run: false, partnerColumn: true, issuesOwn: false, issuesPlatform: false, aging: true, paysOnline: false },
    partner: {
      run: false,
      partnerColumn: false,
      issuesOwn: false,
      issuesPlatform: false,
      aging: true,
      paysOnline: false,
    },
    self_employer_partner: {
      run: true,
      partnerColumn: false,
      issuesOwn: true,
      issuesPlatform: false,
      aging: true,
      paysOnline: false,
    },
    sales_partner: {
      run: false,
      partnerColumn: true,
      issuesOwn: false,
      issuesPlatform: false,
      aging: false,
      paysOnline: false,
    },
    client: {
      run: false,
      partnerColumn: false,
      issuesOwn: false,
      issuesPlatform: false,
      aging: false,
      paysOnline: true,
    },
    contractor: {
      run: false,
      partnerColumn: false,
      issuesOwn: false,
      issuesPlatform: false,
      aging: false,
      paysOnline: false,
    },
  };
  it.each([...USER_TYPES, 'self_employer_partner'] as const)('%s', (who) => {
    const s = who === 'self_employer_partner' ? subjectOf('partner', true) : subjectOf(who);
    expect({
      run: runsInvoices(s),
      partnerColumn: showsPartnerColumn(s),
      issuesOwn: issuesInvoice(s, OWN, { employer_key: OWN }),
      issuesPlatform: issuesInvoice(s, OWN, { employer_key: 'platform' }),
      aging: seesAging(s),
      paysOnline: paysOnline(s, { status: 'open', remaining_amount: '1890.00' }),
    }).toEqual(table[who]);
  });

  /** Pay now, for a client's user: an invoice finalized and still owing something. */
  const payableByStatus: Record<InvoiceStatus, boolean> = {
    draft: false,
    open: true,
    partially_paid: true,
    paid: false,
    void: false,
    written_off: false,
  };
  it.each(INVOICE_STATUSES)('a client pays a %s invoice online only while it owes something', (status) => {
    const client = subjectOf('client');
    expect(paysOnline(client, { status, remaining_amount: '90.00' })).toBe(payableByStatus[status]);
    expect(paysOnline(client, { status, remaining_amount: '0.00' })).toBe(false);
  });

  it('seesAging: only with a role that sees bills, as the API requires (see_bill)', () => {
    const sourcer = toAccessSubject(makeUser({ user_type: 'partner', role: 'recruiter_sourcer' }));
    const finance = toAccessSubject(makeUser({ user_type: 'eor', role: 'finance' }));
    expect(seesAging(sourcer)).toBe(false);
    expect(seesAging(finance)).toBe(true);
  });

  /**
   * What the issuer may do per status: finalize a draft; void a draft or an open invoice with nothing
   * paid; send a finalized invoice (open, partially paid or paid) to the client again.
   */
  const byStatus: Record<InvoiceStatus, { finalize: boolean; voidUnpaid: boolean; voidPaid: boolean; send: boolean }> =
    {
      draft: { finalize: true, voidUnpaid: true, voidPaid: false, send: false },
      open: { finalize: false, voidUnpaid: true, voidPaid: false, send: true },
      partially_paid: { finalize: false, voidUnpaid: false, voidPaid: false, send: true },
      paid: { finalize: false, voidUnpaid: false, voidPaid: false, send: true },
      void: { finalize: false, voidUnpaid: false, voidPaid: false, send: false },
      written_off: { finalize: false, voidUnpaid: false, voidPaid: false, send: false },
    };
  it.each(INVOICE_STATUSES)('the issuer on a %s invoice', (status) => {
    const s = subjectOf('partner', true);
    const unpaid = { employer_key: OWN, status, allocated_amount: '0.00' };
    const paid = { ...unpaid, allocated_amount: '10.00' };
    expect({
      finalize: mayFinalize(s, OWN, unpaid),
      voidUnpaid: mayVoid(s, OWN, unpaid),
      voidPaid: mayVoid(s, OWN, paid),
      send: maySend(s, OWN, unpaid),
    }).toEqual(byStatus[status]);
    // Nobody else moves it: not another issuer's partner, nor a reader.
    expect(mayFinalize(s, 'p2', unpaid) || mayVoid(s, 'p2', unpaid) || maySend(s, 'p2', unpaid)).toBe(false);
    expect(mayFinalize(subjectOf('client'), OWN, unpaid) || mayVoid(subjectOf('eor'), OWN, unpaid)).toBe(false);
    expect(maySend(subjectOf('client'), OWN, unpaid) || maySend(subjectOf('eor'), OWN, unpaid)).toBe(false);
  });

  it('opensSource: a source list the user may open, by its links', () => {
    const to = '/timesheets?contractor_id=k1&date_from=2027-06-08&date_to=2027-06-08';
    expect(opensSource({ base_links: ['/invoices', '/timesheets'], links: ['/invoices', '/timesheets'] }, to)).toBe(
      true,
    );
    expect(opensSource({ base_links: ['/invoices', '/timesheets'], links: ['/invoices'] }, to)).toBe(false);
    expect(opensSource({ base_links: ['/invoices'], links: ['/invoices'] }, '/expenses?contractor_id=k1')).toBe(true);
  });

  it('opensPayment: a payment’s page for a user type the payments pages serve, holding their link', () => {
    const to = '/payments/pay-1';
    expect(opensPayment({ base_links: ['/invoices', '/payments'], links: ['/invoices', '/payments'] }, to)).toBe(true);
    // The link withheld (no bill role), or the payments pages not for this user type (a sales partner).
    expect(opensPayment({ base_links: ['/invoices', '/payments'], links: ['/invoices'] }, to)).toBe(false);
    expect(opensPayment({ base_links: ['/invoices'], links: ['/invoices'] }, to)).toBe(false);
  });

  describe('adjustments on the invoice', () => {
    type Who = UserType | 'self_employer_partner' | 'self_funded_partner';
    const ADJUSTMENT_LINKS = ['/invoices', '/adjustments'];
    /** A user of `who` holding the adjustments page's link (a partner's sensitive role). */
    const userOf = (who: Who, links = ADJUSTMENT_LINKS) => {
      const flags: Partial<PartnerFlags> =
        who === 'self_employer_partner'
          ? { self_employer: true }
          : who === 'self_funded_partner'
            ? { self_funded: true }
            : {};
      const userType: UserType = who === 'self_employer_partner' || who === 'self_funded_partner' ? 'partner' : who;
      return makeUser({
        user_type: userType,
        base_links: ADJUSTMENT_LINKS,
        links,
        ...(userType === 'partner' ? { partner: makePartner(flags) } : {}),
      });
    };
    const open = { status: 'open' as const };

    /** Add adjustment: those who add adjustments (section 6: self-funded or self-employer partner, admin-like). */
    const table: Record<Who, boolean> = {
      admin: true,
      eor: true,
      partner: false,
      self_employer_partner: true,
      self_funded_partner: true,
      sales_partner: false,
      client: false,
      contractor: false,
    };
    it.each([...USER_TYPES, 'self_employer_partner', 'self_funded_partner'] as const)('%s', (who) => {
      const user = userOf(who);
      expect(mayAddAdjustment(toAccessSubject(user), user, open)).toBe(table[who]);
    });

    it('mayAddAdjustment: not on a void invoice, nor without the adjustments page’s link', () => {
      const admin = userOf('admin');
      expect(mayAddAdjustment(toAccessSubject(admin), admin, { status: 'void' })).toBe(false);
      for (const status of INVOICE_STATUSES.filter((st) => st !== 'void')) {
        expect(mayAddAdjustment(toAccessSubject(admin), admin, { status })).toBe(true);
      }
      // A self-funded partner's recruiter: no sensitive access, so no adjustments page.
      const recruiter = userOf('self_funded_partner', ['/invoices']);
      expect(mayAddAdjustment(toAccessSubject(recruiter), recruiter, open)).toBe(false);
    });

    it('opensAdjustment: an adjustment’s page for a user type the adjustments pages serve, holding their link', () => {
      const to = '/adjustments/adj-1';
      expect(opensAdjustment({ base_links: ADJUSTMENT_LINKS, links: ADJUSTMENT_LINKS }, to)).toBe(true);
      expect(opensAdjustment({ base_links: ADJUSTMENT_LINKS, links: ['/invoices'] }, to)).toBe(false);
      // A client or a sales partner: the adjustments pages are not theirs.
      expect(opensAdjustment({ base_links: ['/invoices'], links: ['/invoices'] }, to)).toBe(false);
    });

    it('addAdjustmentLinkOf: the adjustments page with the form on the invoice, its client and currency', () => {
      expect(addAdjustmentLinkOf({ id: 'inv-4', client: { id: 'c1', name: 'Initech' }, currency: 'CAD' })).toBe(
        '/adjustments?client_id=c1&corrects=inv-4&currency=cad',
      );
    });
  });
});
