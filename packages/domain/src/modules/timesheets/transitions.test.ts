import { describe, expect, it } from 'vitest';
import { NO_PARTNER_FLAGS, type AccessSubject, type PartnerFlags } from '../../capabilities.js';
import { TIMESHEET_ACTIONS, TIMESHEET_STATUSES, type TimesheetAction, type TimesheetStatus } from '../../enums.js';
import {
  availableTimesheetActions,
  decideTimesheetAction,
  type TimesheetActionInput,
  type TimesheetActor,
  type TimesheetState,
} from './transitions.js';

const flags = (f: Partial<PartnerFlags> = {}): PartnerFlags => ({ ...NO_PARTNER_FLAGS, ...f });
const subject = (s: Partial<AccessSubject> & Pick<AccessSubject, 'userType'>): AccessSubject => ({
  role: 'owner',
  partner: null,
  client: null,
  requiresW2Onboard: false,
  ...s,
});

/** The actors of the table's columns, in order. */
const ACTORS: Record<string, TimesheetActor> = {
  adm: { subject: subject({ userType: 'admin', role: 'admin' }), ownEntry: false },
  eor: { subject: subject({ userType: 'eor' }), ownEntry: false },
  // A partner with no arrangement (Acme): may not decide, may unapprove and no-bill (section 6).
  pPl: { subject: subject({ userType: 'partner', partner: flags() }), ownEntry: false },
  pSE: { subject: subject({ userType: 'partner', partner: flags({ self_employer: true }) }), ownEntry: false },
  pSA: { subject: subject({ userType: 'partner', partner: flags({ self_approve: true }) }), ownEntry: false },
  // Self time sheets: decides, but time is not input on the platform.
  pST: { subject: subject({ userType: 'partner', partner: flags({ self_time_sheets: true }) }), ownEntry: false },
  cli: {
    subject: subject({
      userType: 'client',
      partner: flags(),
      client: { can_create_assignment: false, show_contractor_personal: false, requires_signature_for_approval: false },
    }),
    ownEntry: false,
  },
  kOwn: { subject: subject({ userType: 'contractor', role: null, partner: flags() }), ownEntry: true },
  kOth: { subject: subject({ userType: 'contractor', role: null, partner: flags() }), ownEntry: false },
  sal: { subject: subject({ userType: 'sales_partner' }), ownEntry: false },
};
const COLUMNS = Object.keys(ACTORS);

/**
 * The expected result per status × action (rows) × actor (columns), for an unpaid, unlocked entry of a
 * client that requires a signature, with no signature recorded.
 * P A S R N = the new status (pending, approved, signed, rejected, no bill); D deleted; $ marked paid;
 * U marked unpaid; F refused 403 (this actor, never); C refused 409 (not in this state).
 */
