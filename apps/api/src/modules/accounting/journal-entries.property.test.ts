/**
 * Every journal entry we build balances (decision 0091): for any invoice, payment, payroll run and
 * distribution figures — negative ones (credit memos, corrections) and sub-cent ones included — the
 * entry's debits equal its credits to the cent, every line has exactly one positive side, and the
 * reference fits QuickBooks' 21-character DocNumber.
 */
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  distributionEntries,
  entryTotals,
  invoiceEntries,
  paymentEntries,
  payrollRunEntries,
  type JournalEntry,
} from './journal-entries.js';

const amount = fc
  .integer({ min: -5_000_000_00, max: 5_000_000_00 })
  .chain((cents) =>
    fc
      .integer({ min: 0, max: 9 })
      .map((extra) => new Decimal(cents).div(100).plus(new Decimal(extra).div(1000)).toString()),
  );
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function checkAll(entries: JournalEntry[]) {
  for (const e of entries) {
    const t = entryTotals(e.lines);
    expect(t.debit, e.reference).toBe(t.credit);
    expect(e.reference.length).toBeLessThanOrEqual(21);
    for (const l of e.lines) {
      const d = new Decimal(l.debit);
      const c = new Decimal(l.credit);
      expect(d.isNeg() || c.isNeg()).toBe(false);
      expect(d.isZero() !== c.isZero()).toBe(true);
      expect(l.debit).toMatch(/^\d+\.\d{2}$/);
      expect(l.credit).toMatch(/^\d+\.\d{2}$/);
    }
  }
}

describe('journal entries balance', () => {
  it('invoices (issued and voided)', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        amount,
        amount,
        fc.constantFrom('open', 'paid', 'void'),
        fc.constantFrom('Eor', 'Self-Employer'),
        day,
        (id, due, tax, status, line, date) => {
          const entries = invoiceEntries({
            id,
            number: 1001,
            status,
            productLine: line as 'Eor' | 'Self-Employer',
            invoiceDate: date,
            totalDue: due,
            totalSalesTax: tax,
            voidedAt: status === 'void' ? new Date(`${date}T10:00:00Z`) : null,
          });
          checkAll(entries);
          // A void reverses the issued entry exactly.
          if (status === 'void' && entries.length === 2)
            expect(entries[1]!.lines.map((l) => [l.kind, l.credit, l.debit])).toEqual(
              entries[0]!.lines.map((l) => [l.kind, l.debit, l.credit]),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('payments (received and returned)', () => {
    fc.assert(
      fc.property(fc.uuid(), amount, fc.constantFrom('received', 'returned'), day, (id, amt, status, date) =>
        checkAll(paymentEntries({ id, status, amount: amt, paymentDate: date, returnDate: null, reference: 'ACH 1' })),
      ),
      { numRuns: 300 },
    );
  });

  it('payroll runs, whatever their figures', () => {
    fc.assert(
      fc.property(fc.uuid(), amount, amount, amount, amount, day, (id, gross, employee, employer, net, date) =>
        checkAll(
          payrollRunEntries({
            id,
            payDate: date,
            periodStart: date,
            periodEnd: date,
            gross,
            employeeTaxes: employee,
            employerTaxes: employer,
            net,
          }),
        ),
      ),
      { numRuns: 300 },
    );
  });

  it('distributions', () => {
    fc.assert(
      fc.property(fc.uuid(), amount, day, (id, payable, date) =>
        checkAll(distributionEntries({ id, periodStart: date, periodEnd: date, payable, paidAt: null })),
      ),
      { numRuns: 300 },
    );
  });

  it('an invoice of 107.50 with 7.50 tax: receivables 107.50 against revenue 100.00 and tax 7.50', () => {
    const [e] = invoiceEntries({
      id: '00000000-0000-4000-8000-000000000001',
      number: 7,
      status: 'open',
      productLine: 'Eor',
      invoiceDate: '2026-11-02',
      totalDue: '107.50',
      totalSalesTax: '7.50',
      voidedAt: null,
    });
    expect(e!.lines.map((l) => [l.kind, l.debit, l.credit])).toEqual([
      ['receivables', '107.50', '0.00'],
      ['sales_tax_payable', '0.00', '7.50'],
      ['revenue_eor', '0.00', '100.00'],
    ]);
    expect(e!.reference).toBe('I0000000000004000-iss');
  });
});
