/**
 * An international worker's contract: its country and currency (every amount is in it), and the rate to
 * the reporting currency that the paycheck's gross and employer cost are also shown in.
 */
import { Fieldset, Input, SimpleGrid, TextInput } from '@mantine/core';
import type { ErrorOf } from './form-parts';

export interface InternationalInputs {
  country: string;
  currency: string;
  exchangeRate: string;
  reportingCurrency: string;
}

export const BLANK_INTERNATIONAL: InternationalInputs = {
  country: '',
  currency: '',
  exchangeRate: '',
  reportingCurrency: 'USD',
};

export function InternationalFields({
  value,
  onChange,
  err,
}: {
  value: InternationalInputs;
  onChange: (patch: Partial<InternationalInputs>) => void;
  err: ErrorOf;
}) {
  return (
    <Fieldset legend="International contract">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Country"
          description="Two letters, like GB"
          required
          autoComplete="off"
          value={value.country}
          onChange={(e) => onChange({ country: e.currentTarget.value })}
          // The work state the API asks for is the country: its refusals are the country's too.
          error={err('international.country') ?? err('work_state')}
        />
        <TextInput
          label="Contract currency"
          description="Three letters, like GBP: every amount is in it"
          required
          autoComplete="off"
          value={value.currency}
          onChange={(e) => onChange({ currency: e.currentTarget.value })}
          error={err('international.currency')}
        />
        <TextInput
          label="Exchange rate to the reporting currency (optional)"
          description="Units of the reporting currency per unit of the contract's, like 1.2745"
          inputMode="decimal"
          value={value.exchangeRate}
          onChange={(e) => onChange({ exchangeRate: e.currentTarget.value })}
          error={err('international.exchange_rate')}
        />
        <TextInput
          label="Reporting currency"
          description="Three letters; blank is USD"
          autoComplete="off"
          value={value.reportingCurrency}
          onChange={(e) => onChange({ reportingCurrency: e.currentTarget.value })}
          error={err('international.reporting_currency')}
        />
      </SimpleGrid>
      {err('international') && <Input.Error mt="xs">{err('international')}</Input.Error>}
    </Fieldset>
  );
}
