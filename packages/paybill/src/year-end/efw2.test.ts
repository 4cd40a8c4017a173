import { describe, expect, it } from 'vitest';
import { EFW2_RECORD_LENGTH, writeEfw2, type Efw2Input } from './efw2.js';
import type { W2Figures } from './forms.js';

const w2 = (over: Partial<W2Figures> = {}): W2Figures => ({
  year: 2026,
  employerKey: 'acme',
  personKey: 'p',
  paychecks: 52,
  box1: '195000.00',
  box2: '41234.56',
  box3: '184500.00',
  box4: '11439.00',
  box5: '205400.00',
  box6: '3027.80',
  box12: [
    { code: 'D', amount: '10400.00' },
    { code: 'DD', amount: '7200.00' },
    { code: 'W', amount: '1000.00' },
    { code: 'AA', amount: '1300.00' },
  ],
  box14: [],
  states: [{ state: 'CA', box16: '195000.00', box17: '15000.00' }],
  ...over,
});

const input: Efw2Input = {
  year: 2026,
  submitter: {
    ein: '12-3456789',
    userId: 'ACMEBSO1',
    name: 'Acme Staffing LLC',
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701-1234' },
    contactName: 'Pat Payroll',
    contactPhone: '(512) 555-0100',
    contactEmail: 'payroll@acme.test',
  },
  employers: [
    {
      ein: '123456789',
      name: 'Acme Staffing LLC',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      employees: [
        { ssn: '123-45-6789', firstName: 'Casey', lastName: 'Ng', w2: w2() },
        {
          ssn: '987654321',
          firstName: 'Émilie',
          middleName: 'J',
          lastName: 'Tremblay',
          w2: w2({
            box1: '1000.00',
            box2: '0.00',
            box3: '1000.00',
            box4: '62.00',
            box5: '1000.00',
            box6: '14.50',
            box12: [],
          }),
        },
      ],
    },
    {
      ein: '223456789',
      name: 'Beacon Inc',
      employees: [
        { ssn: '111223333', firstName: 'Ines', lastName: 'Diaz', w2: w2({ box12: [{ code: 'D', amount: '5.55' }] }) },
      ],
    },
  ],
};

/** 1-based inclusive positions, as the EFW2 layout gives them. */
const at = (record: string, start: number, end: number) => record.slice(start - 1, end);

