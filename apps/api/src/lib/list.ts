/**
 * The one list convention: `page` or `cursor`, `per_page`, `sort` (a column, '-' for descending),
 * filters as query parameters validated against allowed values, the envelope
 * {"data": {"data": [...], "total": N, "next_cursor": "…"}}, and the same query as CSV with
 * `format=csv` (every matching row up to 50,000; beyond, the `x-next-cursor` header continues it).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { calendarDateSchema, listQueryBase } from '@app/domain';
import { unprocessable } from './errors.js';
import { cursorFilter } from './keyset.js';

const CSV_ROW_LIMIT = 50_000;

export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  const sortValues = [...sortable, ...sortable.map((s) => `-${s}`)] as [string, ...string[]];
  return listQueryBase.extend({ sort: z.enum(sortValues).optional(), ...cursorFilter, ...filters }).strict();
}

/**
 * A period filter: `date_from` and `date_to` as ISO 8601 dates, both or neither (spec section 5).
 * Spread into a list query's filters and pass the schema through `withDateRange`.
 */
export const dateRangeFilters = {
  date_from: calendarDateSchema().optional(),
  date_to: calendarDateSchema().optional(),
};

export function withDateRange<T extends z.ZodType<{ date_from?: string | undefined; date_to?: string | undefined }>>(
  schema: T,
) {
  return schema.superRefine((q, ctx) => {
    if (Boolean(q.date_from) !== Boolean(q.date_to)) {
      const missing = q.date_from ? 'date_to' : 'date_from';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Both dates of the period are required' });
    } else if (q.date_from && q.date_to && q.date_from > q.date_to) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The end date must not be before the start date' });
    }
  });
}

/** The half-open timestamp range [from 00:00, day after `to` 00:00) in UTC for a date filter. */
export function periodOf(q: {
  date_from?: string | undefined;
  date_to?: string | undefined;
}): { from: Date; to: Date } | null {
  if (!q.date_from || !q.date_to) return null;
  const to = new Date(`${q.date_to}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from: new Date(`${q.date_from}T00:00:00Z`), to };
}

export interface ListQuery {
  page: number;
  per_page: number;
  sort?: string | undefined;
  cursor?: string | undefined;
  format: 'json' | 'csv';
}

/**
 * Which rows to fetch: one page for JSON (after the cursor, or at the page number's offset, counted
 * only then); for CSV every matching row up to CSV_ROW_LIMIT, after the cursor when one is sent (the
 * export of a bigger list continues by the cursor its previous part answered), and no total.
 */
export function pageOf(q: ListQuery): { limit: number; offset: number; cursor?: string; count: boolean } {
  if (q.format === 'csv')
    return { limit: CSV_ROW_LIMIT, offset: 0, count: false, ...(q.cursor && { cursor: q.cursor }) };
  if (q.cursor && q.page > 1)
    throw unprocessable([{ loc: ['querystring', 'cursor'], msg: 'Page by cursor or by page number, not both' }]);
  return { limit: q.per_page, offset: (q.page - 1) * q.per_page, count: true, ...(q.cursor && { cursor: q.cursor }) };
}

export function sortOf(q: ListQuery, fallback: string): { column: string; desc: boolean } {
  const s = q.sort ?? fallback;
  return s.startsWith('-') ? { column: s.slice(1), desc: true } : { column: s, desc: false };
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Quotes a CSV cell and defuses spreadsheet formulas (a cell starting with = + - @ is prefixed), except a
 * plain signed number: money is sent as strings, and a credit of "-0.02" must stay a number in the sheet.
 */
function csvCell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}

export function sendList<T>(
  reply: FastifyReply,
  q: ListQuery,
  result: {
    rows: T[];
    total: number | null;
    totalCapped?: boolean;
    nextCursor?: string | null;
    defaultPeriod?: { date_from: string; date_to: string } | null;
  },
  csv: { filename: string; columns: readonly CsvColumn<T>[] },
) {
  if (q.format === 'csv') {
    // More rows than one export holds: the next part is the same query with this cursor.
    if (result.nextCursor) reply.header('x-next-cursor', result.nextCursor);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename}.csv"`)
      .send(toCsv(result.rows, csv.columns));
  }
  return reply.send({
    data: {
      data: result.rows,
      total: result.total,
      ...(result.totalCapped !== undefined && { total_capped: result.totalCapped }),
      ...(result.nextCursor !== undefined && { next_cursor: result.nextCursor }),
      ...(result.defaultPeriod && { default_period: result.defaultPeriod }),
    },
  });
}
