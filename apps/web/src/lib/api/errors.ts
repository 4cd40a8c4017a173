/**
 * Error extraction exactly as spec section 8 orders it: `message`, else `detail` (a string, an
 * object with `msg`, or a list of `{msg, loc}`), else a fixed fallback.
 */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error, Please Contact Support';

interface DetailItem {
  msg: string;
  loc?: readonly (string | number)[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isDetailItem = (v: unknown): v is DetailItem => isRecord(v) && typeof v.msg === 'string';

function itemText(item: DetailItem): string {
  const last = item.loc && item.loc.length > 0 ? item.loc[item.loc.length - 1] : undefined;
  // Whole-body errors carry `__root__`: naming that "field" would only confuse the reader.
  if (last === undefined || last === '__root__') return item.msg;
  return `${item.msg} ${last}`;
}

export function extractErrorMessage(data: unknown): string {
  if (!isRecord(data)) return UNKNOWN_ERROR_MESSAGE;
  if (typeof data.message === 'string' && data.message) return data.message;
  const detail = data.detail;
  if (typeof detail === 'string' && detail) return detail;
  if (isDetailItem(detail)) return detail.msg;
  if (Array.isArray(detail)) {
    const parts = detail.filter(isDetailItem).map(itemText);
    if (parts.length > 0) return parts.join(', ');
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** A suggested address travels in `detail[0].suggested` or at the top level (spec section 8). */
export function extractSuggested(data: unknown): unknown {
  if (!isRecord(data)) return undefined;
  if (Array.isArray(data.detail) && isRecord(data.detail[0]) && 'suggested' in data.detail[0]) {
    return data.detail[0].suggested;
  }
  return data.suggested;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  /** True for errors the user must not see as a message (the two-factor modal took over). */
  readonly silent: boolean;

  constructor(statusCode: number, data: unknown, options: { silent?: boolean; message?: string } = {}) {
    super(options.message ?? extractErrorMessage(data));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.data = data;
    this.silent = options.silent ?? false;
  }
}

/** Anything thrown (network failure, bug, ApiError) as an ApiError; unknown errors are 500s. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.message) return new ApiError(500, { message: error.message });
  return new ApiError(500, undefined);
}

export const isAbortError = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
