import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowInEffect, settingInEffect, type ScopedSetting } from './effective.js';

const row = (id: string, effective_date: string, created_at: string) => ({ id, effective_date, created_at });

describe('the row in effect on a date', () => {
  const rows = [
    row('a', '2026-01-05', '2026-01-01T00:00:00Z'),
    row('b', '2026-07-06', '2026-06-01T00:00:00Z'),
    row('c', '2026-07-06', '2026-06-02T00:00:00Z'),
  ];

  it('takes the latest effective date on or before the day, the later-created on a tie', () => {
    expect(rowInEffect(rows, '2026-01-04')).toBeUndefined();
    expect(rowInEffect(rows, '2026-01-05')?.id).toBe('a');
    expect(rowInEffect(rows, '2026-07-05')?.id).toBe('a');
    expect(rowInEffect(rows, '2026-07-06')?.id).toBe('c');
    expect(rowInEffect(rows, '2027-01-01')?.id).toBe('c');
  });

  it('does not depend on the order of the rows', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
    const arb = fc.uniqueArray(
      fc.record({ id: fc.uuid(), effective_date: day, created_at: fc.integer({ min: 0, max: 5 }) }),
      { selector: (r) => r.id, minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, day, (raw, on) => {
        const rs = raw.map((r) => ({ ...r, created_at: new Date(r.created_at * 1000) }));
        const expected = rowInEffect(rs, on)?.id;
        const shuffled = [...rs].reverse();
        expect(rowInEffect(shuffled, on)?.id).toBe(expected);
        const sorted = [...rs].sort((a, b) => a.id.localeCompare(b.id));
        expect(rowInEffect(sorted, on)?.id).toBe(expected);
      }),
    );
  });
});

describe('the setting in effect', () => {
  const s = (id: string, over: Partial<ScopedSetting> & { value: string }) => ({
    id,
    kind: 'workers_comp_per_100',
    partner_id: null,
    region: null,
    workers_comp_code: null,
    effective_date: '2026-01-01',
    created_at: '2026-01-01T00:00:00Z',
    ...over,
  });
  const rows = [
    s('general', { value: '1.00' }),
    s('tx', { region: 'TX', value: '0.50' }),
    s('tx-8810', { region: 'TX', workers_comp_code: '8810', value: '0.18' }),
    s('acme-tx-8810', { partner_id: 'acme', region: 'TX', workers_comp_code: '8810', value: '0.10' }),
    s('later-general', { value: '2.00', effective_date: '2026-06-01' }),
    s('future-tx', { region: 'TX', value: '0.60', effective_date: '2027-01-01' }),
  ];
  const q = (over: object) => ({ kind: 'workers_comp_per_100', date: '2026-07-01', ...over });

  it('prefers the most specific row: partner + region + code over region + code over region over general', () => {
    expect(settingInEffect(rows, q({ partnerId: 'acme', region: 'TX', workersCompCode: '8810' }))?.id).toBe(
      'acme-tx-8810',
    );
    expect(settingInEffect(rows, q({ partnerId: 'beacon', region: 'TX', workersCompCode: '8810' }))?.id).toBe(
      'tx-8810',
    );
    expect(settingInEffect(rows, q({ region: 'TX', workersCompCode: '8832' }))?.id).toBe('tx');
    expect(settingInEffect(rows, q({ region: 'CA' }))?.id).toBe('later-general');
    expect(settingInEffect(rows, q({ region: 'CA', date: '2026-05-31' }))?.id).toBe('general');
  });

  it('falls back to a less specific row when the specific one has not started', () => {
    expect(settingInEffect(rows, q({ region: 'TX', date: '2027-02-01' }))?.id).toBe('future-tx');
    expect(settingInEffect(rows, q({ region: 'NY', date: '2025-12-31' }))).toBeUndefined();
  });

  it('ignores rows of other kinds', () => {
    expect(settingInEffect(rows, { kind: 'fica_percent', date: '2026-07-01' })).toBeUndefined();
  });

  it('does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length }), (shuffled) => {
        const query = q({ partnerId: 'acme', region: 'TX', workersCompCode: '8810' });
        expect(settingInEffect(shuffled, query)?.id).toBe(settingInEffect(rows, query)?.id);
      }),
    );
  });
});
