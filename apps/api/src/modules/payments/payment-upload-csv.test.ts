import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { parseAmount, parseDate, parseInvoiceNumber, parseMethod, readRemittance } from './payment-upload-csv.js';
import { matchRemittance, totalsOf, type CandidateInvoice, type OpenOfClient } from './payment-upload-match.js';

const refused = (csv: string) => {
  try {
    readRemittance(csv);
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).statusCode).toBe(422);
    return (e as HttpError).message;
  }
  throw new Error('the file was read');
};

describe('reading a remittance CSV', () => {
  it('reads amounts exactly, with or without the currency sign and thousands commas', () => {
    expect(parseAmount('$1,234.56')).toEqual({ value: '1234.56' });
    expect(parseAmount(' 1234.5 ')).toEqual({ value: '1234.50' });
    expect(parseAmount('USD 12')).toEqual({ value: '12.00' });
    expect(parseAmount('0.10')).toEqual({ value: '0.10' });
    for (const bad of ['', 'abc', '12.345', '-5.00', '(5.00)', '0', '0.00', '1,23.00', '1.2.3', '1e3']) {
      expect(parseAmount(bad)).toHaveProperty('error');
    }
  });

  it('reads ISO and US dates, refusing days that do not exist', () => {
    expect(parseDate('2027-08-01')).toEqual({ value: '2027-08-01' });
    expect(parseDate('8/1/2027')).toEqual({ value: '2027-08-01' });
    expect(parseDate('12/31/2027')).toEqual({ value: '2027-12-31' });
    for (const bad of ['', '2027-02-30', '31/12/2027', '2027/08/01', 'yesterday', '13/01/2027']) {
      expect(parseDate(bad)).toHaveProperty('error');
    }
  });

  it('reads invoice numbers with the usual prefixes, and methods defaulting to ACH', () => {
    for (const cell of ['1001', '#1001', 'INV-1001', 'inv1001', 'Invoice 1001', 'Invoice #1001']) {
      expect(parseInvoiceNumber(cell)).toEqual({ value: 1001 });
    }
    for (const bad of ['', 'abc', '10.01', '0', 'PO-1001']) expect(parseInvoiceNumber(bad)).toHaveProperty('error');
    expect(parseMethod('')).toEqual({ value: 'ach' });
    expect(parseMethod('WIRE')).toEqual({ value: 'wire' });
    expect(parseMethod('Cheque')).toEqual({ value: 'check' });
    expect(parseMethod('card')).toHaveProperty('error');
  });

  it('handles a BOM, CRLF, quoted cells with commas and line breaks, blank lines and extra columns', () => {
    const csv =
      '\uFEFFInvoice Number,Amount,Payment Date,Reference,Bank memo\r\n' +
      '1001,"$1,234.56",2027-08-01,"CHK 1, part ""A""",x\r\n' +
      '\r\n' +
      '1002,10.00,08/02/2027,"two\r\nlines",\r\n' +
      '1003,5,2027-08-03,,\r\n';
    const rows = readRemittance(csv);
    expect(rows.map((r) => r.line)).toEqual([2, 4, 6]);
    expect(rows[0]!.parsed).toEqual({
      invoiceNumber: 1001,
      amount: '1234.56',
      date: '2027-08-01',
      method: 'ach',
      reference: 'CHK 1, part "A"',
      client: null,
    });
    expect(rows[1]!.parsed).toMatchObject({ amount: '10.00', date: '2027-08-02', reference: 'two\r\nlines' });
    expect(rows[2]!.parsed).toMatchObject({ amount: '5.00', reference: null });
  });

  it('names the line and column of every bad cell', () => {
    const rows = readRemittance('invoice,amount,date,method\n1001,12.345,2027-08-01,ach\nabc,10,2027-02-30,card\n');
    expect(rows[0]!.parsed).toBeNull();
    expect(rows[0]!.errors).toEqual([
      { loc: ['body', 'csv', 2, 'amount'], msg: 'Line 2, amount: At most two decimals: cents (read "12.345")' },
    ]);
    expect(rows[1]!.errors.map((e) => e.loc)).toEqual([
      ['body', 'csv', 3, 'invoice'],
      ['body', 'csv', 3, 'date'],
      ['body', 'csv', 3, 'method'],
    ]);
  });

  it('refuses a file without the required columns, without rows, with a column twice or too many rows', () => {
    expect(refused('')).toContain('empty');
    expect(refused('invoice,amount\n1001,5\n')).toContain('missing date');
    expect(refused('invoice,amount,date\n')).toContain('no rows');
    expect(refused('invoice,invoice_number,amount,date\n1,1,1,2027-01-01\n')).toContain('Two columns');
    const big = `invoice,amount,date\n${'1001,1.00,2027-08-01\n'.repeat(5001)}`;
    expect(refused(big)).toContain('At most 5000 rows');
  });
});

