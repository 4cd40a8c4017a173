/**
 * Demo time: a few past weeks of entries for the demo contractors — approved, pending and
 * rejected, an overnight shift, a Californian with daily overtime, a Canada worker in Ontario — posted
 * to the pay/bill ledger exactly as approving them in the app would, plus expenses and the year's
 * statutory holidays. Fixed weeks (October–November 2026) keep tests that read the seed stable.
 */
import { eq, inArray } from 'drizzle-orm';
import type { TimesheetStatus, TimesheetType } from '@app/domain';
import { addDays, shiftInstants } from '@app/paybill';
import type { Tx } from '../client.js';
import { assignments, contractors, expenses, timesheets, users, workLocations } from '../schema/index.js';
import { seedHolidays } from '../../modules/holidays/holidays.seed.js';
import { postExpenseLedger, recomputeTimeLedger } from '../../modules/ledger/ledger.service.js';
import { syncPtoAccruals } from '../../modules/pto/pto-accruals.service.js';
import { seedPtoDemo } from '../../modules/pto/pto-demo.js';

/** [day of the week from Monday (0), start "HH:MM", end "HH:MM", unpaid break minutes] */
type Shift = [day: number, start: string, end: string, breakMinutes: number];

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

const nineToFive = (days: number[]): Shift[] => days.map((d) => [d, '09:00', '17:30', 30]);

interface WeekPlan {
  contractorEmail: string;
  monday: string;
  shifts: Shift[];
  status: TimesheetStatus;
  type?: TimesheetType;
  rejectionReason?: string;
}

const WEEKS: WeekPlan[] = [
  // Casey (Texas, FLSA): a plain week, a week ending in an overnight shift, a 44-hour week with one rejected entry, a pending week.
  {
    contractorEmail: 'contractor@demo.test',
    monday: '2026-10-19',
    shifts: nineToFive([0, 1, 2, 3, 4]),
    status: 'approved',
  },
  {
    contractorEmail: 'contractor@demo.test',
    monday: '2026-10-26',
    shifts: [...nineToFive([0, 1, 2, 3]), [4, '22:00', '06:30', 30]],
    status: 'approved',
  },
  {
    contractorEmail: 'contractor@demo.test',
    monday: '2026-11-02',
    shifts: [...nineToFive([0, 1, 2, 3, 4]), [5, '10:00', '14:00', 0]],
    status: 'approved',
  },
  {
    contractorEmail: 'contractor@demo.test',
    monday: '2026-11-02',
    shifts: [[6, '10:00', '15:00', 0]],
    status: 'rejected',
    rejectionReason: 'Sunday work was not scheduled',
  },
  {
    contractorEmail: 'contractor@demo.test',
    monday: '2026-11-09',
    shifts: nineToFive([0, 1, 2, 3, 4]),
    status: 'pending',
  },
  // Luis (California): 10- and 13-hour days, so daily overtime and double time show.
  {
    contractorEmail: 'luis@ortega.example',
    monday: '2026-10-26',
    shifts: [
      [0, '07:00', '17:30', 30],
      [1, '07:00', '17:30', 30],
      [2, '06:00', '19:30', 30],
      [3, '07:00', '17:30', 30],
      [4, '08:00', '14:00', 0],
    ],
    status: 'approved',
  },
  {
    contractorEmail: 'luis@ortega.example',
    monday: '2026-11-09',
    shifts: nineToFive([0, 1, 2, 3, 4]),
    status: 'pending',
  },
  // Tom (Ontario, canada_t4): six 8-hour days = 48 hours, so the 44-hour rule shows.
  {
    contractorEmail: 'tom@tremblay.example',
    monday: '2026-10-26',
    shifts: [0, 1, 2, 3, 4, 5].map((d): Shift => [d, '08:00', '16:30', 30]),
    status: 'approved',
  },
  // Bruno (Beacon, independent contractor): straight time, never classified.
  {
    contractorEmail: 'bruno@beacon.test',
    monday: '2026-11-02',
    shifts: nineToFive([0, 1, 2, 3, 4]),
    status: 'approved',
  },
];

