/**
 * Importing the GSA per-diem table from CSV: every row is validated and answered as a preview with
 * its errors; rows are written only when all are valid (or when the caller asks for the valid ones
 * alone), in one transaction. A row for a destination and season already on file replaces it, so
 * importing a corrected file twice does not duplicate the table.
 */
import {
  GSA_CSV_HEADER,
  gsaRateRowSchema,
  type GsaImportRequest,
  type GsaImportResult,
  type GsaImportRow,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { parseCsv } from './csv-text.js';
import { replaceGsaRates } from './gsa-rates.repository.js';

type Parsed = { row: GsaImportRow; value: ReturnType<typeof gsaRateRowSchema.parse> | null };

const blankToNull = (v: string) => (v.trim() === '' ? null : v);

function validateGsaCsv(csv: string): { parsed: Parsed[]; errors: string[] } {
  const [header, ...lines] = parseCsv(csv);
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = GSA_CSV_HEADER.filter((h) => !names.includes(h));
  if (!header || missing.length > 0)
    return {
      parsed: [],
      errors: [`The header must name the columns ${GSA_CSV_HEADER.join(',')}; missing ${missing.join(', ')}`],
    };
  if (lines.length === 0) return { parsed: [], errors: ['The file has no rows below the header'] };
  const parsed = lines.map((cells, i): Parsed => {
    const values = Object.fromEntries(
      GSA_CSV_HEADER.map((h) => [h, (cells[names.indexOf(h)] ?? '').trim()]),
    ) as GsaImportRow['values'];
    const result = gsaRateRowSchema.safeParse({
      ...values,
      county: blankToNull(values.county),
      season_begin: blankToNull(values.season_begin),
      season_end: blankToNull(values.season_end),
    });
    const errors = result.success
      ? []
      : result.error.issues.map((iss) => ({ field: String(iss.path[0] ?? ''), msg: iss.message }));
    if (cells.length > names.length)
      errors.push({ field: '', msg: `Expected ${names.length} cells, found ${cells.length}` });
    return { row: { line: i + 2, values, errors }, value: result.success && errors.length === 0 ? result.data : null };
  });
  return { parsed, errors: [] };
}

type GsaValue = NonNullable<Parsed['value']>;

/** A destination and season of a fiscal year: a row for one already on file replaces it. */
const keyOf = (v: GsaValue) => JSON.stringify([v.fiscal_year, v.state, v.destination, v.season_begin]);

/** Rows per statement: the GSA table has hundreds of destinations; keep each statement's parameters modest. */
const CHUNK = 500;

/** Replaces the rows on file for each key, a chunk of keys per delete and insert (not two statements per row). */
async function writeRows(tx: DbOrTx, values: GsaValue[]) {
  // Within one file a later row for the same key wins, as it would on a second import.
  const rows = [...new Map(values.map((v) => [keyOf(v), v])).values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await replaceGsaRates(
      tx,
      chunk.map((v) => ({
        fiscalYear: v.fiscal_year,
        state: v.state,
        destination: v.destination,
        county: v.county,
        seasonBegin: v.season_begin,
        seasonEnd: v.season_end,
        lodging: v.lodging,
        mealsAndIncidentals: v.meals_and_incidentals,
      })),
    );
  }
}

export async function importGsaRates(
  deps: AppDeps,
  p: Principal,
  body: GsaImportRequest,
  ip: string,
): Promise<GsaImportResult> {
  const { parsed, errors } = validateGsaCsv(body.csv);
  const valid = parsed.flatMap((x) => (x.value ? [x.value] : []));
  const invalid = parsed.length - valid.length;
  const result: GsaImportResult = { rows: parsed.map((x) => x.row), valid: valid.length, invalid, imported: 0, errors };
  const mayWrite = errors.length === 0 && valid.length > 0 && (invalid === 0 || body.only_valid) && !body.dry_run;
  if (!mayWrite) return result;
  await deps.db.transaction(async (tx) => {
    await writeRows(tx, valid);
    await auditAs(tx, p, ip, {
      action: 'gsa_rates_imported',
      entityType: 'gsa_rate',
      metadata: { imported: valid.length, skipped: invalid },
    });
  });
  return { ...result, imported: valid.length };
}
