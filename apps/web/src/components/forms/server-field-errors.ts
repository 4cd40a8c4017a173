import { ApiError, toApiError } from '../../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../../lib/notify';

/** Field key (dotted, as in a 422 `loc` without `body`) → message. */
export type FieldErrors = Record<string, string>;

interface DetailItem {
  msg: string;
  loc?: (string | number)[];
}

const isDetailItem = (v: unknown): v is DetailItem =>
  typeof v === 'object' && v !== null && typeof (v as DetailItem).msg === 'string';

/** `['body', 'address', 'zipcode']` → `address.zipcode`, the form's own field key. */
const fieldKeyOf = (loc: DetailItem['loc']) => (loc ?? []).filter((part, i) => !(i === 0 && part === 'body')).join('.');

/**
 * Splits a 422 answer: details whose `loc` names one of `fields` go beside that field; the rest
 * stay in the error the form shows on top (spec section 8's extraction words them). When every
 * detail found its field, the top shows the generic 'Some fields…' message instead.
 */
export function splitServerErrors(
  error: unknown,
  fields: ReadonlySet<string>,
): { fields: FieldErrors; error: ApiError } {
  const apiError = toApiError(error);
  const data = apiError.data;
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  if (apiError.statusCode !== 422 || !Array.isArray(detail)) return { fields: {}, error: apiError };

  const found: FieldErrors = {};
  const rest: unknown[] = [];
  for (const item of detail) {
    const key = isDetailItem(item) ? fieldKeyOf(item.loc) : '';
    if (isDetailItem(item) && fields.has(key)) found[key] ??= item.msg;
    else rest.push(item);
  }
  if (Object.keys(found).length === 0) return { fields: {}, error: apiError };
  const top = rest.length > 0 ? { detail: rest } : { message: FORM_INVALID_MESSAGE };
  return { fields: found, error: new ApiError(422, top) };
}
