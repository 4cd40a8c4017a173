import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupKey, planInvoices, type BillableItem, type InvoiceGrouping } from '../index.js';

const cal = { weekStartDay: 1, anchorDate: '2026-01-05' };
let n = 0;
const item = (over: Partial<BillableItem>): BillableItem => ({
  id: `i${String(++n).padStart(4, '0')}`,
  employerKey: 'platform',
  partnerId: 'p1',
  clientId: 'c1',
  contractorId: 'k1',
  workLocationId: 'w1',
  classification: 'regular',
  rate: '40.0000',
  minutes: 480,
  amount: '320.00',
  workDate: '2026-11-02',
  expenseId: null,
  currency: 'usd',
  ...over,
});
const onPo = (id: string, number: string) => ({ purchaseOrderId: id, purchaseOrderNumber: number });

const plan = (items: BillableItem[], grouping: InvoiceGrouping, finalizedKeys = new Set<string>()) =>
  planInvoices({
    items,
    clients: new Map([['c1', { frequency: 'weekly' as const, grouping }]]),
    calendars: new Map([['platform', cal]]),
    finalizedKeys,
    through: '2026-12-31',
  });

describe('planning per purchase order', () => {
  const items = () => [
    item({ ...onPo('po-a', 'PO-1001') }),
    item({ workDate: '2026-11-03', ...onPo('po-a', 'PO-1001') }),
    item({ workDate: '2026-11-03', contractorId: 'k2', ...onPo('po-b', 'PO-2002') }),
    item({ workDate: '2026-11-04', contractorId: 'k2' }),
  ];

  it('gives a per-PO client one invoice per PO and one for the time no PO took', () => {
    const plans = plan(items(), 'purchase_order');
    expect(plans).toHaveLength(3);
    const byPo = new Map(plans.map((p) => [p.purchaseOrderId, p]));
    expect(byPo.get('po-a')).toMatchObject({ purchaseOrderNumbers: ['PO-1001'], subtotal: '640.00' });
    expect(byPo.get('po-b')).toMatchObject({ purchaseOrderNumbers: ['PO-2002'], subtotal: '320.00' });
    expect(byPo.get(null)).toMatchObject({ purchaseOrderNumbers: [], subtotal: '320.00' });
    expect(byPo.get('po-a')!.key).toContain('po:po-a');
  });

  it('lists the PO numbers of its time on an invoice of any other grouping, with the key unchanged', () => {
    const [single, ...rest] = plan(items(), 'single');
    expect(rest).toHaveLength(0);
    expect(single).toMatchObject({ purchaseOrderId: null, purchaseOrderNumbers: ['PO-1001', 'PO-2002'] });
    expect(single!.key).toBe(
      groupKey({
        employerKey: 'platform',
        clientId: 'c1',
        currency: 'usd',
        period: single!.period,
        workLocationId: null,
        contractorId: null,
      }),
    );
    const byContractor = plan(items(), 'contractor');
    expect(byContractor.map((p) => [p.contractorId, p.purchaseOrderNumbers])).toEqual([
      ['k1', ['PO-1001']],
      ['k2', ['PO-2002']],
    ]);
  });

  it("puts a PO's late time on its own PO's next invoice", () => {
    const first = plan([item({ ...onPo('po-a', 'PO-1001') })], 'purchase_order')[0]!;
    const later = plan(
      [
        item({ workDate: '2026-11-03', minutes: 60, amount: '40.00', ...onPo('po-a', 'PO-1001') }),
        item({ workDate: '2026-11-10', ...onPo('po-a', 'PO-1001') }),
        item({ workDate: '2026-11-10' }),
      ],
      'purchase_order',
      new Set([first.key]),
    );
    const poA = later.find((p) => p.purchaseOrderId === 'po-a')!;
    expect(poA.lines.map((l) => [l.late, l.minutes])).toEqual([
      [false, 480],
      [true, 60],
    ]);
    expect(later.find((p) => p.purchaseOrderId === null)!.lines).toHaveLength(1);
  });

  it('takes every item once across the PO invoices', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: 0, max: 20 }), po: fc.constantFrom(null, 'po-a', 'po-b', 'po-c') }),
          { maxLength: 40 },
        ),
        (rows) => {
          const all = rows.map((r) =>
            item({
              workDate: new Date(Date.UTC(2026, 10, 1 + r.day)).toISOString().slice(0, 10),
              ...(r.po && onPo(r.po, r.po.toUpperCase())),
            }),
          );
          const plans = plan(all, 'purchase_order');
          const taken = plans.flatMap((p) => p.lines.flatMap((l) => l.itemIds));
          expect(new Set(taken).size).toBe(taken.length);
          expect(taken.length).toBe(all.filter((i) => i.workDate <= '2026-12-31').length);
          for (const p of plans) {
            const mine = all.filter((i) => p.lines.some((l) => l.itemIds.includes(i.id)));
            expect(mine.every((i) => (i.purchaseOrderId ?? null) === p.purchaseOrderId)).toBe(true);
          }
        },
      ),
    );
  });
});
