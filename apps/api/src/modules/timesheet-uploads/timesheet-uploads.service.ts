/**
 * Timesheet uploads: a CSV becomes a stored preview (every row validated as the uploader, with its
 * errors), writing no timesheets. The import then creates the valid rows' entries (pending) through
 * the timesheets module's create service, all in one transaction: the whole file, or only its valid
 * rows when asked; any row the create refuses (something changed since the preview) rolls it all back.
 */
import {
  mayWriteTime,
  type TimesheetUploadCreate,
  type TimesheetUploadDetail,
  type TimesheetUploadImport,
  type TimesheetUploadRow,
} from '@app/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { createTimesheet } from '../timesheets/timesheets.service.js';
import { actsForOwnClient, isStaff, type Principal } from '../../lib/principal.js';
import { readUploadCsv } from './timesheet-upload-csv.js';
import { validateUploadRows } from './timesheet-upload-rows.js';
import {
  findVisibleUpload,
  insertUpload,
  linkTimesheetToUpload,
  markImported,
  rowsOf,
  toUploadView,
} from './timesheet-uploads.repository.js';

function assertMayUpload(p: Principal) {
  if (!mayWriteTime({ subject: p.subject, ownEntry: false }))
    throw forbidden('Your role may not enter time for others');
}

export async function uploadDetail(db: DbOrTx, p: Principal, id: string): Promise<TimesheetUploadDetail> {
  const row = await findVisibleUpload(db, p, id);
  if (!row) throw notFound();
  return { ...toUploadView(row), rows: rowsOf(row) };
}

const isValid = (r: TimesheetUploadRow) => r.errors.length === 0 && r.shift !== null;

export async function createUpload(
  deps: AppDeps,
  p: Principal,
  body: TimesheetUploadCreate,
  ip: string,
): Promise<TimesheetUploadDetail> {
  assertMayUpload(p);
  const raws = readUploadCsv(body.csv);
  const rows = await validateUploadRows(deps.db, p, raws);
  return deps.db.transaction(async (tx) => {
    const id = await insertUpload(tx, {
      partnerId: isStaff(p) ? null : p.partnerId,
      clientId: actsForOwnClient(p) ? p.clientId : null,
      fileName: body.file_name,
      status: 'previewed',
      totalRows: rows.length,
      validRows: rows.filter(isValid).length,
      rows,
      uploadedBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'timesheet_upload_previewed',
      entityType: 'timesheet_upload',
      entityId: id,
      metadata: { file_name: body.file_name, rows: rows.length, valid: rows.filter(isValid).length },
    });
    return uploadDetail(tx, p, id);
  });
}

/** A row the create refused at import time, named by its line (422, nothing written). */
function importRefusal(row: TimesheetUploadRow, err: HttpError): HttpError {
  const detail = err.body.detail;
  const field = Array.isArray(detail) ? String(detail[0]?.loc?.[1] ?? '') : '';
  const msg = Array.isArray(detail) ? (detail[0]?.msg ?? err.message) : err.message;
  return unprocessable([
    { loc: ['rows', String(row.line), ...(field ? [field] : [])], msg: `Line ${row.line}: ${msg}` },
  ]);
}

export async function importUpload(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: TimesheetUploadImport,
  ip: string,
): Promise<TimesheetUploadDetail> {
  assertMayUpload(p);
  return deps.db.transaction(async (tx) => {
    const upload = await findVisibleUpload(tx, p, id, true);
    if (!upload) throw notFound();
    if (upload.upload.status !== 'previewed') throw conflict('This upload was already imported');
    const rows = rowsOf(upload);
    const valid = rows.filter(isValid);
    const invalid = rows.length - valid.length;
    if (invalid > 0 && !body.only_valid)
      throw unprocessable([
        {
          loc: ['body', 'only_valid'],
          msg: `${invalid} ${invalid === 1 ? 'row has' : 'rows have'} errors: fix the file and upload it again, or import only the valid rows`,
        },
      ]);
    if (valid.length === 0) throw unprocessable([{ loc: ['body', 'only_valid'], msg: 'No row of this file is valid' }]);

    // The create service opens its transaction on the handle it is given: on ours, a savepoint.
    const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
    const imported = new Map<number, string>();
    for (const row of valid) {
      try {
        const entry = await createTimesheet(inTx, p, row.shift!, ip);
        await linkTimesheetToUpload(tx, entry.id, id);
        imported.set(row.line, entry.id);
      } catch (err) {
        if (err instanceof HttpError) throw importRefusal(row, err);
        throw err;
      }
    }
    const status = invalid === 0 ? 'imported' : 'partially_imported';
    await markImported(tx, id, {
      rows: rows.map((r) => ({ ...r, timesheet_id: imported.get(r.line) ?? null })),
      importedRows: imported.size,
      status,
      at: new Date(),
    });
    await auditAs(tx, p, ip, {
      action: 'timesheet_upload_imported',
      entityType: 'timesheet_upload',
      entityId: id,
      metadata: { imported: imported.size, skipped: invalid, only_valid: body.only_valid },
    });
    return uploadDetail(tx, p, id);
  });
}
