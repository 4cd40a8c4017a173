/**
 * Demo payroll runs (issue 13), made through the payroll services by Beacon's owner (Beacon Talent is a
 * self-employer: it runs its own payroll, so its runs stay apart from the platform's runs that the tests and
 * the browser journey make for Acme). Its two workers — Bruno Beaconworker (1099, Dallas, hourly) and Wendy
 * Walsh (W-2, Houston, salaried: a run pays her approved expenses) — get a login and a direct deposit
 * account. Wendy's has been on file since before prenotes were sent (counted cleared, never verified:
 * decision 0067), and its number was mistyped as 000333444, an account the sandbox bank returns (R03, no
 * account). Bruno's is new. Bruno has two September weeks of approved time, Wendy an expense in the
 * second, then:
 *
 * - the week of Sep 14 (Bruno) is run, approved and processed: **paid**, with its pay stub — by check, as
 *   the run's NACHA file carries the prenote of Bruno's new account;
 * - the week of Sep 21 (Bruno, Wendy) the same way: **partially paid** — Bruno's prenote has cleared and his
 *   pay is deposited; Wendy's deposit is returned R03 (what a prenote would have caught; her paycheck can be
 *   re-sent once she corrects her account);
 * - the week of Nov 2 (Bruno's time from demo-time.ts, Wendy's lunch) stays a **pre-draft**: previewed only;
 * - the Sep 14 run's funding debit is returned R01 after it paid, and collected again (decision 0113).
 *
 * Each step runs at a fixed instant (the service's clock pinned: created the day after the period, approved
 * on its funding deadline), so the pay days, check dates and the NACHA file are the same whatever day the
 * seed runs. Time and expenses are written as demo-time.ts writes them: approved, and posted to the ledger
 * through the ledger service.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { bankAccountSchema, fundingDeadlineOf } from '@app/domain';
import { achReturnAddenda, addDays, shiftInstants, workPeriods } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../lib/clock.js';
import { createMailer, type Mailer } from '../../lib/mailer.js';
import type { Principal } from '../../lib/principal.js';
import { saveBankAccount } from '../../modules/direct-deposit/direct-deposit.service.js';
import { postExpenseLedger, recomputeTimeLedger } from '../../modules/ledger/ledger.service.js';
import { loadPayCalendar } from '../../modules/pay-calendars/pay-calendars.service.js';
import { collectFunding } from '../../modules/payroll-runs/funding-collection.service.js';
import { findRunDebit } from '../../modules/payroll-runs/payroll-funding.repository.js';
import { importPayrollReturns, processPayrollRun } from '../../modules/payroll-runs/payroll-processing.service.js';
import { mailPayStubs } from '../../modules/payroll-runs/pay-stub-mail.service.js';
import {
  approvePayrollRun,
  createPayrollRun,
  movePayrollRun,
} from '../../modules/payroll-runs/payroll-runs.service.js';
import { assignments, contractors, expenses, serviceLogs, timesheets, users, workLocations } from '../schema/index.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';
import { onFileBeforePrenotes } from './demo-onboarding.js';

const WENDY = 'wendy@walsh.example';
const BRUNO = 'bruno@beacon.test';

/** Bruno's approved Monday-to-Friday weeks (9:00–17:30, a 30-minute break); his week of Nov 2 is demo-time.ts's. */
const BRUNO_WEEKS = ['2026-09-14', '2026-09-21'];

/**
 * Wendy is salaried, and a run does not pay salary yet (her hours would post no pay): she is paid her
 * approved expenses.
 */
const WENDY_EXPENSES = [
  {
    date: '2026-09-23',
    amount: '43.40',
    category: 'Mileage',
    description: 'Drive to the Wayne Foods warehouse (62 miles)',
  },
  { date: '2026-11-04', amount: '27.50', category: 'Meals', description: 'Working lunch at the quarter-end close' },
];

/** The sandbox bank's documented test account it returns R03, no account (payroll-bank.ts). */
const RETURNED_ACCOUNT = '000333444';

