import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildNachaFile,
  isValidRoutingNumber,
  type NachaBatch,
  type NachaEntry,
  type NachaFileInput,
} from './nacha.js';

/**
 * The independent reader: @midlandsbank/node-nacha 0.4.0 (CommonJS, untyped). Its parser reads every
 * field by position and does not validate; it turns numeric fields into JS numbers, so the 8-digit
 * routing numbers and trace numbers lose their leading zeros (padded back below).
 */
interface ParsedEntry {
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  addendaIndicator: string;
  traceNumber: number;
}
interface ParsedBatch {
  serviceClassCode: number;
  companyName: string;
  companyId: string;
  entryClassCode: string;
  description: string;
  effectiveDate: string;
  originatingDFIIdentification: string;
  num: number;
  entries: ParsedEntry[];
  footer: {
    serviceClassCode: number;
    entryAndAddendaCount: number;
    entryHash: number;
    totalDebit: number;
    totalCredit: number;
    companyId: string;
    originatingDFIIdentification: string;
    num: number;
  };
}
interface ParsedFile {
  file: {
    priority: number;
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    idModifier: string;
    recordSize: string;
    blockingFactor: string;
    formatCode: string;
    destinationName: string;
    originName: string;
    footer: {
      batchCount: number;
      blockCount: number;
      entryAndAddendaCount: number;
      entryHash: number;
      totalDebit: number;
      totalCredit: number;
    };
  };
  batches: ParsedBatch[];
}
const nodeNacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): { data: ParsedFile };
};
const parse = (text: string): ParsedFile => nodeNacha.from({ format: 'ach', source: text }).data;

/** Characters `from`–`to` of a record, 1-based and inclusive, as the NACHA layouts number them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

/** A valid routing number from its first 8 digits (computed here, not with the code under test). */
function routing(first8: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return first8 + String((10 - (sum % 10)) % 10);
}

const CHASE = '021000021';
const FED_ATLANTA = '061000104';

const entry = (over: Partial<NachaEntry> = {}): NachaEntry => ({
  transactionCode: 22,
  routingNumber: CHASE,
  accountNumber: '123456789',
  amountCents: 150_075,
  individualId: 'tr_9f3a2c1e7b4d',
  individualName: 'Ada Lovelace',
  ...over,
});

const batch = (over: Partial<NachaBatch> = {}): NachaBatch => ({
  companyName: 'Acme Staffing',
  companyId: '1123456789',
  entryDescription: 'payroll',
  effectiveEntryDate: '2026-03-06',
  originatingDfi: '09100001',
  entries: [entry()],
  ...over,
});

const file = (over: Partial<NachaFileInput> = {}): NachaFileInput => ({
  immediateDestination: '091000019',
  immediateOrigin: '1123456789',
  destinationName: 'First Bank of Testing',
  originName: 'Acme Staffing Inc',
  createdAt: new Date('2026-03-04T17:05:59Z'),
  fileIdModifier: 'A',
  batches: [batch()],
  ...over,
});

const linesOf = (text: string) => text.slice(0, -1).split('\n');

describe('isValidRoutingNumber', () => {
  it('accepts real routing numbers and refuses a changed digit, a wrong length or non-digits', () => {
    for (const r of [CHASE, FED_ATLANTA, '091000019', '011000015', '122000247', routing('99999999')]) {
      expect(isValidRoutingNumber(r)).toBe(true);
    }
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('121000021')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('0210000210')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
    expect(isValidRoutingNumber(' 21000021')).toBe(false);
    expect(isValidRoutingNumber('０２１００００２１')).toBe(false); // full-width digits are not ASCII
  });
});

