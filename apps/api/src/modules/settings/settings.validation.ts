import { z } from 'zod';
import { unprocessable } from '../../lib/errors.js';
import { PLATFORM_DEFAULTS, type SettingKey } from './settings.defaults.js';

/** Each setting is validated against the shape of its default, so a list can never become empty. */
function schemaFor(key: SettingKey): z.ZodType {
  const d = PLATFORM_DEFAULTS[key];
  if (typeof d === 'boolean') return z.boolean();
  if (typeof d === 'number') return z.number();
  if (typeof d === 'string')
    return key.endsWith('_url') ? z.string().url() : key === 'support_email' ? z.string().email() : z.string().min(1);
  return z.array(z.record(z.string(), z.unknown())).min(1);
}

/** The value for `key`, validated, or a 422 in the spec's shape. */
export function parseSettingValue(key: SettingKey, value: unknown): unknown {
  const parsed = schemaFor(key).safeParse(value);
  if (!parsed.success) {
    throw unprocessable(
      parsed.error.issues.map((i) => ({ loc: ['body', 'value', ...i.path.map(String)], msg: i.message })),
    );
  }
  return parsed.data;
}
