import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { CASEY, entry } from '../test-fixtures';
import { actionsFor, needsConfirmation, orderedActions } from './actions';

const as = (user: CurrentUser) => (row: ReturnType<typeof entry>) => actionsFor(toAccessSubject(user), user, row);
const clientSummary = (requiresSignature: boolean) => ({
  id: 'c-globex',
  name: 'Globex Corporation',
  partner_id: 'p1',
  can_create_assignment: false,
  show_contractor_personal: false,
  requires_signature_for_approval: requiresSignature,
  partner: makePartner(),
});

const admin = makeUser({ user_type: 'admin' });
const eor = makeUser({ user_type: 'eor', role: 'admin' });
const plainPartner = makeUser({ user_type: 'partner', role: 'owner' });
const selfEmployer = makeUser({ user_type: 'partner', role: 'owner', partner: makePartner({ self_employer: true }) });
const client = makeUser({ user_type: 'client', role: 'owner', client: clientSummary(true) });
const casey = makeUser({
  user_type: 'contractor',
  contractor: {
    id: CASEY.id,
    first_name: 'Casey',
    last_name: 'Worker',
    classification: 'w-2',
    partner_id: 'p1',
    partner: makePartner(),
  },
});

const pending = entry();
const approved = entry({ status: 'approved', approval_date: '2026-03-09T10:00:00Z' });
const signatureClient = { ...pending.client, requires_signature_for_approval: true };

describe('timesheet buttons per user type (the transition table)', () => {
  it('gives a contractor only delete, and only on their own pending entry', () => {
    expect(as(casey)(pending)).toEqual(['delete']);
    expect(as(casey)({ ...pending, contractor: { id: 'k-other', name: 'Other' } })).toEqual([]);
    expect(as(casey)(approved)).toEqual([]);
  });

  it('lets the client approve and reject directly (never with evidence), and sign only when it requires a signature', () => {
    const pendingActions = as(client)(pending);
    expect(pendingActions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(pendingActions).not.toContain('approve_with_evidence');
    expect(as(client)({ ...approved, client: signatureClient })).toContain('sign');
    expect(as(client)(approved)).not.toContain('sign');
    expect(as(client)(approved)).not.toContain('paid');
    expect(as(client)(approved)).not.toContain('no_bill');
  });

  it('gives the admin paid / unpaid and no bill, eor no paid', () => {
    expect(as(admin)(approved)).toEqual(expect.arrayContaining(['unapprove', 'no_bill', 'paid']));
    expect(as(admin)({ ...approved, paid: true })).toContain('unpaid');
    expect(as(eor)(approved)).not.toContain('paid');
    expect(as(eor)(pending)).toEqual(expect.arrayContaining(['approve', 'approve_with_evidence', 'reject']));
  });

  it('lets a plain partner unapprove and mark no bill but not decide; a self-employer partner decides', () => {
    expect(as(plainPartner)(pending)).not.toContain('approve');
    expect(as(plainPartner)(approved)).toEqual(expect.arrayContaining(['unapprove', 'no_bill']));
    expect(as(plainPartner)({ ...pending, status: 'rejected' })).not.toContain('unreject');
    expect(as(selfEmployer)(pending)).toContain('approve');
    expect(as(selfEmployer)({ ...pending, status: 'rejected' })).toContain('unreject');
  });

  it('offers nothing that a lock forbids', () => {
    const locked = { ...approved, payroll_submission_date: '2026-03-10T00:00:00Z', locked: true };
    expect(as(admin)(locked)).not.toContain('unapprove');
    expect(as(admin)({ ...pending, client_billing_invoice_date: '2026-03-10T00:00:00Z' })).not.toContain('delete');
  });

  it('asks before anything but a single forward step', () => {
    expect(needsConfirmation('approve', 1)).toBe(false);
    expect(needsConfirmation('approve', 2)).toBe(true);
    expect(needsConfirmation('reject', 1)).toBe(true);
    expect(needsConfirmation('delete', 1)).toBe(true);
    expect(needsConfirmation('unapprove', 1)).toBe(true);
  });

  it('never offers a destructive button first, and delete always last', () => {
    // The client's pending entry: the table answers delete first; the buttons start with approve.
    const offered = orderedActions(as(client)(pending));
    expect(offered[0]).toBe('approve');
    expect(offered.at(-1)).toBe('delete');
    expect(orderedActions(['delete', 'reject', 'approve', 'sign'])).toEqual(['approve', 'sign', 'reject', 'delete']);
    expect(orderedActions(['no_bill', 'unapprove', 'paid'])).toEqual(['paid', 'no_bill', 'unapprove']);
  });
});
