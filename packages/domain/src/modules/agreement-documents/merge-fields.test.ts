import { describe, expect, it } from 'vitest';
import {
  BLANK_VALUE,
  MERGE_FIELD_NAMES,
  SAMPLE_MERGE_VALUES,
  documentDate,
  mergeFieldsOf,
  mergeTemplate,
  needsAssignment,
  unknownMergeFields,
} from './merge-fields.js';
import { templateBodySchema } from './contracts.js';

describe('merge fields', () => {
  const body =
    'Dear {{worker.first_name}},\n\n{{ partner.name }} offers you {{assignment.job_title}} at {{assignment.pay_rate}} an hour.\n{{worker.first_name}} signs on {{document.date}}.';

  it('replaces every known placeholder, spaces inside the braces allowed, each as often as it is used', () => {
    const text = mergeTemplate(body, {
      'worker.first_name': 'Casey',
      'partner.name': 'Acme Staffing',
      'assignment.job_title': 'Forklift Operator',
      'assignment.pay_rate': '$24.00',
      'document.date': 'November 2, 2026',
    });
    expect(text).toBe(
      'Dear Casey,\n\nAcme Staffing offers you Forklift Operator at $24.00 an hour.\nCasey signs on November 2, 2026.',
    );
  });

  it('writes a missing value as a dash and leaves an unknown placeholder as written', () => {
    expect(mergeTemplate('Ends {{assignment.end_date}}; {{worker.shoe_size}}', { 'assignment.end_date': null })).toBe(
      `Ends ${BLANK_VALUE}; {{worker.shoe_size}}`,
    );
  });

  it('lists the fields a body uses, the unknown ones, and whether it needs an assignment', () => {
    expect(mergeFieldsOf(body)).toEqual([
      'worker.first_name',
      'partner.name',
      'assignment.job_title',
      'assignment.pay_rate',
      'document.date',
    ]);
    expect(unknownMergeFields('{{worker.name}} {{worker.salary}} {{nonsense}}')).toEqual(['worker.salary', 'nonsense']);
    expect(needsAssignment(body)).toBe(true);
    expect(needsAssignment('{{worker.name}} and {{partner.name}}')).toBe(false);
    expect(needsAssignment('At {{client.name}}')).toBe(true);
  });

  it('a template body naming an unknown field is refused with the field named', () => {
    const r = templateBodySchema.safeParse('Hello {{worker.nickname}}');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Unknown merge field: {{worker.nickname}}');
    expect(templateBodySchema.safeParse('Hello {{worker.name}}').success).toBe(true);
  });

  it('has a sample value for every field, and writes dates as documents do', () => {
    expect(Object.keys(SAMPLE_MERGE_VALUES).sort()).toEqual([...MERGE_FIELD_NAMES].sort());
    expect(documentDate('2026-11-02')).toBe('November 2, 2026');
    expect(documentDate('2027-01-31T10:00:00Z')).toBe('January 31, 2027');
    expect(documentDate(null)).toBeNull();
  });
});
