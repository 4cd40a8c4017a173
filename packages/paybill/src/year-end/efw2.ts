/**
 * The SSA's EFW2 file of W-2s (issue 14; decision 0065): fixed records of 1,024 ASCII characters, in the
 * order RA (submitter), then per employer RE (employer), its RW (one per employee) and RT (the employer's
 * totals), and RF (final) last. RS/RV (state records) are optional for the SSA and are not written: the
 * states' own files are out of this file (decision 0065).
 *
 * Positions (1-based, inclusive) follow SSA Publication 42-007 (EFW2) as reproduced by the sources in
 * decision 0065. Alphanumeric fields are upper-case, left-justified and blank-filled; money fields are
 * whole cents, right-justified and zero-filled, with no sign or decimal point. A value that does not fit
 * its field, a negative amount or a malformed SSN/EIN is refused with a RangeError naming the field
 * (its value is never in the message: SSNs and EINs must not reach a log).
 */
import Decimal from 'decimal.js';
import { asciiName } from '../ach/ascii.js';
import type { W2Figures } from './forms.js';

export const EFW2_RECORD_LENGTH = 1024;

export interface Efw2Address {
  /** Delivery address (street or P.O. box). */
  line1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export interface Efw2Employee {
  ssn: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
  address?: Efw2Address | null;
  w2: W2Figures;
}

export interface Efw2Employer {
  ein: string;
  name: string;
  address?: Efw2Address | null;
  employees: readonly Efw2Employee[];
}

export interface Efw2Input {
  year: number;
  submitter: {
    ein: string;
    /** The submitter's SSA Business Services Online user id (8 characters); blank when not given. */
    userId?: string | null;
    name: string;
    address?: Efw2Address | null;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
  };
  employers: readonly Efw2Employer[];
}

type Field = readonly [start: number, end: number, value: string, kind: 'a' | 'n', name: string];

const PRINTABLE = /^[\x20-\x7e]*$/;

function record(id: string, fields: readonly Field[], where: string): string {
  const chars = Array<string>(EFW2_RECORD_LENGTH).fill(' ');
  const taken = Array<boolean>(EFW2_RECORD_LENGTH).fill(false);
  for (const [start, end, raw, kind, name] of [[1, 2, id, 'a', 'record_identifier'] as Field, ...fields]) {
    const width = end - start + 1;
    const value = kind === 'a' ? asciiName(raw).toUpperCase() : raw;
    if (!PRINTABLE.test(value)) throw new RangeError(`${where}.${name}: characters outside printable ASCII`);
    if (value.length > width) throw new RangeError(`${where}.${name}: longer than ${width} characters`);
    const padded = kind === 'a' ? value.padEnd(width, ' ') : value.padStart(width, '0');
    for (let i = 0; i < width; i++) {
      if (taken[start - 1 + i]) throw new RangeError(`${where}.${name}: overlaps another field`);
      taken[start - 1 + i] = true;
      chars[start - 1 + i] = padded[i]!;
    }
  }
  return chars.join('');
}

/** Whole cents of a money amount, refused when negative or not a whole number of cents. */
function cents(value: Decimal.Value, name: string): string {
  const c = new Decimal(value).times(100);
  if (c.isNegative() || !c.isInteger()) throw new RangeError(`${name}: not a non-negative amount in cents`);
  return c.toFixed(0);
}

const digits = (value: string, n: number, name: string) => {
  const v = value.replace(/-/g, '');
  if (!new RegExp(`^\\d{${n}}$`).test(v)) throw new RangeError(`${name}: must be ${n} digits`);
  return v;
};
const cut = (v: string | null | undefined, n: number) => asciiName(v ?? '').slice(0, n);

function addressFields(
  a: Efw2Address | null | undefined,
  at: { delivery: number; city: number; state: number; zip: number },
): Field[] {
  const zip = (a?.zip ?? '').replace(/\D/g, '');
  return [
    [at.delivery, at.delivery + 21, cut(a?.line1, 22), 'a', 'delivery_address'],
    [at.city, at.city + 21, cut(a?.city, 22), 'a', 'city'],
    [at.state, at.state + 1, (a?.state ?? '').slice(0, 2), 'a', 'state'],
    [at.zip, at.zip + 4, zip.slice(0, 5), 'a', 'zip'],
    [at.zip + 5, at.zip + 8, zip.slice(5, 9), 'a', 'zip_extension'],
  ];
}

const code12 = (w2: W2Figures, code: string) => w2.box12.find((b) => b.code === code)?.amount ?? '0';

/** RW's money fields (11 characters each) and RT's (15 each), by box. */
const MONEY_FIELDS = [
  { name: 'box1', rw: 188, rt: 10, of: (w: W2Figures) => w.box1 },
  { name: 'box2', rw: 199, rt: 25, of: (w: W2Figures) => w.box2 },
  { name: 'box3', rw: 210, rt: 40, of: (w: W2Figures) => w.box3 },
  { name: 'box4', rw: 221, rt: 55, of: (w: W2Figures) => w.box4 },
  { name: 'box5', rw: 232, rt: 70, of: (w: W2Figures) => w.box5 },
  { name: 'box6', rw: 243, rt: 85, of: (w: W2Figures) => w.box6 },
  { name: 'box12_d', rw: 287, rt: 145, of: (w: W2Figures) => code12(w, 'D') },
  { name: 'box12_w', rw: 364, rt: 250, of: (w: W2Figures) => code12(w, 'W') },
  { name: 'box12_aa', rw: 441, rt: 370, of: (w: W2Figures) => code12(w, 'AA') },
  { name: 'box12_dd', rw: 463, rt: 295, of: (w: W2Figures) => code12(w, 'DD') },
] as const;

/** RW money fields are 11 characters: at most $999,999,999.99. RT's are 15. */
const RW_WIDTH = 11;
const RT_WIDTH = 15;

export interface Efw2File {
  text: string;
  records: number;
  employees: number;
}

export function writeEfw2(input: Efw2Input): Efw2File {
  if (input.employers.length === 0) throw new RangeError('employers: at least one employer with W-2s');
  const s = input.submitter;
  const records: string[] = [];
  records.push(
    record(
      'RA',
      [
        [3, 11, digits(s.ein, 9, 'submitter.ein'), 'n', 'submitter_ein'],
        [12, 19, (s.userId ?? '').slice(0, 8), 'a', 'user_id'],
        // 29 resubmission indicator "0"; 36–37 software code "98" (in-house program).
        [29, 29, '0', 'n', 'resub_indicator'],
        [36, 37, '98', 'n', 'software_code'],
        [38, 94, cut(s.name, 57), 'a', 'company_name'],
        ...addressFields(s.address, { delivery: 117, city: 139, state: 161, zip: 163 }),
        [217, 273, cut(s.name, 57), 'a', 'submitter_name'],
        ...addressFields(s.address, { delivery: 296, city: 318, state: 340, zip: 342 }).map(
          ([a, b, v, k, n]) => [a, b, v, k, `submitter_${n}`] as Field,
        ),
        [396, 422, cut(s.contactName, 27), 'a', 'contact_name'],
        [423, 437, s.contactPhone.replace(/\D/g, '').slice(0, 15), 'a', 'contact_phone'],
        [446, 485, (s.contactEmail ?? '').slice(0, 40), 'a', 'contact_email'],
      ],
      'RA',
    ),
  );
  let employees = 0;
  input.employers.forEach((e, ei) => {
    const where = `employers[${ei}]`;
    records.push(
      record(
        'RE',
        [
          [3, 6, String(input.year), 'n', 'tax_year'],
          [8, 16, digits(e.ein, 9, `${where}.ein`), 'n', 'employer_ein'],
          [26, 26, '0', 'n', 'terminating_business'],
          [40, 96, cut(e.name, 57), 'a', 'employer_name'],
          ...addressFields(e.address, { delivery: 119, city: 141, state: 163, zip: 165 }),
          // 174 kind of employer "N" (none of the special kinds); 219 employment code "R" (Form 941 filer).
          [174, 174, 'N', 'a', 'kind_of_employer'],
          [219, 219, 'R', 'a', 'employment_code'],
          [221, 221, '0', 'n', 'third_party_sick_pay'],
        ],
        where,
      ),
    );
    const totals = MONEY_FIELDS.map(() => new Decimal(0));
    e.employees.forEach((w, wi) => {
      const at = `${where}.employees[${wi}]`;
      if (w.w2.year !== input.year) throw new RangeError(`${at}.w2: not the file's tax year`);
      const money: Field[] = MONEY_FIELDS.map((m, i) => {
        const c = cents(m.of(w.w2), `${at}.${m.name}`);
        totals[i] = totals[i]!.plus(c);
        return [m.rw, m.rw + RW_WIDTH - 1, c, 'n', m.name] as Field;
      });
      records.push(
        record(
          'RW',
          [
            [3, 11, digits(w.ssn, 9, `${at}.ssn`), 'n', 'ssn'],
            [12, 26, cut(w.firstName, 15), 'a', 'first_name'],
            [27, 41, cut(w.middleName, 15), 'a', 'middle_name'],
            [42, 61, cut(w.lastName, 20), 'a', 'last_name'],
            [62, 65, cut(w.suffix, 4), 'a', 'suffix'],
            ...addressFields(w.address, { delivery: 88, city: 110, state: 132, zip: 134 }),
            ...money,
            // 487 statutory employee "0"; 489 retirement plan "1" when 401(k) deferrals were made; 490 sick pay "0".
            [487, 487, '0', 'n', 'statutory_employee'],
            [
              489,
              489,
              new Decimal(code12(w.w2, 'D')).plus(code12(w.w2, 'AA')).gt(0) ? '1' : '0',
              'n',
              'retirement_plan',
            ],
            [490, 490, '0', 'n', 'third_party_sick_pay'],
          ],
          at,
        ),
      );
      employees += 1;
    });
    records.push(
      record(
        'RT',
        [
          [3, 9, String(e.employees.length), 'n', 'rw_count'],
          ...MONEY_FIELDS.map((m, i) => [m.rt, m.rt + RT_WIDTH - 1, totals[i]!.toFixed(0), 'n', m.name] as Field),
        ],
        `${where}.totals`,
      ),
    );
  });
  records.push(record('RF', [[8, 16, String(employees), 'n', 'rw_count']], 'RF'));
  return { text: records.map((r) => `${r}\r\n`).join(''), records: records.length, employees };
}