describe('buildNachaFile: record layout', () => {
  const input = file({
    batches: [
      batch({
        entries: [
          entry(),
          entry({
            transactionCode: 32,
            routingNumber: FED_ATLANTA,
            accountNumber: 'SAV-0042',
            amountCents: 99,
            individualId: 'w2',
            individualName: 'Grace Brewster Murray Hopper',
          }),
        ],
      }),
    ],
  });
  const out = buildNachaFile(input);
  const lines = linesOf(out.text);

  it('writes 94-character records joined by "\\n", ending with one, padded with 9s to a block of 10', () => {
    expect(out.text.endsWith('\n')).toBe(true);
    expect(out.text).not.toContain('\r');
    expect(lines).toHaveLength(10); // 1 + 5 + 2 entries + 8 + 9 = 6 records, then 4 of padding
    for (const l of lines) expect(l).toHaveLength(94);
    expect(lines.map((l) => l[0]).join('')).toBe('1566899999');
    for (const l of lines.slice(6)) expect(l).toBe('9'.repeat(94));
    expect(out.blockCount).toBe(1);
    expect(/^[\x20-\x7E\n]*$/.test(out.text)).toBe(true);
  });

  it('puts the file header fields at their positions', () => {
    const h = lines[0]!;
    expect(at(h, 1, 1)).toBe('1');
    expect(at(h, 2, 3)).toBe('01');
    expect(at(h, 4, 13)).toBe(' 091000019');
    expect(at(h, 14, 23)).toBe('1123456789');
    expect(at(h, 24, 29)).toBe('260304');
    expect(at(h, 30, 33)).toBe('1705'); // UTC, minutes not rounded
    expect(at(h, 34, 34)).toBe('A');
    expect(at(h, 35, 37)).toBe('094');
    expect(at(h, 38, 39)).toBe('10');
    expect(at(h, 40, 40)).toBe('1');
    expect(at(h, 41, 63)).toBe('FIRST BANK OF TESTING  ');
    expect(at(h, 64, 86)).toBe('ACME STAFFING INC      ');
    expect(at(h, 87, 94)).toBe('        ');
  });

  it('puts the batch header fields at their positions', () => {
    const b = lines[1]!;
    expect(at(b, 1, 1)).toBe('5');
    expect(at(b, 2, 4)).toBe('220');
    expect(at(b, 5, 20)).toBe('ACME STAFFING   ');
    expect(at(b, 21, 40)).toBe(' '.repeat(20));
    expect(at(b, 41, 50)).toBe('1123456789');
    expect(at(b, 51, 53)).toBe('PPD');
    expect(at(b, 54, 63)).toBe('PAYROLL   ');
    expect(at(b, 64, 69)).toBe(' '.repeat(6));
    expect(at(b, 70, 75)).toBe('260306');
    expect(at(b, 76, 78)).toBe('   ');
    expect(at(b, 79, 79)).toBe('1');
    expect(at(b, 80, 87)).toBe('09100001');
    expect(at(b, 88, 94)).toBe('0000001');
  });

  it('puts the entry detail fields at their positions', () => {
    const [e1, e2] = [lines[2]!, lines[3]!];
    expect(at(e1, 1, 1)).toBe('6');
    expect(at(e1, 2, 3)).toBe('22');
    expect(at(e1, 4, 11)).toBe('02100002');
    expect(at(e1, 12, 12)).toBe('1');
    expect(at(e1, 13, 29)).toBe('123456789        ');
    expect(at(e1, 30, 39)).toBe('0000150075');
    expect(at(e1, 40, 54)).toBe('tr_9f3a2c1e7b4d'); // our id, exactly as given
    expect(at(e1, 55, 76)).toBe('ADA LOVELACE          ');
    expect(at(e1, 77, 78)).toBe('  ');
    expect(at(e1, 79, 79)).toBe('0');
    expect(at(e1, 80, 94)).toBe('091000010000001');

    expect(at(e2, 2, 3)).toBe('32');
    expect(at(e2, 4, 11)).toBe('06100010');
    expect(at(e2, 12, 12)).toBe('4');
    expect(at(e2, 13, 29)).toBe('SAV-0042         ');
    expect(at(e2, 30, 39)).toBe('0000000099');
    expect(at(e2, 40, 54)).toBe('w2             ');
    expect(at(e2, 55, 76)).toBe('GRACE BREWSTER MURRAY '); // cut to 22
    expect(at(e2, 80, 94)).toBe('091000010000002');
  });

  it('puts the batch control fields at their positions', () => {
    const c = lines[4]!;
    expect(at(c, 1, 1)).toBe('8');
    expect(at(c, 2, 4)).toBe('220');
    expect(at(c, 5, 10)).toBe('000002');
    expect(at(c, 11, 20)).toBe(String(2100002 + 6100010).padStart(10, '0'));
    expect(at(c, 21, 32)).toBe('0'.repeat(12));
    expect(at(c, 33, 44)).toBe('000000150174');
    expect(at(c, 45, 54)).toBe('1123456789');
    expect(at(c, 55, 73)).toBe(' '.repeat(19));
    expect(at(c, 74, 79)).toBe(' '.repeat(6));
    expect(at(c, 80, 87)).toBe('09100001');
    expect(at(c, 88, 94)).toBe('0000001');
  });

  it('puts the file control fields at their positions', () => {
    const f = lines[5]!;
    expect(at(f, 1, 1)).toBe('9');
    expect(at(f, 2, 7)).toBe('000001');
    expect(at(f, 8, 13)).toBe('000001');
    expect(at(f, 14, 21)).toBe('00000002');
    expect(at(f, 22, 31)).toBe('0008200012');
    expect(at(f, 32, 43)).toBe('0'.repeat(12));
    expect(at(f, 44, 55)).toBe('000000150174');
    expect(at(f, 56, 94)).toBe(' '.repeat(39));
    expect(out).toMatchObject({ entryCount: 2, totalCreditCents: 150_174, entryHash: '0008200012', blockCount: 1 });
    expect(out.traceNumbers).toEqual([['091000010000001', '091000010000002']]);
  });

  it('adds no padding when the records already fill whole blocks, and a block per 10 records', () => {
    // 1 + 5 + 6 entries + 8 + 9 = 10 records exactly.
    const ten = buildNachaFile(file({ batches: [batch({ entries: Array.from({ length: 6 }, () => entry()) })] }));
    expect(linesOf(ten.text)).toHaveLength(10);
    expect(ten.text).not.toContain('9'.repeat(94));
    expect(ten.blockCount).toBe(1);
    const eleven = buildNachaFile(file({ batches: [batch({ entries: Array.from({ length: 7 }, () => entry()) })] }));
    const lines11 = linesOf(eleven.text);
    expect(lines11).toHaveLength(20);
    expect(eleven.blockCount).toBe(2);
    expect(at(lines11[10]!, 8, 13)).toBe('000002');
  });
});