/** Logins for the two workers (a bank account belongs to a user), with the demo password's hash. */
async function addWorkerLogins(deps: AppDeps) {
  const [admin] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin@demo.test'));
  const people = await deps.db
    .select({ id: contractors.id, email: contractors.email, first: contractors.firstName, last: contractors.lastName })
    .from(contractors)
    .where(inArray(contractors.email, [WENDY, BRUNO]));
  await deps.db.insert(users).values(
    people.map((c) => ({
      email: c.email,
      passwordHash: admin!.hash,
      firstName: c.first,
      lastName: c.last,
      contractorId: c.id,
      emailConfirmedAt: new Date('2026-01-12T15:00:00Z'),
    })),
  );
}

async function addApprovedTime(deps: AppDeps, approver: Principal) {
  const placed = await deps.db
    .select({
      email: contractors.email,
      assignmentId: assignments.id,
      partnerId: assignments.partnerId,
      clientId: assignments.clientId,
      contractorId: assignments.contractorId,
      workLocationId: assignments.workLocationId,
      timezone: workLocations.timezone,
    })
    .from(assignments)
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(inArray(contractors.email, [WENDY, BRUNO]));
  const byEmail = new Map(placed.map((p) => [p.email, p]));
  const a = byEmail.get(BRUNO)!;
  const rows = BRUNO_WEEKS.flatMap((monday) => {
    return [0, 1, 2, 3, 4].map((day) => {
      const date = addDays(monday, day);
      const span = shiftInstants(date, 540, 1050, a.timezone);
      return {
        assignmentId: a.assignmentId,
        partnerId: a.partnerId,
        clientId: a.clientId,
        contractorId: a.contractorId,
        workLocationId: a.workLocationId,
        date,
        timeStart: 540,
        timeEnd: 1050,
        breakTimeMinutes: 30,
        minutesWorked: span.spanMinutes - 30,
        timezone: a.timezone,
        startAt: span.startAt,
        endAt: span.endAt,
        status: 'approved' as const,
        enteringUserId: approver.userId,
        createdAt: new Date(`${addDays(monday, 4)}T23:00:00Z`),
        approvalDate: new Date(`${addDays(monday, 7)}T15:00:00Z`),
        approvalEmail: approver.email,
        approvalIp: DEMO_IP,
        approvalUserId: approver.userId,
      };
    });
  });
  const inserted = await deps.db.insert(timesheets).values(rows).returning({ id: timesheets.id });
  // The ledger posts inside a transaction: the seed's own (joinedHandle), handed over as such.
  await deps.db.transaction((tx) =>
    recomputeTimeLedger(
      tx,
      inserted.map((r) => r.id),
      { actorUserId: approver.userId, reason: 'Demo data: approved time' },
    ),
  );
  const w = byEmail.get(WENDY)!;
  const spent = await deps.db
    .insert(expenses)
    .values(
      WENDY_EXPENSES.map((e) => ({
        assignmentId: w.assignmentId,
        partnerId: w.partnerId,
        clientId: w.clientId,
        contractorId: w.contractorId,
        type: 'reimbursement' as const,
        amount: e.amount,
        date: e.date,
        category: e.category,
        description: e.description,
        businessPurpose: 'Month-end close at Wayne Foods',
        status: 'approved' as const,
        approvalUserId: approver.userId,
        approvalDate: new Date(`${addDays(e.date, 3)}T15:00:00Z`),
        approvalIp: DEMO_IP,
        enteringUserId: approver.userId,
      })),
    )
    .returning({ id: expenses.id });
  await deps.db.transaction(async (tx) => {
    for (const e of spent) {
      await postExpenseLedger(tx, e.id, { actorUserId: approver.userId, reason: 'Demo data: approved expense' });
    }
  });
}

/**
 * The app's mailer (the outbox in local mode) for the stub e-mails of the seed's runs, its service log written
 * in the seed's transaction: the app's own recorder writes through the app's handle, which on PGlite (one
 * connection) would wait for the seed's open transaction forever.
 */
function mailerInSeed(deps: AppDeps): Mailer {
  return createMailer(deps.config, pino({ level: 'warn' }) as unknown as FastifyBaseLogger, async (call) => {
    await deps.db.insert(serviceLogs).values(call);
  });
}

