/**
 * Demo rows behind the detail routes nothing else seeds, each made through its module's service as the
 * demo user who would make it: a project code for an Acme and a Beacon client, Casey's pending time
 * off request and a timesheet upload left at its preview, so deciding and importing can still be tried.
 * None of them writes time or ledger rows, and no code is Globex's (Casey's timesheet screen stays as it was).
 */
import { eq } from 'drizzle-orm';
import { projectCodeCreateSchema, timeOffRequestCreateSchema, timesheetUploadCreateSchema } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { createProjectCode } from '../../modules/project-codes/project-codes.service.js';
import { createTimeOffRequest } from '../../modules/pto/time-off.service.js';
import { createUpload } from '../../modules/timesheet-uploads/timesheet-uploads.service.js';
import { assignments, clients, contractors } from '../schema/index.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const UPLOAD_HEADER = 'contractor_email,assignment_id,date,time_start,time_end,break_minutes,type,project_code,task';

async function clientId(deps: AppDeps, name: string) {
  const [row] = await deps.db.select({ id: clients.id }).from(clients).where(eq(clients.name, name));
  return row!.id;
}

async function assignmentOf(deps: AppDeps, email: string) {
  const [row] = await deps.db
    .select({ id: assignments.id })
    .from(assignments)
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .where(eq(contractors.email, email));
  return row!.id;
}

export async function seedDemoActivity(actors: DemoActors): Promise<void> {
  const deps = actors.deps;
  const paula = await actors.as('partner@demo.test');
  const codes = [
    { by: paula, client: 'Stark Logistics', code: 'STK-ROUTE', description: 'Route optimisation rollout' },
    {
      by: await actors.as('partner2@demo.test'),
      client: 'Wayne Foods',
      code: 'WAY-CLOSE',
      description: 'Month-end close',
    },
  ];
  for (const c of codes) {
    const body = { client_id: await clientId(deps, c.client), code: c.code, description: c.description };
    await createProjectCode(deps, c.by, projectCodeCreateSchema.parse(body), DEMO_IP);
  }

  // Casey asks for two days before the holidays (his balance covers them); Acme or Globex decides.
  await createTimeOffRequest(
    deps,
    await actors.as('contractor@demo.test'),
    timeOffRequestCreateSchema.parse({
      assignment_id: await assignmentOf(deps, 'contractor@demo.test'),
      start_date: '2026-12-21',
      end_date: '2026-12-22',
      reason: 'Family visit before the holidays',
    }),
    DEMO_IP,
  );

  // Acme's Globex time as a CSV: a good row and one with a typo, previewed only.
  const csv = [
    UPLOAD_HEADER,
    'contractor@demo.test,,2026-11-16,09:00,17:30,30,regular,,Sprint work',
    'luis@ortega.example,,2026-11-16,8am,16:30,30,regular,,Code review',
  ].join('\n');
  await createUpload(
    deps,
    paula,
    timesheetUploadCreateSchema.parse({ csv, file_name: 'globex-week-2026-11-16.csv' }),
    DEMO_IP,
  );
}