describe('buildNachaFile: hash and totals', () => {
  it('keeps the low-order 10 digits of an entry hash that overflows, per batch and for the file', () => {
    const big = routing('99999999');
    const entries = Array.from({ length: 150 }, (_, i) => entry({ routingNumber: big, amountCents: 1_000_000 + i }));
    const out = buildNachaFile(file({ batches: [batch({ entries }), batch({ entries: entries.slice(0, 60) })] }));
    const lines = linesOf(out.text);
    // 150 × 99,999,999 = 14,999,999,850 → 4999999850; 60 × 99,999,999 = 5,999,999,940.
    const [c1, c2] = lines.filter((l) => l[0] === '8');
    expect(at(c1!, 11, 20)).toBe('4999999850');
    expect(at(c2!, 11, 20)).toBe('5999999940');
    // File: 4,999,999,850 + 5,999,999,940 = 10,999,999,790 → 0999999790 (= 210 × 99,999,999 mod 10^10).
    const f = lines.find((l) => l[0] === '9' && l !== '9'.repeat(94))!;
    expect(at(f, 22, 31)).toBe('0999999790');
    expect(out.entryHash).toBe('0999999790');
    expect(String((210 * 99_999_999) % 10_000_000_000).padStart(10, '0')).toBe(out.entryHash);
    // Totals foot: the batch credits add up to the file's.
    const sum = (n: number) => n * 1_000_000 + (n * (n - 1)) / 2;
    expect(at(c1!, 33, 44)).toBe(String(sum(150)).padStart(12, '0'));
    expect(at(c2!, 33, 44)).toBe(String(sum(60)).padStart(12, '0'));
    expect(at(f, 44, 55)).toBe(String(sum(150) + sum(60)).padStart(12, '0'));
    expect(out.totalCreditCents).toBe(sum(150) + sum(60));
    expect(out.entryCount).toBe(210);
    expect(at(f, 14, 21)).toBe('00000210');
    expect(lines.length % 10).toBe(0);
    expect(out.blockCount).toBe(lines.length / 10);
    expect(at(f, 8, 13)).toBe(String(lines.length / 10).padStart(6, '0'));
  });
});

