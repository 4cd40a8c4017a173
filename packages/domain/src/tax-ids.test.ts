import { describe, expect, it } from 'vitest';
import { isValidAbaRouting, isValidItin, isValidSin, maskTaxId, taxIdInputSchema } from './tax-ids.js';

describe('tax ids', () => {
  it('checks SINs with Luhn', () => {
    expect(isValidSin('046 454 286')).toBe(true);
    expect(isValidSin('046-454-287')).toBe(false);
    expect(isValidSin('000000000')).toBe(false);
    expect(isValidSin('04645428')).toBe(false);
  });

  it('checks ITIN ranges', () => {
    expect(isValidItin('912-70-1234')).toBe(true);
    expect(isValidItin('912-93-1234')).toBe(false);
    expect(isValidItin('812-70-1234')).toBe(false);
  });

  it('checks ABA routing checksums', () => {
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('111000025')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('02100002')).toBe(false);
  });

  it('masks all but the last four', () => {
    expect(maskTaxId('ssn', '6789')).toBe('***-**-6789');
    expect(maskTaxId('ein', '4567')).toBe('**-***4567');
    expect(maskTaxId('sin', '4286')).toBe('*** **4 286');
  });

  it('reports the value path with a message per type', () => {
    const r = taxIdInputSchema.safeParse({ type: 'ssn', value: '666-12-3456' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['value'], message: expect.stringContaining('social security') });
    expect(taxIdInputSchema.safeParse({ type: 'ein', value: '12-3456789' }).success).toBe(true);
  });
});
