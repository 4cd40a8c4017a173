import { describe, expect, it } from 'vitest';
import { buildCpa005File, type Cpa005Credit, type Cpa005FileInput } from './cpa005.js';
import { readCpa005File as readCpa005, segmentsOf, type Cpa005ReadRecord as ReadRecord } from './cpa005-reader.js';

const credit = (k: number, over: Partial<Cpa005Credit> = {}): Cpa005Credit => ({
  amountCents: 100_000 + k,
  dueDate: '2026-02-13',
  institution: '004',
  transit: '12345',
  accountNumber: `98765${k}`,
  payeeName: `Worker ${k}`,
  crossReference: `tr${k}`,
  ...over,
});

const input = (credits: Cpa005Credit[]): Cpa005FileInput => ({
  originatorId: 'ACME000001',
  fileCreationNumber: 17,
  createdAt: new Date('2026-02-10T15:00:00Z'),
  destinationDataCentre: '00310',
  currency: 'CAD',
  originatorShortName: 'Acme Staffing',
  originatorLongName: 'Acme Staffing Incorporated of Ontario Canada',
  returnInstitution: '001',
  returnTransit: '00011',
  returnAccount: '1234567',
  credits,
});

describe('the CPA-005 writer', () => {
  it('writes an A header, C records of up to six segments and a Z trailer, each field where the standard puts it', () => {
    const file = buildCpa005File(input([1, 2, 3, 4, 5, 6, 7].map((k) => credit(k))));
    const [a, c1, c2, z, ...more] = readCpa005(file.text) as [ReadRecord, ReadRecord, ReadRecord, ReadRecord];
    expect(more).toEqual([]);
    expect(file).toMatchObject({ recordCount: 4, creditCount: 7, totalCreditCents: 700_028 });
    expect(a).toMatchObject({ type: 'A', count: '000000001', originator: 'ACME000001', creation: '0017' });
    // 10 February 2026 is day 041 of the year.
    expect(a).toMatchObject({ created: '026041', centre: '00310', currency: 'CAD' });
    expect(String(a.rest).trim()).toBe('');
    expect([c1.type, c1.count, c2.type, c2.count, z.type, z.count]).toEqual([
      'C',
      '000000002',
      'C',
      '000000003',
      'Z',
      '000000004',
    ]);
    expect(c1.originator + c1.creation).toBe('ACME0000010017');
    expect(segmentsOf(c1).every((s) => !s.blank)).toBe(true);
    // The second C record holds the seventh credit and five blank segments.
    expect(segmentsOf(c2).map((s) => s.blank)).toEqual([false, true, true, true, true, true]);
    const s = segmentsOf(c2)[0];
    expect(s).toEqual({
      blank: false,
      type: '200',
      amount: '0000100007',
      due: '026044',
      institution: '000412345',
      account: '987657      ',
      trace: '0'.repeat(22),
      storedType: '000',
      shortName: 'ACME STAFFING  ',
      payee: 'WORKER 7'.padEnd(30),
      longName: 'ACME STAFFING INCORPORATED OF ',
      userId: 'ACME000001',
      crossReference: 'TR7'.padEnd(19),
      returnInstitution: '000100011',
      returnAccount: '1234567     ',
      sundry: ' '.repeat(15),
      filler: ' '.repeat(22),
      settlement: '  ',
      invalidDataElement: '0'.repeat(11),
    });
    expect(z).toMatchObject({
      debitTotal: '0'.repeat(14),
      debitCount: '0'.repeat(8),
      creditTotal: '00000000700028',
      creditCount: '00000007',
    });
    expect(z.rest).toBe('0'.repeat(14 + 8 + 14 + 8) + ' '.repeat(1352));
  });

  it('sums the trailer from the segments, for any number of credits', () => {
    for (const n of [1, 5, 6, 12, 13]) {
      const file = buildCpa005File(input(Array.from({ length: n }, (_, k) => credit(k, { amountCents: 1 + k * 37 }))));
      const records = readCpa005(file.text);
      expect(records.length).toBe(2 + Math.ceil(n / 6));
      const segs = records.filter((r) => r.type === 'C').flatMap((r) => segmentsOf(r).filter((x) => !x.blank));
      expect(segs.length).toBe(n);
      const sum = segs.reduce((t, x) => t + Number(x.amount), 0);
      expect(Number(records.at(-1)!.creditTotal)).toBe(sum);
      expect(Number(records.at(-1)!.creditCount)).toBe(n);
    }
  });

  it('writes a payout to a business under the transaction type given (460, accounts payable)', () => {
    const file = buildCpa005File({ ...input([credit(1), credit(2)]), transactionType: '460' });
    const [a, c, z] = readCpa005(file.text) as [ReadRecord, ReadRecord, ReadRecord];
    expect([a.type, c.type, z.type]).toEqual(['A', 'C', 'Z']);
    expect(
      segmentsOf(c)
        .filter((s) => !s.blank)
        .map((s) => s.type),
    ).toEqual(['460', '460']);
    expect(() => buildCpa005File({ ...input([credit(1)]), transactionType: '46' })).toThrow(
      /transactionType: must be exactly 3 digits/,
    );
  });

  it('spells a name with accents in ASCII rather than refusing the file', () => {
    const file = buildCpa005File(input([credit(1, { payeeName: 'Zoë Émilie Weiß' })]));
    expect(file.text).toContain('ZOE EMILIE WEISS');
  });

  it('refuses what a bank would reject, naming the field', () => {
    const bad = (over: Partial<Cpa005Credit>) => () => buildCpa005File(input([credit(1, over)]));
    expect(bad({ institution: '04' })).toThrow(/credits\[0\]\.institution: must be exactly 3 digits/);
    expect(bad({ transit: '1234a' })).toThrow(/credits\[0\]\.transit/);
    expect(bad({ accountNumber: '1234567890123' })).toThrow(/accountNumber: must be 1 to 12 digits/);
    expect(bad({ amountCents: 0 })).toThrow(/amountCents/);
    expect(bad({ amountCents: 1.5 })).toThrow(/amountCents/);
    expect(bad({ dueDate: '2026-02-30' })).toThrow(/not a calendar date/);
    expect(bad({ crossReference: 'x'.repeat(20) })).toThrow(/crossReference/);
    expect(() => buildCpa005File(input([]))).toThrow(/a file needs a credit/);
    expect(() => buildCpa005File({ ...input([credit(1)]), fileCreationNumber: 10_000 })).toThrow(/fileCreationNumber/);
  });
});