describe('buildNachaFile: prenotes, account types, batches, trace numbers', () => {
  const out = buildNachaFile(
    file({
      batches: [
        batch({
          entries: [
            entry({ transactionCode: 23, amountCents: 0, individualName: 'Prenote Checking' }),
            entry({ transactionCode: 33, amountCents: 0, individualName: 'Prenote Savings' }),
            entry({ transactionCode: 22, amountCents: 100 }),
          ],
        }),
        batch({
          companyName: 'Acme Staffing West Coast LLC',
          entryDescription: 'BONUS',
          effectiveEntryDate: '2026-12-31',
          originatingDfi: '02100002',
          entries: [entry({ transactionCode: 32, amountCents: 2_500 }), entry({ amountCents: 7 })],
        }),
      ],
    }),
  );
  const lines = linesOf(out.text);
  const entries = lines.filter((l) => l[0] === '6');

  it('writes prenotes as zero-amount entries with their codes, counted but adding no credit', () => {
    expect(entries.map((l) => at(l, 2, 3))).toEqual(['23', '33', '22', '32', '22']);
    expect(at(entries[0]!, 30, 39)).toBe('0000000000');
    expect(at(entries[1]!, 30, 39)).toBe('0000000000');
    const [c1] = lines.filter((l) => l[0] === '8');
    expect(at(c1!, 5, 10)).toBe('000003');
    expect(at(c1!, 33, 44)).toBe('000000000100');
    expect(out.totalCreditCents).toBe(2_607);
    expect(out.entryCount).toBe(5);
  });

  it('numbers the batches 1, 2 with their own headers and controls, the name cut to 16', () => {
    const headers = lines.filter((l) => l[0] === '5');
    const controls = lines.filter((l) => l[0] === '8');
    expect(headers.map((l) => at(l, 88, 94))).toEqual(['0000001', '0000002']);
    expect(controls.map((l) => at(l, 88, 94))).toEqual(['0000001', '0000002']);
    expect(at(headers[1]!, 5, 20)).toBe('ACME STAFFING WE');
    expect(at(headers[1]!, 54, 63)).toBe('BONUS     ');
    expect(at(headers[1]!, 70, 75)).toBe('261231');
    expect(at(headers[1]!, 80, 87)).toBe('02100002');
    expect(at(controls[1]!, 80, 87)).toBe('02100002');
    expect(at(controls[1]!, 33, 44)).toBe('000000002507');
    expect(lines.map((l) => l[0]).join('')).toBe('15666856689' + '9'.repeat(9)); // 11 records, 9 of padding
    const f = lines[10]!;
    expect(at(f, 2, 7)).toBe('000002');
    expect(at(f, 14, 21)).toBe('00000005');
  });

  it('gives each entry a trace number of its batch ODFI and a sequence unique and increasing in the file', () => {
    expect(out.traceNumbers).toEqual([
      ['091000010000001', '091000010000002', '091000010000003'],
      ['021000020000004', '021000020000005'],
    ]);
    expect(entries.map((l) => at(l, 80, 94))).toEqual(out.traceNumbers.flat());
    const sequences = out.traceNumbers.flat().map((t) => Number(t.slice(8)));
    expect(new Set(out.traceNumbers.flat()).size).toBe(5);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });
});

describe('buildNachaFile: names in ASCII', () => {
  it('drops accents and other letters a bank file cannot carry, rather than refusing the file', () => {
    const out = buildNachaFile(
      file({
        batches: [batch({ companyName: 'Acme 🚀', entries: [entry({ individualName: 'José Núñez-Weiß' })] })],
      }),
    );
    const lines = linesOf(out.text);
    expect(lines.find((l) => l[0] === '6')!.slice(54, 76)).toBe('JOSE NUNEZ-WEISS      ');
    expect(lines.find((l) => l[0] === '5')!.slice(4, 20)).toBe('ACME            ');
  });
});

describe('buildNachaFile: trace sequences given by the originator', () => {
  const two = file({ batches: [batch({ entries: [entry(), entry({ amountCents: 7 })] })] });

  it('uses them in entry order, so files written apart never share a trace number', () => {
    const out = buildNachaFile({ ...two, traceSequences: [41, 9_999_999] });
    expect(out.traceNumbers).toEqual([['091000010000041', '091000019999999']]);
  });

  it('refuses too few, and one outside 1–9,999,999', () => {
    expect(() => buildNachaFile({ ...two, traceSequences: [1] })).toThrow(/fewer trace sequences/);
    expect(() => buildNachaFile({ ...two, traceSequences: [1, 0] })).toThrow(/not 1–9999999/);
    expect(() => buildNachaFile({ ...two, traceSequences: [1, 10_000_000] })).toThrow(/not 1–9999999/);
  });
});