/** Beacon's run of the period holding `day`: created, previewed and, unless `stop`, submitted, approved and processed. */
async function runPeriod(deps: AppDeps, bea: Principal, day: string, stop?: 'pre_draft') {
  const calendar = await loadPayCalendar(deps.db, bea.partnerId!);
  const period = workPeriods(calendar, day, 1)[0]!;
  const deadline = fundingDeadlineOf(period.pay_date);
  const createdOn = addDays(period.period_end_date, 1) < deadline ? addDays(period.period_end_date, 1) : deadline;
  const at = (date: string, time: string) => ({ ...deps, clock: fixedClock(`${date}T${time}Z`) });
  const run = await createPayrollRun(
    at(createdOn, '14:00:00'),
    bea,
    { partner_id: bea.partnerId!, period_start: period.period_start_date },
    DEMO_IP,
  );
  if (stop) return run.id;
  await movePayrollRun(at(createdOn, '14:30:00'), bea, run.id, 'pending', DEMO_IP);
  // The route asks Bea for her e-mailed code first (the 424 step); the seed acts as if she gave it.
  const approving = at(deadline, '15:00:00');
  await approvePayrollRun(approving, bea, run.id, DEMO_IP, async () => {});
  await processPayrollRun(approving, run.id);
  // The stub e-mails are their job's (decision 0066): sent here for the run, as the job would next minute.
  await mailPayStubs({ ...approving, mailer: mailerInSeed(deps) }, { runId: run.id });
  return run.id;
}

const account = (holder: string, number: string) =>
  bankAccountSchema.parse({
    account_holder: holder,
    bank_name: 'Gulf Coast Federal Credit Union',
    routing_number: '111000025',
    account_number: number,
    account_type: 'checking',
  });

export async function seedDemoPayroll(actors: DemoActors): Promise<void> {
  const deps = actors.deps;
  const bea = await actors.as('partner2@demo.test');
  await addWorkerLogins(deps);
  await addApprovedTime(deps, bea);
  const noAccountYet = () => Promise.reject(new Error('Demo seed: no account to replace'));
  const wendy = await actors.as(WENDY);
  await saveBankAccount(withRealClock(deps), wendy, account('Wendy Walsh', RETURNED_ACCOUNT), DEMO_IP, noAccountYet);
  await onFileBeforePrenotes(deps, wendy.userId);
  await saveBankAccount(
    withRealClock(deps),
    await actors.as(BRUNO),
    account('Bruno Beaconworker', '6600127733'),
    DEMO_IP,
    noAccountYet,
  );

  const september = await runPeriod(deps, bea, '2026-09-14');
  await runPeriod(deps, bea, '2026-09-21');
  await runPeriod(deps, bea, '2026-11-02', 'pre_draft');
  await returnedAndCollectedAgain(actors, september);
}

/**
 * The September 14 run's funding debit comes back days after the run paid (R01: Beacon's account was short),
 * in a return file the admin imports, and Bea collects it again from the same account once it is funded
 * (decision 0113): the run's page shows the returned debit, the collection that settled, and nothing owed.
 */
async function returnedAndCollectedAgain(actors: DemoActors, runId: string) {
  // At fixed instants, as every step here: a seed that asks the app's clock cannot be the tests' snapshot.
  const at = (instant: string) => ({ ...actors.deps, clock: fixedClock(instant) });
  const deps = actors.deps;
  const debit = (await findRunDebit(deps.db, runId))!;
  const file = [
    '1'.padEnd(94),
    '6'.padEnd(94),
    achReturnAddenda({ traceNumber: debit.traceNumber!, returnCode: 'R01' }),
  ];
  await importPayrollReturns(
    at('2026-09-30T14:00:00Z'),
    await actors.as('admin@demo.test'),
    [...file, '9'.padEnd(94)].join('\n'),
    DEMO_IP,
  );
  // The route asks Bea for her e-mailed code first (the 424 step); the seed acts as if she gave it.
  await collectFunding(
    at('2026-10-02T15:00:00Z'),
    await actors.as('partner2@demo.test'),
    runId,
    { method: 'debit' },
    DEMO_IP,
    async () => {},
  );
}