describe('EFW2', () => {
  const file = writeEfw2(input);
  const records = file.text.split('\r\n').slice(0, -1);

  it('every record is 1,024 characters, each ending with CR LF', () => {
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(records).toHaveLength(file.records);
    for (const r of records) expect(r).toHaveLength(EFW2_RECORD_LENGTH);
  });

  it('records in order: RA, then per employer RE, its RWs and RT, and RF last', () => {
    expect(records.map((r) => r.slice(0, 2))).toEqual(['RA', 'RE', 'RW', 'RW', 'RT', 'RE', 'RW', 'RT', 'RF']);
    expect(file.employees).toBe(3);
  });

  it('RA: submitter EIN 3–11, user id 12–19, software code 36–37, names and contact', () => {
    const ra = records[0]!;
    expect(at(ra, 3, 11)).toBe('123456789');
    expect(at(ra, 12, 19)).toBe('ACMEBSO1');
    expect(at(ra, 36, 37)).toBe('98');
    expect(at(ra, 38, 94).trimEnd()).toBe('ACME STAFFING LLC');
    expect(at(ra, 139, 160).trimEnd()).toBe('AUSTIN');
    expect(at(ra, 161, 162)).toBe('TX');
    expect(at(ra, 163, 167)).toBe('78701');
    expect(at(ra, 168, 171)).toBe('1234');
    expect(at(ra, 217, 273).trimEnd()).toBe('ACME STAFFING LLC');
    expect(at(ra, 423, 437).trimEnd()).toBe('5125550100');
  });

  it('RE: tax year 3–6, EIN 8–16, name 40–96, employment code 219', () => {
    const re = records[1]!;
    expect(at(re, 3, 6)).toBe('2026');
    expect(at(re, 8, 16)).toBe('123456789');
    expect(at(re, 40, 96).trimEnd()).toBe('ACME STAFFING LLC');
    expect(at(re, 219, 219)).toBe('R');
    expect(at(records[5]!, 8, 16)).toBe('223456789');
  });

  it('RW: SSN 3–11, names, and the boxes as cents in their 11-character fields', () => {
    const rw = records[2]!;
    expect(at(rw, 3, 11)).toBe('123456789');
    expect(at(rw, 12, 26).trimEnd()).toBe('CASEY');
    expect(at(rw, 42, 61).trimEnd()).toBe('NG');
    expect(at(rw, 188, 198)).toBe('00019500000');
    expect(at(rw, 199, 209)).toBe('00004123456');
    expect(at(rw, 210, 220)).toBe('00018450000');
    expect(at(rw, 221, 231)).toBe('00001143900');
    expect(at(rw, 232, 242)).toBe('00020540000');
    expect(at(rw, 243, 253)).toBe('00000302780');
    expect(at(rw, 287, 297)).toBe('00001040000'); // D
    expect(at(rw, 364, 374)).toBe('00000100000'); // W
    expect(at(rw, 441, 451)).toBe('00000130000'); // AA
    expect(at(rw, 463, 473)).toBe('00000720000'); // DD
    expect(at(rw, 489, 489)).toBe('1');
    // Accents spelled in ASCII; no 401(k) → retirement plan "0".
    expect(at(records[3]!, 12, 26).trimEnd()).toBe('EMILIE');
    expect(at(records[3]!, 27, 41).trimEnd()).toBe('J');
    expect(at(records[3]!, 489, 489)).toBe('0');
  });

  it('RT: the count 3–9 and each box’s total in 15 characters', () => {
    const rt = records[4]!;
    expect(at(rt, 3, 9)).toBe('0000002');
    expect(at(rt, 10, 24)).toBe('000000019600000');
    expect(at(rt, 40, 54)).toBe('000000018550000');
    expect(at(rt, 145, 159)).toBe('000000001040000');
    expect(at(rt, 295, 309)).toBe('000000000720000');
    expect(at(rt, 370, 384)).toBe('000000000130000');
    expect(at(records[7]!, 3, 9)).toBe('0000001');
    expect(at(records[7]!, 145, 159)).toBe('000000000000555');
  });

  it('RF: the file’s RW count at 8–16', () => {
    expect(at(records[8]!, 8, 16)).toBe('000000003');
    expect(at(records[8]!, 3, 7)).toBe('     ');
  });

  it('refuses a bad SSN or EIN without putting it in the message', () => {
    const bad = structuredClone(input) as Efw2Input & { employers: { employees: { ssn: string }[] }[] };
    bad.employers[0]!.employees[0]!.ssn = '12345678';
    expect(() => writeEfw2(bad)).toThrow(/employers\[0\]\.employees\[0\]\.ssn: must be 9 digits/);
    try {
      writeEfw2(bad);
    } catch (e) {
      expect(String(e)).not.toContain('12345678');
    }
  });

  it('refuses a negative amount, an amount too long for its field, and another year’s W-2', () => {
    const neg = structuredClone(input) as Efw2Input & { employers: { employees: { w2: W2Figures }[] }[] };
    neg.employers[0]!.employees[0]!.w2.box2 = '-1.00';
    expect(() => writeEfw2(neg)).toThrow(/box2/);
    const big = structuredClone(input) as Efw2Input & { employers: { employees: { w2: W2Figures }[] }[] };
    big.employers[0]!.employees[0]!.w2.box1 = '1000000000.00';
    expect(() => writeEfw2(big)).toThrow(/box1: longer than 11/);
    const other = structuredClone(input) as Efw2Input & { employers: { employees: { w2: W2Figures }[] }[] };
    other.employers[0]!.employees[0]!.w2.year = 2025;
    expect(() => writeEfw2(other)).toThrow(/tax year/);
    expect(() => writeEfw2({ ...input, employers: [] })).toThrow(/at least one/);
  });
});
