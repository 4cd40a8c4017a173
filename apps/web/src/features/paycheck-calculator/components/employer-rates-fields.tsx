/**
 * The employer's SUTA and workers' comp for the paycheck. A W-2 paycheck takes them from the employer's
 * company taxes for the work state, the check date's year and the worker's class code — staff name the
 * employer (the platform or a self-employer partner), a partner's users get their own — unless they are
 * typed in here as an override. Other employees (Canada, international EOR) have workers' comp only, typed in.
 */
import { Fieldset, Input, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AmountInput, type ErrorOf } from './form-parts';

export interface EmployerInputs {
  /** The employer whose company taxes are read: 'platform' or a self-employer partner's id (staff only). */
  employerKey: string;
  workersCompCode: string;
  sutaRate: string;
  sutaBase: string;
  workersComp: string;
}

export const BLANK_EMPLOYER_INPUTS: Omit<EmployerInputs, 'employerKey'> = {
  workersCompCode: '',
  sutaRate: '',
  sutaBase: '',
  workersComp: '',
};

/** Whether any of the employer's own rates were typed in (then they replace its company taxes). */
export const overridesRates = (v: EmployerInputs, withSuta: boolean) =>
  Boolean((withSuta && (v.sutaRate.trim() || v.sutaBase.trim())) || v.workersComp.trim());

export function EmployerRatesFields({
  fromCompanyTaxes,
  employers,
  value,
  onChange,
  err,
}: {
  /** A W-2 paycheck: its rates come from company taxes unless overridden, and SUTA applies. */
  fromCompanyTaxes: boolean;
  /** The employers a staff user may name; null for everyone else (their own employer, not chosen). */
  employers: { value: string; label: string }[] | null;
  value: EmployerInputs;
  onChange: (patch: Partial<EmployerInputs>) => void;
  err: ErrorOf;
}) {
  const workersComp = (
    <TextInput
      label="Workers' comp (per $100 of wages)"
      description="The employer's workers' compensation rate"
      inputMode="decimal"
      value={value.workersComp}
      onChange={(e) => onChange({ workersComp: e.currentTarget.value })}
      error={err('employer.workers_comp_per_100')}
    />
  );
  if (!fromCompanyTaxes) {
    return (
      <Fieldset legend="Employer rates (optional)">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{workersComp}</SimpleGrid>
        {err('employer') && <Input.Error mt="xs">{err('employer')}</Input.Error>}
      </Fieldset>
    );
  }
  return (
    <Fieldset legend="Employer rates">
      <Stack>
        <Text size="sm" c="dimmed">
          SUTA and workers&apos; comp come from the employer&apos;s company taxes for the work state and the check
          date&apos;s year.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {employers && (
            <Select
              label="Employer"
              description="Whose company taxes: the platform or a partner that employs its own workers"
              data={employers}
              value={value.employerKey}
              onChange={(v) => v && onChange({ employerKey: v })}
              allowDeselect={false}
              error={err('employer_key')}
            />
          )}
          <TextInput
            label="Workers' comp class code"
            description="The worker's class code, like 8810, for the employer's rate"
            value={value.workersCompCode}
            onChange={(e) => onChange({ workersCompCode: e.currentTarget.value })}
            error={err('workers_comp_code')}
          />
        </SimpleGrid>
        <Fieldset legend="Override the employer's rates (optional)" variant="unstyled">
          <Text size="sm" c="dimmed" mb="xs">
            Typed in, they take the place of the company taxes; left blank, the company taxes apply.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="SUTA rate (%)"
              description="The employer's state unemployment rate in the work state"
              inputMode="decimal"
              value={value.sutaRate}
              onChange={(e) => onChange({ sutaRate: e.currentTarget.value })}
              error={err('employer.suta_rate_percent')}
            />
            <AmountInput
              label="SUTA wage base"
              description="The state's yearly wage base for that rate"
              value={value.sutaBase}
              onChange={(v) => onChange({ sutaBase: v })}
              error={err('employer.suta_wage_base')}
            />
            {workersComp}
          </SimpleGrid>
          {err('employer') && <Input.Error mt="xs">{err('employer')}</Input.Error>}
        </Fieldset>
      </Stack>
    </Fieldset>
  );
}
