/**
 * A run's bank files (issue 13, decision 0066): the NACHA credits, the CPA-005 credits and a self-funded
 * run's NACHA funding debit, as processing wrote and sent them (`payroll_files`). They carry full account
 * numbers: only section 6's sensitive roles of platform staff, or of a self-employer partner for its own
 * runs, read them (capability `payroll_files`); every download is audited — who, which file, how many
 * entries — and the text is never logged nor put in the audit row.
 */
import Decimal from 'decimal.js';
import {
  canReadPayrollFiles,
  PAYROLL_FILE_FORMAT_LABELS,
  type PayrollFileFormat,
  type PayrollFileView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openBankFile } from '../../lib/bank-files.js';
import { auditAs } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { fileOfRun, filesOfRun } from './payroll-funding.repository.js';
import { findPayrollRun } from './payroll-runs.repository.js';
import { payrollRunScope } from './payroll-runs.scope.js';

/** The run, when the caller may read its files: else 404 (not theirs, or no sensitive access). */
async function runWithFiles(db: DbOrTx, p: Principal, runId: string) {
  if (!canReadPayrollFiles(p.subject)) throw notFound();
  const row = await findPayrollRun(db, runId, payrollRunScope(p, db));
  if (!row) throw notFound();
  return row;
}

const fileNameOf = (partnerName: string, periodStart: string, format: PayrollFileFormat) =>
  `${partnerName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'payroll'}-payroll-${periodStart}-${format.replace('_', '-')}.txt`;

export async function payrollRunFiles(db: DbOrTx, p: Principal, runId: string): Promise<PayrollFileView[]> {
  const { run, partnerName } = await runWithFiles(db, p, runId);
  return (await filesOfRun(db, runId)).map((f) => ({
    id: f.id,
    format: f.format,
    label: PAYROLL_FILE_FORMAT_LABELS[f.format],
    direction: f.format === 'nacha_debit' ? 'debit' : 'credit',
    currency: f.format === 'cpa005' ? 'CAD' : 'USD',
    entry_count: f.entryCount,
    prenote_count: f.prenoteCount,
    total: new Decimal(f.format === 'nacha_debit' ? (f.debitAmount ?? 0) : f.totalCredit).toFixed(2),
    created_at: f.createdAt.toISOString(),
    submitted_at: f.submittedAt?.toISOString() ?? null,
    filename: fileNameOf(partnerName, run.periodStart, f.format),
  }));
}

/** One file's text as the bank received it (stored sealed: lib/bank-files.ts), audited on every download. */
export async function downloadPayrollRunFile(deps: AppDeps, p: Principal, runId: string, fileId: string, ip: string) {
  const { run, partnerName } = await runWithFiles(deps.db, p, runId);
  const file = await fileOfRun(deps.db, runId, fileId);
  if (!file) throw notFound();
  await auditAs(deps.db, p, ip, {
    action: 'payroll_file_downloaded',
    entityType: 'payroll_file',
    entityId: file.id,
    metadata: { payroll_run_id: run.id, format: file.format, entry_count: file.entryCount },
  });
  return {
    filename: fileNameOf(partnerName, run.periodStart, file.format),
    contentType: 'text/plain; charset=utf-8',
    bytes: Buffer.from(openBankFile(deps.crypto, file.content), 'utf8'),
  };
}
