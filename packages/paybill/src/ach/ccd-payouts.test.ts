import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCcdPayoutFile, type CcdPayout, type CcdPayoutFileInput } from './ccd-payouts.js';

/** Characters `from`–`to` of a record, 1-based and inclusive, as the NACHA layouts number them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
const linesOf = (text: string) => text.slice(0, -1).split('\n');

/** A valid routing number from its first 8 digits (computed here, not with the code under test). */
function routing(first8: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return first8 + String((10 - (sum % 10)) % 10);
}

const payout = (over: Partial<CcdPayout> = {}): CcdPayout => ({
  accountType: 'checking',
  routingNumber: '071000013',
  accountNumber: '4400987612',
  amountCents: 1_234_567,
  payeeId: 'dst_7f3a2c1e7b4',
  payeeName: 'Acme Staffing LLC',
  paymentInfo: 'Distribution 2026-11 Acme Staffing',
  ...over,
});

const input = (payouts: CcdPayout[]): CcdPayoutFileInput => ({
  immediateDestination: '091000019',
  immediateOrigin: '1123456789',
  destinationName: 'First Bank of Testing',
  originName: 'Staffwise',
  createdAt: new Date('2026-12-01T15:30:00Z'),
  fileIdModifier: 'A',
  companyName: 'Staffwise',
  companyId: '1123456789',
  entryDescription: 'Payout',
  effectiveEntryDate: '2026-12-02',
  originatingDfi: '09100001',
  payouts,
});

