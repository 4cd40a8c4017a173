import { describe, expect, it } from 'vitest';
import { caseyForPartner } from '../../pages/assignment-fixtures';
import { bodyOf, EMPTY_WIZARD, stateOf } from './wizard-state';

describe('the wizard body', () => {
  it('keeps the end client and department of an assignment it edits (the wizard does not choose them)', () => {
    const assignment = {
      ...caseyForPartner,
      end_client: { id: 'ec-retail', name: 'Globex Retail Division' },
      department: { id: 'dep-eng', name: 'Engineering' },
    };
    expect(bodyOf(stateOf(assignment))).toMatchObject({ end_client_id: 'ec-retail', department_id: 'dep-eng' });
  });

  it('sends none for a new assignment, and leaves out empty rate inputs', () => {
    const body = bodyOf({ ...EMPTY_WIZARD, rates: { pay_rate: '20', overtime_pay_rate: ' ' } });
    expect(body).toMatchObject({ end_client_id: null, department_id: null, rates: { pay_rate: '20' } });
    expect(body.rates).not.toHaveProperty('overtime_pay_rate');
  });
});
