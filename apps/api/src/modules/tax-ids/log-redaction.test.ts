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

  it("never prints a payroll bank account's routing or account number", () => {
    const { logger, text } = capture();
    const body = { account_holder: 'Beacon Talent LLC', routing_number: '011000015', account_number: '5500123456' };
    logger.info({ req: { body } }, 'req');
    logger.info({ nested: { account: body } }, 'deep');
    const out = text();
    expect(out).not.toContain('011000015');
    expect(out).not.toContain('5500123456');
    expect(out).toContain('Beacon Talent LLC');
  });

  it('never prints the account number of a payout account decrypted for a file', () => {
    const { logger, text } = capture();
    const account = { accountHolder: 'Acme Staffing LLC', routing: '071000013', accountNumber: '4400987612' };
    logger.error({ account }, 'payout failed');
    logger.error({ payout: { to: account } }, 'deep');
    const out = text();
    expect(out).not.toContain('4400987612');
    expect(out).toContain('Acme Staffing LLC');
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