const GRID = `
                                adm eor pPl pSE pSA pST cli kOwn kOth sal
pending  delete                 D   D   D   D   D   F   D   D    F    F
pending  approve                A   A   F   A   A   A   A   F    F    F
pending  approve_with_evidence  A   A   F   A   A   A   F   F    F    F
pending  sign                   C   C   F   C   C   C   C   F    F    F
pending  reject                 R   R   F   R   R   R   R   F    F    F
pending  unapprove              C   C   C   C   C   C   C   F    F    F
pending  unsign                 C   C   F   C   C   C   C   F    F    F
pending  no_bill                C   C   C   C   C   C   F   F    F    F
pending  undo_no_bill           C   C   C   C   C   C   F   F    F    F
pending  paid                   C   F   F   F   F   F   F   F    F    F
pending  unpaid                 C   F   F   F   F   F   F   F    F    F
pending  unreject               C   C   F   C   F   F   C   F    F    F
approved delete                 C   C   C   C   C   F   C   C    F    F
approved approve                C   C   F   C   C   C   C   F    F    F
approved approve_with_evidence  C   C   F   C   C   C   F   F    F    F
approved sign                   S   S   F   S   S   S   S   F    F    F
approved reject                 C   C   F   C   C   C   C   F    F    F
approved unapprove              P   P   P   P   P   P   P   F    F    F
approved unsign                 C   C   F   C   C   C   C   F    F    F
approved no_bill                N   N   N   N   N   N   F   F    F    F
approved undo_no_bill           C   C   C   C   C   C   F   F    F    F
approved paid                   $   F   F   F   F   F   F   F    F    F
approved unpaid                 C   F   F   F   F   F   F   F    F    F
approved unreject               C   C   F   C   F   F   C   F    F    F
signed   delete                 C   C   C   C   C   F   C   C    F    F
signed   approve                C   C   F   C   C   C   C   F    F    F
signed   approve_with_evidence  C   C   F   C   C   C   F   F    F    F
signed   sign                   C   C   F   C   C   C   C   F    F    F
signed   reject                 C   C   F   C   C   C   C   F    F    F
signed   unapprove              P   P   P   P   P   P   P   F    F    F
signed   unsign                 A   A   F   A   A   A   A   F    F    F
signed   no_bill                N   N   N   N   N   N   F   F    F    F
signed   undo_no_bill           C   C   C   C   C   C   F   F    F    F
signed   paid                   $   F   F   F   F   F   F   F    F    F
signed   unpaid                 C   F   F   F   F   F   F   F    F    F
signed   unreject               C   C   F   C   F   F   C   F    F    F
rejected delete                 D   D   D   D   D   F   D   D    F    F
rejected approve                C   C   F   C   C   C   C   F    F    F
rejected approve_with_evidence  C   C   F   C   C   C   F   F    F    F
rejected sign                   C   C   F   C   C   C   C   F    F    F
rejected reject                 C   C   F   C   C   C   C   F    F    F
rejected unapprove              C   C   C   C   C   C   C   F    F    F
rejected unsign                 C   C   F   C   C   C   C   F    F    F
rejected no_bill                C   C   C   C   C   C   F   F    F    F
rejected undo_no_bill           C   C   C   C   C   C   F   F    F    F
rejected paid                   C   F   F   F   F   F   F   F    F    F
rejected unpaid                 C   F   F   F   F   F   F   F    F    F
rejected unreject               P   P   F   P   F   F   P   F    F    F
no_bill  delete                 C   C   C   C   C   F   C   C    F    F
no_bill  approve                C   C   F   C   C   C   C   F    F    F
no_bill  approve_with_evidence  C   C   F   C   C   C   F   F    F    F
no_bill  sign                   C   C   F   C   C   C   C   F    F    F
no_bill  reject                 C   C   F   C   C   C   C   F    F    F
no_bill  unapprove              C   C   C   C   C   C   C   F    F    F
no_bill  unsign                 C   C   F   C   C   C   C   F    F    F
no_bill  no_bill                C   C   C   C   C   C   F   F    F    F
no_bill  undo_no_bill           A   A   A   A   A   A   F   F    F    F
no_bill  paid                   $   F   F   F   F   F   F   F    F    F
no_bill  unpaid                 C   F   F   F   F   F   F   F    F    F
no_bill  unreject               C   C   F   C   F   F   C   F    F    F
`;

type Cell = 'P' | 'A' | 'S' | 'R' | 'N' | 'D' | '$' | 'U' | 'F' | 'C';
const grid = new Map<string, Record<string, Cell>>();
for (const line of GRID.trim().split('\n').slice(1)) {
  const [status, action, ...cells] = line.trim().split(/\s+/);
  grid.set(`${status} ${action}`, Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i] as Cell])));
}

const LOCKS = ['none', 'invoice', 'payroll'] as const;
type Lock = (typeof LOCKS)[number];

/**
 * The base cell adjusted for the flags, by these rules only (each turns an allowed result into a 409,
 * except paid, which swaps the paid/unpaid rows, and a recorded signature, which undo_no_bill returns to):
 * - any lock: no delete, unapprove or unsign; an invoice lock: no no_bill / undo_no_bill either;
 * - paid: no delete or unapprove; `paid` becomes 409 and `unpaid` allowed (U) for whoever could mark paid;
 * - the client does not require a signature: no sign.
 */
