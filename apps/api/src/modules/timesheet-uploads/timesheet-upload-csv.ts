/** Reading an upload's CSV into rows of named cells (the GSA import's RFC 4180 reader), or a file-level 422. */
import {
  TIMESHEET_UPLOAD_COLUMNS,
  TIMESHEET_UPLOAD_MAX_ROWS,
  TIMESHEET_UPLOAD_REQUIRED_COLUMNS,
  type TimesheetUploadColumn,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { parseCsv } from '../gsa-rates/csv-text.js';

export interface RawRow {
  line: number;
  values: Record<TimesheetUploadColumn, string>;
  /** Cells beyond the header's columns. */
  extraCells: boolean;
}

const fileError = (msg: string) => unprocessable([{ loc: ['body', 'csv'], msg }]);

export function readUploadCsv(csv: string): RawRow[] {
  const [header, ...lines] = parseCsv(csv);
  if (!header) throw fileError('The file is empty');
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => n && !(TIMESHEET_UPLOAD_COLUMNS as readonly string[]).includes(n));
  if (unknown.length > 0)
    throw fileError(`Unknown column ${unknown.join(', ')}; the columns are ${TIMESHEET_UPLOAD_COLUMNS.join(', ')}`);
  const missing = TIMESHEET_UPLOAD_REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) throw fileError(`The header must name the column ${missing.join(', ')}`);
  if (!names.includes('contractor_email') && !names.includes('assignment_id'))
    throw fileError('The header must name contractor_email or assignment_id');
  if (lines.length === 0) throw fileError('The file has no rows below the header');
  if (lines.length > TIMESHEET_UPLOAD_MAX_ROWS)
    throw fileError(`At most ${TIMESHEET_UPLOAD_MAX_ROWS} rows per file; split it`);
  return lines.map((cells, i) => ({
    line: i + 2,
    values: Object.fromEntries(
      TIMESHEET_UPLOAD_COLUMNS.map((c) => {
        const at = names.indexOf(c);
        return [c, at < 0 ? '' : (cells[at] ?? '').trim()];
      }),
    ) as RawRow['values'],
    extraCells: cells.length > names.length && cells.slice(names.length).some((c) => c.trim() !== ''),
  }));
}
