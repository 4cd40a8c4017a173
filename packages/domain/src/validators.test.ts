import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holidayCreateSchema } from './modules/holidays.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, isControlChar } from './validators.js';

describe('hasNoControlChars', () => {
  it('refuses C0 control characters and DEL, and keeps tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code++) {
      expect(isControlChar(code)).toBe(![0x09, 0x0a, 0x0d].includes(code));
    }
    expect(isControlChar(0x7f)).toBe(true);
    expect(isControlChar(0x20)).toBe(false);
    expect(isControlChar(0x85)).toBe(false);
    expect(hasNoControlChars('a\u0000b')).toBe(false);
    expect(hasNoControlChars('\u001b[31mred')).toBe(false);
    expect(hasNoControlChars('del\u007f')).toBe(false);
    expect(hasNoControlChars('line one\r\nline two\tand a tab')).toBe(true);
    expect(hasNoControlChars('Zoë — 東京 🎉')).toBe(true);
    expect(hasNoControlChars('')).toBe(true);
  });

  it('refines a form field with its message beside the field', () => {
    const schema = z.object({ note: z.string().refine(hasNoControlChars, CONTROL_CHARS_MESSAGE) });
    const res = schema.safeParse({ note: 'a\u001bb' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['note'], message: CONTROL_CHARS_MESSAGE });
    expect(schema.safeParse({ note: 'two\nlines' }).success).toBe(true);
  });

  it('guards the contracts that used the NUL check', () => {
    const holiday = { country: 'US', region: null, date: '2026-05-05' };
    const nul = holidayCreateSchema.safeParse({ ...holiday, name: 'Day\u0000' });
    expect(nul.error?.issues[0]).toMatchObject({ path: ['name'], message: CONTROL_CHARS_MESSAGE });
    expect(holidayCreateSchema.safeParse({ ...holiday, name: 'Day\u001b' }).success).toBe(false);
    expect(holidayCreateSchema.safeParse({ ...holiday, name: 'Founders Day' }).success).toBe(true);
  });
});
