/** California's DE 4 (Employee's Withholding Allowance Certificate): what CA income tax is withheld by. */
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DE4_FILING_STATUS_LABELS, optionsFrom, type De4FilingStatus } from '../labels';
import { AmountInput, type ErrorOf } from './form-parts';

export interface De4Inputs {
  filingStatus: De4FilingStatus;
  allowances: string;
  estimatedAllowances: string;
  additional: string;
}

export const BLANK_DE4: De4Inputs = {
  filingStatus: 'single',
  allowances: '0',
  estimatedAllowances: '0',
  additional: '',
};

export function De4Fields({
  value,
  onChange,
  err,
}: {
  value: De4Inputs;
  onChange: (patch: Partial<De4Inputs>) => void;
  err: ErrorOf;
}) {
  return (
    <Fieldset legend="California DE 4">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="DE 4 filing status"
          required
          data={optionsFrom(DE4_FILING_STATUS_LABELS)}
          value={value.filingStatus}
          onChange={(v) => v && onChange({ filingStatus: v as De4FilingStatus })}
          allowDeselect={false}
          error={err('state_form.filing_status')}
        />
        <TextInput
          label="Regular withholding allowances (DE 4 line 1)"
          inputMode="numeric"
          value={value.allowances}
          onChange={(e) => onChange({ allowances: e.currentTarget.value })}
          error={err('state_form.allowances')}
        />
        <TextInput
          label="Estimated deduction allowances (DE 4 line 2)"
          inputMode="numeric"
          value={value.estimatedAllowances}
          onChange={(e) => onChange({ estimatedAllowances: e.currentTarget.value })}
          error={err('state_form.estimated_deduction_allowances')}
        />
        <AmountInput
          label="Additional withholding per paycheck (DE 4 line 3)"
          value={value.additional}
          onChange={(v) => onChange({ additional: v })}
          error={err('state_form.additional')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
