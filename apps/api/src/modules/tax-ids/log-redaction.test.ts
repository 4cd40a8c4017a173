import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT_PATHS } from './log-redaction.js';
import { formatTaxId } from './tax-id-format.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ redact: LOG_REDACT_PATHS }, stream), text: () => lines.join('') };
}

describe('log redaction', () => {
  it('never prints a tax id, a verification code or a bearer token', () => {
    const { logger, text } = capture();
    const taxId = { type: 'ssn', value: '123-45-6789' };
    logger.info({ req: { headers: { authorization: 'Bearer abc.def', 'x-verification-code': '123456' } } }, 'req');
    logger.info({ body: { first_name: 'Casey', tax_id: taxId } }, 'body');
    logger.info({ payload: { tax_id: taxId }, nested: { contractor: { tax_id: taxId } } }, 'deep');
    const out = text();
    expect(out).not.toContain('6789');
    expect(out).not.toContain('123456');
    expect(out).not.toContain('abc.def');
    expect(out).toContain('Casey');
  });

  it("never prints an employer's FEIN or state unemployment account number", () => {
    const { logger, text } = capture();
    logger.info({ req: { body: { legal_name: 'Staffwise EOR LLC', fein: '12-3456789' } } }, 'req');
    logger.info({ body: { state: 'TX', account_number: '99-887766-5' } }, 'body');
    logger.info({ nested: { registration: { account_number: '99-887766-5', fein: '12-3456789' } } }, 'deep');
    const out = text();
    expect(out).not.toContain('3456789');
    expect(out).not.toContain('887766');
    expect(out).toContain('Staffwise EOR LLC');
  });
});

describe('formatTaxId', () => {
  it('groups digits as each type is written', () => {
    expect(formatTaxId('ssn', '123456789')).toBe('123-45-6789');
    expect(formatTaxId('itin', '912701234')).toBe('912-70-1234');
    expect(formatTaxId('ein', '741234567')).toBe('74-1234567');
    expect(formatTaxId('sin', '046454286')).toBe('046 454 286');
  });
});