function expected(
  status: TimesheetStatus,
  action: TimesheetAction,
  actor: string,
  f: { paid: boolean; lock: Lock; requiresSignature: boolean; signed: boolean },
): Cell {
  let cell = grid.get(`${status} ${action}`)![actor]!;
  if (f.paid && action === 'unpaid') cell = grid.get(`${status} paid`)![actor] === '$' ? 'U' : cell;
  if (cell === 'F' || cell === 'C') return cell;
  if (f.lock !== 'none' && ['delete', 'unapprove', 'unsign'].includes(action)) return 'C';
  if (f.lock === 'invoice' && ['no_bill', 'undo_no_bill'].includes(action)) return 'C';
  if (f.paid && ['delete', 'unapprove', 'paid'].includes(action)) return 'C';
  if (!f.requiresSignature && action === 'sign') return 'C';
  if (f.signed && action === 'undo_no_bill') return 'S';
  return cell;
}

const LETTER: Record<TimesheetStatus, Cell> = {
  pending: 'P',
  approved: 'A',
  signed: 'S',
  rejected: 'R',
  no_bill: 'N',
};

const FULL_INPUT: TimesheetActionInput = {
  reason: 'Wrong day',
  approvalEmail: 'approver@globex.example',
  evidenceFileId: '00000000-0000-4000-8000-000000000001',
};

function actual(action: TimesheetAction, state: TimesheetState, actor: TimesheetActor): Cell {
  const d = decideTimesheetAction(action, state, actor, FULL_INPUT);
  if (!d.ok) {
    expect(d.message.length).toBeGreaterThan(10);
    return d.code === 403 ? 'F' : 'C';
  }
  if (d.kind === 'deleted') return 'D';
  if (d.paid !== state.paid) return d.paid ? '$' : 'U';
  expect(d.statusChanged).toBe(d.status !== state.status);
  return LETTER[d.status];
}