describe('matching rows to invoices', () => {
  const inv = (over: Partial<CandidateInvoice> & { id: string; number: number }): CandidateInvoice => ({
    employerKey: 'platform',
    clientId: 'c1',
    clientName: 'Umbrella Health',
    status: 'open',
    invoiceType: 'standard',
    currency: 'usd',
    remaining: '100.00',
    ...over,
  });
  const open = (id: string, remaining: string, due: string, clientId = 'c1'): OpenOfClient => ({
    id,
    clientId,
    number: 0,
    invoiceDate: due,
    dueDate: due,
    remaining,
  });
  const match = (csv: string, candidates: CandidateInvoice[], openRows: OpenOfClient[]) =>
    matchRemittance({
      rows: readRemittance(`invoice,amount,date,client,reference\n${csv}`),
      currency: 'usd',
      partnerName: 'Acme',
      candidates,
      open: openRows,
      imported: [{ uploadId: 'u0', invoiceId: 'd', amount: '40.00', paymentDate: '2027-08-01', reference: 'OLD' }],
    });

  it('says exact, short or over, and what an overpayment does, as the allocation will', () => {
    const { rows, matched } = match(
      '1001,100.00,2027-08-01,,\n1002,30.00,2027-08-01,,\n1003,80.00,2027-08-01,,\n',
      [
        inv({ id: 'a', number: 1001 }),
        inv({ id: 'b', number: 1002 }),
        inv({ id: 'c', number: 1003, remaining: '50.00' }),
      ],
      [open('a', '100.00', '2027-07-01'), open('b', '100.00', '2027-07-15'), open('c', '50.00', '2027-07-30')],
    );
    expect(rows.map((r) => r.match)).toEqual(['exact', 'short', 'over']);
    // Line 4's 30.00 excess reaches b (70.00 left after line 3): nothing is left as credit.
    expect(rows[2]!.message).toBe(
      "Pays $30.00 more than the $50.00 the invoice owes: $30.00 goes to the client's other open invoices, oldest due first",
    );
    expect(matched.map((m) => m.invoiceId)).toEqual(['a', 'b', 'c']);
    expect(totalsOf(rows)).toEqual({ rows: 3, matched: 3, unmatched: 0, invalid: 0, matched_amount: '210.00' });
  });

  it('leaves out what it cannot pay, saying why', () => {
    const { rows, matched } = match(
      [
        '1001,100.00,2027-08-01,,', // paid in full here
        '1001,1.00,2027-08-01,,', // so this one is already paid
        '1009,1.00,2027-08-01,,',
        '1002,1.00,2027-08-01,,',
        '1003,1.00,2027-08-01,,',
        '1004,1.00,2027-08-01,Globex,',
        '1005,1.00,2027-08-01,,',
        '1005,1.00,2027-08-01,Initech,',
        '1006,40.00,2027-08-01,,OLD',
        '1007,1.00,2027-08-01,,',
        'x,1.00,2027-08-01,,',
      ].join('\n'),
      [
        inv({ id: 'a', number: 1001 }),
        inv({ id: 'v', number: 1002, status: 'void' }),
        inv({ id: 'p', number: 1003, status: 'paid', remaining: '0.00' }),
        inv({ id: 'g', number: 1004 }),
        inv({ id: 'e1', number: 1005 }),
        inv({ id: 'e2', number: 1005, employerKey: 'beacon', clientId: 'c2', clientName: 'Initech' }),
        inv({ id: 'd', number: 1006 }),
        inv({ id: 'cad', number: 1007, currency: 'cad' }),
      ],
      [open('a', '100.00', '2027-07-01'), open('e2', '100.00', '2027-07-01', 'c2'), open('d', '60.00', '2027-07-01')],
    );
    expect(rows.map((r) => r.reason ?? r.outcome)).toEqual([
      'matched',
      'already_paid',
      'not_found',
      'void',
      'already_paid',
      'client_mismatch',
      'ambiguous',
      'matched',
      'already_imported',
      'other_currency',
      'invalid',
    ]);
    expect(rows[1]!.message).toBe('Invoice 1001 is paid in full by line 2 of this file');
    expect(rows[5]!.message).toBe("Invoice 1004 is Umbrella Health's, not Globex's");
    expect(matched.map((m) => m.invoiceId)).toEqual(['a', 'e2']);
  });
});
