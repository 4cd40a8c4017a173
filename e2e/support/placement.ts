/**
 * Work made for one test through the API, so no other spec reads or invoices it: a job of the test's
 * own (its title names it in every picker), a live assignment of an onboarded contractor on it, and
 * pending days of time. Staff (admin) credentials; the caller chooses the client, its work location and
 * the dates.
 */
import { expect, type APIRequestContext } from '@playwright/test';

const headers = (auth: string) => ({ Authorization: auth });

async function rows(request: APIRequestContext, auth: string, path: string): Promise<Record<string, unknown>[]> {
  const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}per_page=200`, { headers: headers(auth) });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
}

/** The id of the first row of a list endpoint that `pick` accepts. */
export async function idOf(
  request: APIRequestContext,
  auth: string,
  path: string,
  pick: (row: Record<string, unknown>) => boolean,
): Promise<string> {
  const row = (await rows(request, auth, path)).find(pick);
  expect(row, `a row of ${path}`).toBeTruthy();
  return String(row!.id);
}

export interface Placement {
  assignmentId: string;
  clientId: string;
  jobTitle: string;
}

/**
 * A new live assignment of the contractor (by e-mail) at the client's work location (by name), on a job
 * made for it: an international IC's job, hourly `payRate` and `billRate`, from `startDate`.
 */
export async function createPlacement(
  request: APIRequestContext,
  auth: string,
  o: {
    client: string;
    workLocation: string;
    contractorEmail: string;
    jobTitle: string;
    startDate: string;
    payRate: string;
    billRate: string;
  },
): Promise<Placement> {
  const client = (await rows(request, auth, '/v2/clients')).find((c) => c.name === o.client);
  expect(client, o.client).toBeTruthy();
  const clientId = String(client!.id);
  const partnerId = String((client!.partner as { id: string }).id);
  const contractorId = await idOf(request, auth, '/v2/contractors', (c) => c.email === o.contractorEmail);
  const workLocationId = await idOf(request, auth, '/v2/work_locations', (w) => w.name === o.workLocation);

  const job = await request.post('/v2/jobs', {
    headers: headers(auth),
    data: { title: o.jobTitle, classification: 'international_ic', client_id: clientId, partner_id: partnerId },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { data: { id: string } }).data.id;

  const created = await request.post('/v2/assignments', {
    headers: headers(auth),
    data: {
      client_id: clientId,
      contractor_id: contractorId,
      job_id: jobId,
      work_location_id: workLocationId,
      start_date: o.startDate,
      rates: { pay_rate: o.payRate, bill_rate: o.billRate },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const assignmentId = ((await created.json()) as { data: { id: string } }).data.id;
  const live = await request.patch(`/v2/assignments/${assignmentId}`, {
    headers: headers(auth),
    data: { status: 'live' },
  });
  expect(live.status(), await live.text()).toBe(200);
  return { assignmentId, clientId, jobTitle: o.jobTitle };
}

/** Pending entries of 9:00–17:30 with a 30-minute break (8 hours) on each day; their ids. */
export async function enterDays(
  request: APIRequestContext,
  auth: string,
  assignmentId: string,
  days: string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const date of days) {
    const res = await request.post('/v2/timesheets', {
      headers: headers(auth),
      data: { assignment_id: assignmentId, date, time_start: '09:00', time_end: '17:30', break_time_minutes: 30 },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** Approves the entries as staff (the approval queue's bulk action); the API's answer, unchecked. */
export const approveEntries = (request: APIRequestContext, auth: string, ids: string[]) =>
  request.post('/v2/timesheets/bulk', { headers: headers(auth), data: { action: 'approve', ids } });