describe('buildCcdPayoutFile', () => {
  const out = buildCcdPayoutFile(
    input([
      payout(),
      payout({
        accountType: 'savings',
        routingNumber: '021000021',
        accountNumber: 'SP-88001',
        amountCents: 50_000,
        payeeId: 'com_1',
        payeeName: 'Summit Referrals',
        paymentInfo: undefined,
      }),
    ]),
  );
  const lines = linesOf(out.text);

  it('writes 94-character records: header, CCD batch, two entries (the first with its addenda), controls, padding', () => {
    for (const l of lines) expect(l).toHaveLength(94);
    expect(lines.map((l) => l[0]).join('')).toBe('1567689999');
    expect(out.blockCount).toBe(1);
  });

  it('is a CCD batch of credits: service class 220, codes 22 (checking) and 32 (savings)', () => {
    const [header, e1, , e2, control] = [lines[1]!, lines[2]!, lines[3]!, lines[4]!, lines[5]!];
    expect(at(header, 2, 4)).toBe('220');
    expect(at(header, 51, 53)).toBe('CCD');
    expect(at(header, 54, 63)).toBe('PAYOUT    ');
    expect(at(control, 2, 4)).toBe('220');
    expect(at(e1, 2, 3)).toBe('22');
    expect(at(e2, 2, 3)).toBe('32');
    expect(at(e1, 40, 54)).toBe('dst_7f3a2c1e7b4'); // an identifier, written exactly as given
    expect(at(e1, 55, 76)).toBe('ACME STAFFING LLC     ');
  });

  it('writes the addenda (type 05) after its entry, flagged on the entry, numbered by its trace', () => {
    const [e1, addenda, e2] = [lines[2]!, lines[3]!, lines[4]!];
    expect(at(e1, 79, 79)).toBe('1');
    expect(at(e2, 79, 79)).toBe('0');
    expect(at(addenda, 1, 3)).toBe('705');
    expect(at(addenda, 4, 83)).toBe('DISTRIBUTION 2026-11 ACME STAFFING'.padEnd(80, ' '));
    expect(at(addenda, 84, 87)).toBe('0001');
    expect(at(addenda, 88, 94)).toBe(at(e1, 88, 94));
  });

  it('foots the batch and file controls: counts with the addenda, the entry hash, the credits', () => {
    const control = lines[5]!;
    const fileControl = lines[6]!;
    const hash = String(7100001 + 2100002).padStart(10, '0');
    expect(at(control, 5, 10)).toBe('000003'); // two entries and one addenda
    expect(at(control, 11, 20)).toBe(hash);
    expect(at(control, 21, 32)).toBe('0'.repeat(12));
    expect(at(control, 33, 44)).toBe(String(1_234_567 + 50_000).padStart(12, '0'));
    expect(at(fileControl, 2, 7)).toBe('000001');
    expect(at(fileControl, 8, 13)).toBe('000001');
    expect(at(fileControl, 14, 21)).toBe('00000003');
    expect(at(fileControl, 22, 31)).toBe(hash);
    expect(at(fileControl, 44, 55)).toBe(String(1_284_567).padStart(12, '0'));
    expect(out).toMatchObject({ entryCount: 3, totalCreditCents: 1_284_567, totalDebitCents: 0, entryHash: hash });
  });

  it('refuses a zero payout, a bad routing check digit and an addenda longer than 80, naming the field', () => {
    expect(() => buildCcdPayoutFile(input([payout({ amountCents: 0 })]))).toThrow(/entries\[0\]\.amountCents/);
    expect(() => buildCcdPayoutFile(input([payout({ routingNumber: '071000014' })]))).toThrow(
      /entries\[0\]\.routingNumber: fails the ABA check digit/,
    );
    expect(() => buildCcdPayoutFile(input([payout({ paymentInfo: 'x'.repeat(81) })]))).toThrow(
      /entries\[0\]\.addenda: is 81 characters/,
    );
    expect(() => buildCcdPayoutFile(input([]))).toThrow(/a batch needs at least one entry/);
  });

  it('always foots: records of 94, controls equal to the sums, blocks of 10, CCD and 220 (property)', () => {
    const arbPayout = fc.record({
      accountType: fc.constantFrom('checking' as const, 'savings' as const),
      routingNumber: fc.stringMatching(/^[0-9]{8}$/).map(routing),
      accountNumber: fc.stringMatching(/^[0-9]{4,17}$/),
      amountCents: fc.integer({ min: 1, max: 9_999_999_999 }),
      payeeId: fc.stringMatching(/^[a-z0-9]{1,15}$/),
      payeeName: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => /[A-Za-z]/.test(s)),
      paymentInfo: fc.option(fc.stringMatching(/^[A-Z0-9][A-Z0-9 -]{0,78}[A-Z0-9]$/), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(arbPayout, { minLength: 1, maxLength: 25 }), (payouts) => {
        const f = buildCcdPayoutFile(input(payouts));
        const ls = linesOf(f.text);
        expect(ls.every((l) => l.length === 94)).toBe(true);
        expect(ls.length % 10).toBe(0);
        const withAddenda = payouts.filter((p) => p.paymentInfo !== undefined).length;
        const entries = ls.filter((l) => l[0] === '6');
        expect(entries).toHaveLength(payouts.length);
        expect(ls.filter((l) => l[0] === '7')).toHaveLength(withAddenda);
        const sumCents = payouts.reduce((s, p) => s + p.amountCents, 0);
        const hash = payouts.reduce((h, p) => (h + Number(p.routingNumber.slice(0, 8))) % 10_000_000_000, 0);
        const batchControl = ls.find((l) => l[0] === '8')!;
        const fileControl = ls.find((l) => l[0] === '9' && l !== '9'.repeat(94))!;
        expect(at(ls[1]!, 51, 53)).toBe('CCD');
        expect(at(ls[1]!, 2, 4)).toBe('220');
        expect(Number(at(batchControl, 5, 10))).toBe(payouts.length + withAddenda);
        expect(at(batchControl, 11, 20)).toBe(String(hash).padStart(10, '0'));
        expect(Number(at(batchControl, 33, 44))).toBe(sumCents);
        expect(Number(at(fileControl, 14, 21))).toBe(payouts.length + withAddenda);
        expect(at(fileControl, 22, 31)).toBe(String(hash).padStart(10, '0'));
        expect(Number(at(fileControl, 44, 55))).toBe(sumCents);
        expect(Number(at(fileControl, 8, 13))).toBe(ls.length / 10);
        entries.forEach((e, i) => expect(at(e, 2, 3)).toBe(payouts[i]!.accountType === 'savings' ? '32' : '22'));
      }),
      { numRuns: 200 },
    );
  });
});
