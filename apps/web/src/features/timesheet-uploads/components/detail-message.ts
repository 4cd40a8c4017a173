import type { ApiError } from '../../../lib/api/errors';

/** The messages of a 422's `detail` list as written (the generic extraction appends the field name). */
export function detailMessages(error: ApiError): string {
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  if (!Array.isArray(detail)) return error.message;
  const msgs = detail
    .map((d) => (typeof d === 'object' && d && 'msg' in d ? String((d as { msg: unknown }).msg) : ''))
    .filter(Boolean);
  return msgs.length ? msgs.join(' ') : error.message;
}