describe('buildNachaFile: refusals', () => {
  const withEntry = (over: Partial<NachaEntry>) => file({ batches: [batch({ entries: [entry(over)] })] });
  const withBatch = (over: Partial<NachaBatch>) => file({ batches: [batch(over)] });
  const e0 = 'batches[0].entries[0]';
  const cases: [string, NachaFileInput, string][] = [
    ['a routing number with a wrong check digit', withEntry({ routingNumber: '021000022' }), `${e0}.routingNumber`],
    ['a routing number of 8 digits', withEntry({ routingNumber: '02100002' }), `${e0}.routingNumber`],
    ['a routing number with a letter', withEntry({ routingNumber: '02100002X' }), `${e0}.routingNumber`],
    ['fractional cents', withEntry({ amountCents: 10.5 }), `${e0}.amountCents`],
    ['negative cents', withEntry({ amountCents: -100 }), `${e0}.amountCents`],
    ['NaN cents', withEntry({ amountCents: Number.NaN }), `${e0}.amountCents`],
    ['cents beyond the 10-digit field', withEntry({ amountCents: 10_000_000_000 }), `${e0}.amountCents`],
    ['a credit of 0 cents', withEntry({ transactionCode: 22, amountCents: 0 }), `${e0}.amountCents`],
    ['a savings credit of 0 cents', withEntry({ transactionCode: 32, amountCents: 0 }), `${e0}.amountCents`],
    ['a checking prenote with cents', withEntry({ transactionCode: 23, amountCents: 1 }), `${e0}.amountCents`],
    ['a savings prenote with cents', withEntry({ transactionCode: 33, amountCents: 500 }), `${e0}.amountCents`],
    [
      'a code this writer does not send (26, a return)',
      withEntry({ transactionCode: 26 as unknown as 22 }),
      `${e0}.transactionCode`,
    ],
    ['an account number of 18 characters', withEntry({ accountNumber: '1'.repeat(18) }), `${e0}.accountNumber`],
    ['an empty account number', withEntry({ accountNumber: '' }), `${e0}.accountNumber`],
    ['an account number with a space', withEntry({ accountNumber: '1234 5678' }), `${e0}.accountNumber`],
    ['an individual id of 16 characters', withEntry({ individualId: 'x'.repeat(16) }), `${e0}.individualId`],
    ['an individual id ending in a space', withEntry({ individualId: 'abc ' }), `${e0}.individualId`],
    ['an individual id with a non-ASCII letter', withEntry({ individualId: 'tr_é1' }), `${e0}.individualId`],
    ['an individual name with a newline', withEntry({ individualName: 'Ada\n6 injected' }), `${e0}.individualName`],
    ['an individual name with a tab', withEntry({ individualName: 'Ada\tL' }), `${e0}.individualName`],
    ['a blank individual name', withEntry({ individualName: '   ' }), `${e0}.individualName`],
    ['a company id of 9 characters', withBatch({ companyId: '123456789' }), 'batches[0].companyId'],
    ['a company id of 11 characters', withBatch({ companyId: '11234567890' }), 'batches[0].companyId'],
    [
      'an entry description of 11 characters',
      withBatch({ entryDescription: 'PAYROLL ADV' }),
      'batches[0].entryDescription',
    ],
    ['a blank entry description', withBatch({ entryDescription: '' }), 'batches[0].entryDescription'],
    [
      'an effective date not YYYY-MM-DD',
      withBatch({ effectiveEntryDate: '03/06/2026' }),
      'batches[0].effectiveEntryDate',
    ],
    [
      'an effective date not on the calendar',
      withBatch({ effectiveEntryDate: '2026-02-29' }),
      'batches[0].effectiveEntryDate',
    ],
    ['an ODFI of 9 digits', withBatch({ originatingDfi: '091000019' }), 'batches[0].originatingDfi'],
    ['a batch of no entries', withBatch({ entries: [] }), 'batches[0].entries'],
    ['a file of no batches', file({ batches: [] }), 'batches'],
    ['a destination with a wrong check digit', file({ immediateDestination: '091000018' }), 'immediateDestination'],
    ['a destination with its leading space', file({ immediateDestination: ' 091000019' }), 'immediateDestination'],
    ['an origin of 9 characters', file({ immediateOrigin: '123456789' }), 'immediateOrigin'],
    ['a blank origin', file({ immediateOrigin: ' '.repeat(10) }), 'immediateOrigin'],
    ['a blank company id', withBatch({ companyId: ' '.repeat(10) }), 'batches[0].companyId'],
    ['an individual id beginning with a space', withEntry({ individualId: ' abc' }), `${e0}.individualId`],
    ['a destination name with a control character', file({ destinationName: 'Banco\u0007' }), 'destinationName'],
    ['an invalid creation date', file({ createdAt: new Date('nope') }), 'createdAt'],
    ['a lower-case file id modifier', file({ fileIdModifier: 'a' }), 'fileIdModifier'],
    ['a file id modifier of 2 characters', file({ fileIdModifier: 'AB' }), 'fileIdModifier'],
  ];
  it.each(cases)('refuses %s with a RangeError naming the field', (_what, input, field) => {
    expect(() => buildNachaFile(input)).toThrow(RangeError);
    expect(() => buildNachaFile(input)).toThrow(`NACHA ${field}:`);
  });

  it('names the entry and batch the bad field is in', () => {
    const input = file({
      batches: [batch(), batch({ entries: [entry(), entry(), entry({ routingNumber: '021000020' })] })],
    });
    // The number itself is not in the message: errors are logged, and a routing number is not.
    expect(() => buildNachaFile(input)).toThrow('NACHA batches[1].entries[2].routingNumber: fails the ABA check digit');
    expect(() => buildNachaFile(input)).not.toThrow(/021000020/);
  });

  it('refuses total credits beyond the 12-digit control fields', () => {
    const entries = Array.from({ length: 101 }, () => entry({ amountCents: 9_999_999_999 }));
    expect(() => buildNachaFile(withBatch({ entries }))).toThrow(RangeError);
  });

  it('cuts and upper-cases names only, keeping identifiers exactly as given', () => {
    const out = buildNachaFile(
      withEntry({ individualName: "  d'Arcy-Smythe, Jr. & Co (Test)  ", accountNumber: 'ab-12' }),
    );
    const e = linesOf(out.text)[2]!;
    expect(at(e, 55, 76)).toBe("D'ARCY-SMYTHE, JR. & C");
    expect(at(e, 13, 29)).toBe('ab-12'.padEnd(17));
  });

  it('takes an immediate origin or company id that fills its 10 characters as it is, a leading space too', () => {
    const out = buildNachaFile(file({ immediateOrigin: ' 091000019', batches: [batch({ companyId: '9a1b2c3d4e' })] }));
    const lines = linesOf(out.text);
    expect(at(lines[0]!, 14, 23)).toBe(' 091000019');
    expect(at(lines[1]!, 41, 50)).toBe('9a1b2c3d4e');
    expect(at(lines[3]!, 45, 54)).toBe('9a1b2c3d4e');
  });
});