export async function seedDemoTime(tx: Tx): Promise<void> {
  await seedHolidays(tx, 2026);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [clientUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
  const emails = [...new Set(WEEKS.map((w) => w.contractorEmail))];
  const placed = await tx
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
    .where(inArray(contractors.email, emails));
  const byEmail = new Map(placed.map((p) => [p.email, p]));
  // Acme's W-2 people earn PTO per hour worked (enrolled before their time, so approved weeks accrue).
  const acmeW2 = ['contractor@demo.test', 'luis@ortega.example'].map((e) => byEmail.get(e)!);
  await seedPtoDemo(tx, {
    partnerId: acmeW2[0]!.partnerId,
    contractorIds: acmeW2.map((a) => a.contractorId),
    startDate: '2026-01-05',
  });

  const decided: string[] = [];
  for (const week of WEEKS) {
    const a = byEmail.get(week.contractorEmail)!;
    const rows = week.shifts.map(([day, start, end, breakMinutes]) => {
      const date = addDays(week.monday, day);
      const timeStart = minutesOf(start);
      const timeEnd = minutesOf(end);
      const span = shiftInstants(date, timeStart, timeEnd, a.timezone);
      const decidedAt = new Date(`${addDays(week.monday, 7)}T15:00:00Z`);
      return {
        assignmentId: a.assignmentId,
        partnerId: a.partnerId,
        clientId: a.clientId,
        contractorId: a.contractorId,
        workLocationId: a.workLocationId,
        date,
        timeStart,
        timeEnd,
        breakTimeMinutes: breakMinutes,
        minutesWorked: span.spanMinutes - breakMinutes,
        timezone: a.timezone,
        startAt: span.startAt,
        endAt: span.endAt,
        type: week.type ?? 'regular',
        status: week.status,
        enteringUserId: admin!.id,
        createdAt: new Date(`${addDays(week.monday, 4)}T23:00:00Z`),
        ...(week.status === 'approved'
          ? {
              approvalDate: decidedAt,
              approvalEmail: 'client@demo.test',
              approvalIp: '127.0.0.1',
              approvalUserId: clientUser!.id,
            }
          : {}),
        ...(week.status === 'rejected'
          ? { rejectionDate: decidedAt, rejectionReason: week.rejectionReason, rejectionUserId: clientUser!.id }
          : {}),
      };
    });
    const inserted = await tx.insert(timesheets).values(rows).returning({ id: timesheets.id });
    if (week.status === 'approved') decided.push(...inserted.map((r) => r.id));
  }
  const ctx = { actorUserId: admin!.id, reason: 'Demo data: approved time' };
  await recomputeTimeLedger(tx, decided, ctx);
  await syncPtoAccruals(tx, decided, admin!.id);

  const casey = byEmail.get('contractor@demo.test')!;
  const expenseRows = await tx
    .insert(expenses)
    .values([
      {
        assignmentId: casey.assignmentId,
        partnerId: casey.partnerId,
        clientId: casey.clientId,
        contractorId: casey.contractorId,
        type: 'reimbursement',
        amount: '84.50',
        date: '2026-10-28',
        category: 'Mileage',
        description: 'Drive to the Globex Round Rock site (130 miles)',
        businessPurpose: 'Install the point-of-sale release',
        status: 'approved',
        approvalUserId: clientUser!.id,
        approvalDate: new Date('2026-11-02T15:00:00Z'),
        approvalIp: '127.0.0.1',
        enteringUserId: admin!.id,
      },
      {
        assignmentId: casey.assignmentId,
        partnerId: casey.partnerId,
        clientId: casey.clientId,
        contractorId: casey.contractorId,
        type: 'reimbursement',
        amount: '42.18',
        date: '2026-11-12',
        category: 'Meals',
        description: 'Team lunch during the cut-over',
        businessPurpose: 'Release weekend',
        status: 'pending',
        enteringUserId: admin!.id,
      },
    ])
    .returning({ id: expenses.id, status: expenses.status });
  for (const e of expenseRows.filter((r) => r.status === 'approved')) {
    await postExpenseLedger(tx, e.id, { actorUserId: admin!.id, reason: 'Demo data: approved expense' });
  }
}
