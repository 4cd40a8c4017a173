/**
 * The merge values of one worker (and one assignment) on one day, read through merge-values.repository.ts
 * and written as documents write them: names as recorded, dates in words, rates as money.
 */
import { documentDate, formatCurrency, labelOf, rateVisibility, withVisibleRates, type MergeValues } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { namesWorkerOf } from './agreements.policy.js';
import { assignmentForMerge, ratesForMerge, workerForMerge } from './merge-values.repository.js';

const money = (v: string | null | undefined) => (v === null || v === undefined ? null : formatCurrency(v));
const noSuch = (at: 'body' | 'querystring', field: string, msg: string) => unprocessable([{ loc: [at, field], msg }]);

export interface MergeSubject {
  values: MergeValues;
  partnerId: string;
  contractorId: string;
  assignment: { id: string; clientId: string } | null;
}

type Worker = NonNullable<Awaited<ReturnType<typeof workerForMerge>>>;

function workerValues(worker: Worker, today: string): MergeValues {
  const c = worker.contractor;
  const address = [c.streetAddressLine1, c.streetAddressLine2, c.city, [c.state, c.zipcode].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return {
    'worker.name': `${c.firstName} ${c.lastName}`,
    'worker.first_name': c.firstName,
    'worker.last_name': c.lastName,
    'worker.email': c.email,
    'worker.classification': labelOf('jobClassification', c.classification),
    'worker.address': address || null,
    'partner.name': worker.partnerName,
    'document.date': documentDate(today),
  };
}

/**
 * The signed-in worker's own values, no assignment (an onboarding click-through, decision 0084): the worker
 * and its partner; the assignment and client fields read as blank.
 */
export async function ownMergeValues(db: DbOrTx, contractorId: string, today: string) {
  const worker = await workerForMerge(db, contractorId);
  if (!worker) throw noSuch('body', 'contractor_id', 'No such worker');
  return { values: workerValues(worker, today), partnerId: worker.contractor.partnerId };
}

/**
 * The worker's and (when given) the assignment's values; a worker or assignment the caller may not name is
 * "no such". The rates show only the sides the caller sees (a recruiter without bill access gets no bill
 * rate) and, for a text the worker reads (`forWorker`: an agreement), never the bill side.
 */
export async function mergeValuesFor(
  db: DbOrTx,
  p: Principal,
  ids: { contractorId: string; assignmentId?: string | null | undefined },
  today: string,
  { at = 'body', forWorker = false }: { at?: 'body' | 'querystring'; forWorker?: boolean } = {},
): Promise<MergeSubject> {
  const sees = rateVisibility(p.subject);
  const readerSees = { pay: sees.pay, bill: sees.bill && !forWorker };
  const worker = await workerForMerge(db, ids.contractorId);
  if (!worker || !namesWorkerOf(p, worker.contractor.partnerId)) throw noSuch(at, 'contractor_id', 'No such worker');
  const c = worker.contractor;
  const values = workerValues(worker, today);
  if (!ids.assignmentId) return { values, partnerId: c.partnerId, contractorId: c.id, assignment: null };

  const a = await assignmentForMerge(db, ids.assignmentId);
  if (!a || a.contractorId !== c.id) throw noSuch(at, 'assignment_id', "No such assignment of this worker's");
  const rates = await ratesForMerge(db, a.id, today > a.startDate ? today : a.startDate);
  Object.assign(values, {
    'client.name': a.clientName,
    'assignment.job_title': a.jobTitle,
    'assignment.start_date': documentDate(a.startDate),
    'assignment.end_date': documentDate(a.endDate),
    'assignment.work_location': a.workLocation,
    'assignment.pay_rate': money(rates?.payRate),
    'assignment.bill_rate': money(rates?.billRate),
    'assignment.overtime_pay_rate': money(rates?.overtimePayRate),
    'assignment.annual_salary': money(rates?.annualSalary),
  } satisfies MergeValues);
  return {
    values: withVisibleRates(values, readerSees),
    partnerId: c.partnerId,
    contractorId: c.id,
    assignment: { id: a.id, clientId: a.clientId },
  };
}