describe('buildNachaFile: read back by an independent parser (@midlandsbank/node-nacha)', () => {
  it('parses to the same header, entries and control totals', () => {
    const input = file({
      batches: [
        batch({
          entries: [
            entry(),
            entry({ transactionCode: 33, amountCents: 0, routingNumber: FED_ATLANTA, accountNumber: '000123' }),
            entry({ transactionCode: 32, amountCents: 1, individualId: '', individualName: 'Bo' }),
          ],
        }),
        batch({ originatingDfi: '02100002', entries: [entry({ amountCents: 9_999_999_999 })] }),
      ],
    });
    const out = buildNachaFile(input);
    const parsed = parse(out.text);

    expect(parsed.file).toMatchObject({
      priority: 1,
      destination: ' 091000019',
      origin: '1123456789',
      creationDate: '260304',
      creationTime: '1705',
      idModifier: 'A',
      recordSize: '094',
      blockingFactor: '10',
      formatCode: '1',
      destinationName: 'FIRST BANK OF TESTING',
      originName: 'ACME STAFFING INC',
    });
    expect(parsed.batches).toHaveLength(2);
    parsed.batches.forEach((pb, b) => {
      const ib = input.batches[b]!;
      expect(pb).toMatchObject({
        serviceClassCode: 220,
        companyName: 'ACME STAFFING',
        companyId: ib.companyId,
        entryClassCode: 'PPD',
        description: 'PAYROLL',
        effectiveDate: '260306',
        originatingDFIIdentification: ib.originatingDfi,
        num: b + 1,
      });
      expect(
        pb.entries.map((e) => ({
          transactionCode: Number(e.transactionCode),
          routingNumber: String(e.receivingDFIIdentification).padStart(8, '0') + String(e.checkDigit),
          accountNumber: e.dfiAccount,
          amountCents: e.amount,
          individualId: e.identificationNumber,
          individualName: e.receivingCompanyName,
          trace: String(e.traceNumber).padStart(15, '0'),
        })),
      ).toEqual(
        ib.entries.map((e, i) => ({
          ...e,
          individualName: e.individualName.toUpperCase(),
          trace: out.traceNumbers[b]![i],
        })),
      );
      const credits = ib.entries.reduce((s, e) => s + e.amountCents, 0);
      const hash = ib.entries.reduce((s, e) => s + Number(e.routingNumber.slice(0, 8)), 0) % 1e10;
      expect(pb.footer).toMatchObject({
        serviceClassCode: 220,
        entryAndAddendaCount: ib.entries.length,
        entryHash: hash,
        totalDebit: 0,
        totalCredit: credits,
        companyId: ib.companyId,
        originatingDFIIdentification: ib.originatingDfi,
        num: b + 1,
      });
    });
    expect(parsed.file.footer).toMatchObject({
      batchCount: 2,
      blockCount: out.blockCount,
      entryAndAddendaCount: 4,
      entryHash: Number(out.entryHash),
      totalDebit: 0,
      totalCredit: 150_075 + 1 + 9_999_999_999,
    });
  });

  it('always reads back the same entries, and its control totals are the sums (property)', () => {
    const idChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789-_'.split(''));
    const arbEntry: fc.Arbitrary<NachaEntry> = fc
      .record({
        code: fc.constantFrom(22, 23, 32, 33),
        first8: fc.stringMatching(/^[0-9]{8}$/),
        accountNumber: fc.string({ unit: idChar, minLength: 1, maxLength: 17 }),
        cents: fc.integer({ min: 1, max: 9_999_999_999 }),
        individualId: fc.string({ unit: idChar, maxLength: 15 }),
        individualName: fc
          .string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ abcxyz.,&'-".split('')), maxLength: 30 })
          .filter((s) => s.trim() !== ''),
      })
      .map(({ code, first8, accountNumber, cents, individualId, individualName }) => ({
        transactionCode: code as 22 | 23 | 32 | 33,
        routingNumber: routing(first8),
        accountNumber,
        amountCents: code === 23 || code === 33 ? 0 : cents,
        individualId,
        individualName,
      }));
    const arbBatches = fc.array(fc.array(arbEntry, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 });

    fc.assert(
      fc.property(arbBatches, (entryLists) => {
        const input = file({ batches: entryLists.map((entries) => batch({ entries })) });
        const out = buildNachaFile(input);
        const lines = linesOf(out.text);
        expect(lines.length % 10).toBe(0);
        for (const l of lines) expect(l).toHaveLength(94);

        const parsed = parse(out.text);
        const all = entryLists.flat();
        const sumCents = all.reduce((s, e) => s + e.amountCents, 0);
        const hash = all.reduce((s, e) => s + Number(e.routingNumber.slice(0, 8)), 0) % 1e10;
        expect(parsed.batches.map((b) => b.entries.map((e) => e.amount))).toEqual(
          entryLists.map((es) => es.map((e) => e.amountCents)),
        );
        expect(parsed.batches.flatMap((b) => b.entries.map((e) => e.dfiAccount))).toEqual(
          all.map((e) => e.accountNumber),
        );
        expect(
          parsed.batches.flatMap((b) =>
            b.entries.map((e) => String(e.receivingDFIIdentification).padStart(8, '0') + String(e.checkDigit)),
          ),
        ).toEqual(all.map((e) => e.routingNumber));
        parsed.batches.forEach((b, i) => {
          const es = entryLists[i]!;
          expect(b.footer.totalCredit).toBe(es.reduce((s, e) => s + e.amountCents, 0));
          expect(b.footer.entryAndAddendaCount).toBe(es.length);
          expect(b.footer.entryHash).toBe(es.reduce((s, e) => s + Number(e.routingNumber.slice(0, 8)), 0) % 1e10);
        });
        expect(parsed.file.footer.totalCredit).toBe(sumCents);
        expect(parsed.file.footer.entryAndAddendaCount).toBe(all.length);
        expect(parsed.file.footer.entryHash).toBe(hash);
        expect(parsed.file.footer.blockCount).toBe(lines.length / 10);
        expect(out.totalCreditCents).toBe(sumCents);
        expect(out.entryCount).toBe(all.length);
        expect(Number(out.entryHash)).toBe(hash);
        const traces = out.traceNumbers.flat();
        expect(new Set(traces).size).toBe(traces.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('buildNachaFile: a funding debit (CCD, 27/37)', () => {
  it('writes a CCD batch of debits with service class 225, its totals on the debit side, read back by the parser', () => {
    const debit = buildNachaFile(
      file({
        batches: [
          batch({
            secCode: 'CCD',
            entryDescription: 'PAYROLL',
            entries: [entry({ transactionCode: 27, amountCents: 1_234_567 })],
          }),
        ],
      }),
    );
    const lines = linesOf(debit.text);
    expect(at(lines[1]!, 2, 4)).toBe('225');
    expect(at(lines[1]!, 51, 53)).toBe('CCD');
    expect(at(lines[2]!, 2, 3)).toBe('27');
    expect(at(lines[3]!, 2, 4)).toBe('225');
    expect(at(lines[3]!, 21, 32)).toBe('000001234567');
    expect(at(lines[3]!, 33, 44)).toBe('000000000000');
    expect(at(lines[4]!, 32, 43)).toBe('000001234567');
    expect(at(lines[4]!, 44, 55)).toBe('000000000000');
    expect([debit.totalDebitCents, debit.totalCreditCents]).toEqual([1_234_567, 0]);
    const parsed = parse(debit.text);
    expect(parsed.batches[0]!.serviceClassCode).toBe(225);
    expect(parsed.batches[0]!.entryClassCode).toBe('CCD');
    expect(parsed.batches[0]!.footer.totalDebit).toBe(1_234_567);
    expect(parsed.file.footer.totalDebit).toBe(1_234_567);
    expect(parsed.file.footer.totalCredit).toBe(0);
  });

  it('marks a batch of debits and credits mixed (200), and refuses an unknown SEC code or a zero debit', () => {
    const mixed = buildNachaFile(
      file({ batches: [batch({ entries: [entry(), entry({ transactionCode: 37, amountCents: 5 })] })] }),
    );
    expect(at(linesOf(mixed.text)[1]!, 2, 4)).toBe('200');
    expect([mixed.totalCreditCents, mixed.totalDebitCents]).toEqual([150_075, 5]);
    expect(() => buildNachaFile(file({ batches: [batch({ secCode: 'WEB' as 'CCD' })] }))).toThrow(
      /secCode: WEB is not PPD or CCD/,
    );
    expect(() =>
      buildNachaFile(file({ batches: [batch({ entries: [entry({ transactionCode: 27, amountCents: 0 })] })] })),
    ).toThrow(/send a prenote instead/);
  });
});

describe('buildNachaFile: a payroll file with prenotes for new deposit accounts (issue 13, decision 0067)', () => {
  // What a run's file holds when two of its workers' accounts are new: the credits to the verified accounts,
  // then a zero-dollar prenote (23 checking, 33 savings) to each new account, one of them with an addenda.
  const input = file({
    batches: [
      batch({
        entries: [
          entry({ amountCents: 123_456, individualId: 'x1' }),
          entry({ transactionCode: 32, amountCents: 10_000, routingNumber: FED_ATLANTA, individualId: 'x2' }),
          entry({ transactionCode: 23, amountCents: 0, routingNumber: routing('11100002'), individualId: 'p1' }),
          entry({
            transactionCode: 33,
            amountCents: 0,
            routingNumber: routing('07100001'),
            accountNumber: '9876543210',
            individualId: 'p2',
            addenda: 'prenote for a new savings account',
          }),
        ],
      }),
    ],
  });
  const out = buildNachaFile(input);
  const parsed = parse(out.text);
  const routings = input.batches[0]!.entries.map((e) => e.routingNumber);
  const hash = routings.reduce((s, r) => s + Number(r.slice(0, 8)), 0) % 1e10;

  it('is read back by the independent parser: the prenotes as zero-amount 23/33 entries after the credits', () => {
    const [b] = parsed.batches;
    expect(b!.serviceClassCode).toBe(220);
    expect(b!.entries.map((e) => [Number(e.transactionCode), e.amount, e.identificationNumber.trim()])).toEqual([
      [22, 123_456, 'x1'],
      [32, 10_000, 'x2'],
      [23, 0, 'p1'],
      [33, 0, 'p2'],
    ]);
    expect(b!.entries.map((e) => e.addendaIndicator)).toEqual(['0', '0', '0', '1']);
    // Trace numbers follow the same rule for a prenote: the ODFI and the next sequence.
    expect(b!.entries.map((e) => String(e.traceNumber).padStart(15, '0'))).toEqual(out.traceNumbers[0]);
  });

  it('counts the prenotes (and the addenda) in the controls and hashes their routing numbers, adding no credit', () => {
    expect(parsed.batches[0]!.footer).toMatchObject({
      entryAndAddendaCount: 5,
      entryHash: hash,
      totalDebit: 0,
      totalCredit: 133_456,
    });
    expect(parsed.file.footer).toMatchObject({
      batchCount: 1,
      entryAndAddendaCount: 5,
      entryHash: hash,
      totalDebit: 0,
      totalCredit: 133_456,
      blockCount: 1,
    });
    expect([out.entryCount, out.totalCreditCents, Number(out.entryHash)]).toEqual([5, 133_456, hash]);
  });

  it('writes a file of prenotes only (every account of the run new): credits of zero, controls still right', () => {
    const only = buildNachaFile(
      file({
        batches: [
          batch({
            entries: [
              entry({ transactionCode: 23, amountCents: 0 }),
              entry({ transactionCode: 33, amountCents: 0, routingNumber: FED_ATLANTA }),
            ],
          }),
        ],
      }),
    );
    const read = parse(only.text);
    expect(read.batches[0]!.serviceClassCode).toBe(220);
    expect(read.batches[0]!.entries.map((e) => e.amount)).toEqual([0, 0]);
    expect(read.batches[0]!.footer).toMatchObject({
      entryAndAddendaCount: 2,
      entryHash: (2_100_002 + 6_100_010) % 1e10,
      totalCredit: 0,
      totalDebit: 0,
    });
    expect(read.file.footer).toMatchObject({ entryAndAddendaCount: 2, totalCredit: 0, totalDebit: 0 });
    expect(only.totalCreditCents).toBe(0);
  });
});