describe('the timesheet transition table', () => {
  it('has a row for every status × action and a column for every actor', () => {
    expect(grid.size).toBe(TIMESHEET_STATUSES.length * TIMESHEET_ACTIONS.length);
    for (const row of grid.values()) expect(Object.values(row).every((c) => /^[PASRNDUFC$]$/.test(c))).toBe(true);
  });

  it('answers every status × action × actor × paid × lock × signature as the table says', () => {
    const mismatches: string[] = [];
    let cases = 0;
    for (const status of TIMESHEET_STATUSES)
      for (const action of TIMESHEET_ACTIONS)
        for (const actor of COLUMNS)
          for (const paid of [false, true])
            for (const lock of LOCKS)
              for (const requiresSignature of [true, false])
                for (const signed of status === 'no_bill' ? [false, true] : [status === 'signed']) {
                  const state: TimesheetState = {
                    status,
                    paid,
                    invoiceLocked: lock === 'invoice',
                    payrollLocked: lock === 'payroll',
                    signed,
                    clientRequiresSignature: requiresSignature,
                  };
                  const want = expected(status, action, actor, { paid, lock, requiresSignature, signed });
                  const got = actual(action, state, ACTORS[actor]!);
                  cases++;
                  if (got !== want)
                    mismatches.push(
                      `${status} ${action} ${actor} paid=${paid} lock=${lock} sig=${requiresSignature} signed=${signed}: want ${want}, got ${got}`,
                    );
                }
    expect(mismatches).toEqual([]);
    expect(cases).toBe(5 * 12 * 10 * 2 * 3 * 2 + 12 * 10 * 2 * 3 * 2);
  });

  it('lists exactly the allowed actions as buttons', () => {
    for (const status of TIMESHEET_STATUSES)
      for (const actor of COLUMNS)
        for (const paid of [false, true]) {
          const state: TimesheetState = {
            status,
            paid,
            invoiceLocked: false,
            payrollLocked: false,
            signed: status === 'signed',
            clientRequiresSignature: true,
          };
          const allowed = TIMESHEET_ACTIONS.filter(
            (a) => decideTimesheetAction(a, state, ACTORS[actor]!, FULL_INPUT).ok,
          );
          expect(availableTimesheetActions(state, ACTORS[actor]!)).toEqual(allowed);
        }
    const pendingForClient = availableTimesheetActions(
      {
        status: 'pending',
        paid: false,
        invoiceLocked: false,
        payrollLocked: false,
        signed: false,
        clientRequiresSignature: false,
      },
      ACTORS.cli!,
    );
    expect(pendingForClient).toEqual(['delete', 'approve', 'reject']);
  });

  const pending: TimesheetState = {
    status: 'pending',
    paid: false,
    invoiceLocked: false,
    payrollLocked: false,
    signed: false,
    clientRequiresSignature: false,
  };

  it('asks for a reason to reject and for evidence and the approver e-mail to approve with evidence (422)', () => {
    expect(decideTimesheetAction('reject', pending, ACTORS.cli!, { reason: '  ' })).toMatchObject({
      ok: false,
      code: 422,
      field: 'reason',
    });
    expect(
      decideTimesheetAction('approve_with_evidence', pending, ACTORS.adm!, { approvalEmail: 'a@b.example' }),
    ).toMatchObject({ ok: false, code: 422, field: 'evidence_file_id' });
    expect(
      decideTimesheetAction('approve_with_evidence', pending, ACTORS.adm!, {
        evidenceFileId: FULL_INPUT.evidenceFileId,
        approvalEmail: 'not an e-mail',
      }),
    ).toMatchObject({ ok: false, code: 422, field: 'approval_email' });
    // Who may comes first: a contractor gets 403 whatever it sends.
    expect(decideTimesheetAction('reject', pending, ACTORS.kOwn!, {})).toMatchObject({ ok: false, code: 403 });
  });

  it('explains refusals in words', () => {
    const approvedLocked = { ...pending, status: 'approved' as const, payrollLocked: true };
    expect(decideTimesheetAction('unapprove', approvedLocked, ACTORS.adm!)).toEqual({
      ok: false,
      code: 409,
      message: 'This entry is locked by an approved payroll run and cannot be unapproved',
    });
    expect(decideTimesheetAction('sign', { ...pending, status: 'approved' }, ACTORS.cli!)).toMatchObject({
      code: 409,
      message: 'This client does not require a signature',
    });
    expect(decideTimesheetAction('approve', { ...pending, status: 'rejected' }, ACTORS.cli!)).toMatchObject({
      message: 'A rejected entry must be unrejected before it is approved',
    });
    expect(decideTimesheetAction('delete', pending, ACTORS.kOth!)).toMatchObject({
      code: 403,
      message: 'You may only delete your own entries',
    });
    expect(decideTimesheetAction('paid', { ...pending, status: 'approved' }, ACTORS.eor!)).toMatchObject({
      code: 403,
      message: 'Your role may not mark this entry paid',
    });
  });

  it('keeps contractors of a self-time-sheets partner and clients of one from writing time', () => {
    const st = flags({ self_time_sheets: true });
    const contractor = { subject: subject({ userType: 'contractor', role: null, partner: st }), ownEntry: true };
    const client = {
      subject: subject({
        userType: 'client',
        partner: st,
        client: {
          can_create_assignment: false,
          show_contractor_personal: false,
          requires_signature_for_approval: false,
        },
      }),
      ownEntry: false,
    };
    expect(decideTimesheetAction('delete', pending, contractor)).toMatchObject({ ok: false, code: 403 });
    expect(decideTimesheetAction('delete', pending, client)).toMatchObject({ ok: false, code: 403 });
    // …while the client still decides.
    expect(decideTimesheetAction('approve', pending, client)).toMatchObject({ ok: true, status: 'approved' });
  });
});
