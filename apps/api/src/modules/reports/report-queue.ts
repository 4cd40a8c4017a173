/**
 * The queue a requested report is sent to (pg-boss, jobs/reports.ts). The running app's job runner
 * attaches it to the app's deps when jobs start; where none is attached (an API process without jobs,
 * most tests) a request stays PENDING until a worker's sweep claims it, so no request is lost.
 */
import type { AppDeps } from '../../deps.js';

export const REPORTS_QUEUE = 'reports-build';
export const DATA_EXPORTS_QUEUE = 'data-exports-build';

export interface ReportQueue {
  send(reportId: string): Promise<void>;
  sendExport(exportId: string): Promise<void>;
}

const queues = new WeakMap<AppDeps, ReportQueue>();

export const attachReportQueue = (deps: AppDeps, queue: ReportQueue) => queues.set(deps, queue);

export const reportQueueOf = (deps: AppDeps): ReportQueue | undefined => queues.get(deps);
