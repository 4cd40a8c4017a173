import { describe, expect, it } from 'vitest';
import * as enums from './enums.js';
import { auditActionLabel, ENUM_LABELS, ENUM_VALUES, enumOptions, labelOf, type EnumName } from './labels.js';

const names = Object.keys(ENUM_VALUES) as EnumName[];

describe('enum labels', () => {
  it.each(names)('every value of %s has a label that is not the raw value', (name) => {
    const labels = ENUM_LABELS[name] as Record<string, string>;
    for (const value of ENUM_VALUES[name]) {
      expect(labels[value], `${name}.${value}`).toMatch(/\S/);
      if (/^[a-z]/.test(value)) expect(labels[value]).not.toBe(value);
    }
    expect(Object.keys(labels).sort()).toEqual([...ENUM_VALUES[name]].sort());
  });

  it('covers every enum declared in enums.ts', () => {
    const declared = Object.entries(enums).filter(
      ([name, v]) => /^[A-Z_]+$/.test(name) && Array.isArray(v) && v.every((x) => typeof x === 'string'),
    );
    const covered = new Set<unknown>(Object.values(ENUM_VALUES));
    // Sub-lists of an enum (CANADA_CLASSIFICATIONS) are covered by their parent's labels.
    const missing = declared
      .filter(([, v]) => !covered.has(v))
      .filter(
        ([, v]) =>
          !Object.values(ENUM_VALUES).some((all) =>
            (v as string[]).every((x) => (all as readonly string[]).includes(x)),
          ),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('reads the spec spellings, and an unknown value humanised rather than raw', () => {
    expect(labelOf('jobClassification', 'w-2')).toBe('W-2');
    expect(labelOf('userType', 'eor')).toBe('EOR');
    expect(labelOf('timeOffType', 'pto')).toBe('PTO');
    expect(labelOf('productLine', 'Eor')).toBe('EOR');
    expect(labelOf('timesheetStatus', 'no_bill')).toBe('No bill');
    expect(labelOf('ledgerItemStatus', 'some_new_state')).toBe('Some new state');
    expect(enumOptions('ledgerSide')).toEqual([
      { value: 'pay', label: 'Pay' },
      { value: 'bill', label: 'Bill' },
    ]);
  });

  it('reads audit actions as what happened', () => {
    expect(auditActionLabel('timesheet_approve')).toBe('Timesheet approved');
    expect(auditActionLabel('timesheet_undo_no_bill')).toBe('Timesheet returned to billing');
    expect(auditActionLabel('pto_rule_created')).toBe('PTO rule created');
    expect(auditActionLabel('tax_id_revealed')).toBe('Tax id revealed');
  });
});
