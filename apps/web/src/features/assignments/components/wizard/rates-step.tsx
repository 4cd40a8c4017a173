import { Alert, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { hasCapability, rateVisibility, type RateField } from '@app/domain';
import { useSession } from '../../../../lib/auth/use-session';
import { useClientOptions, useJobOptions, useWorkLocationOptions } from '../../api/get-assignment-options';
import { useMarginPreview } from '../../api/preview-margin';
import { namesMarginPartner } from '../assignment-access';
import { RATE_LABELS } from '../rate-format';
import { rateStepFields, type WizardState } from './wizard-state';
import { formatMoney, formatPercent } from '../../../../components/data-list/format';

interface Props {
  state: WizardState;
  change: (patch: Partial<WizardState>) => void;
  errors: Record<string, string>;
}

const PREMIUM_DEFAULT: Partial<Record<RateField, string>> = {
  overtime_pay_rate: 'Default: overtime multiplier × pay rate',
  double_overtime_pay_rate: 'Default: double-overtime multiplier × pay rate',
  holiday_pay_rate: 'Default: holiday multiplier × pay rate',
  overtime_bill_rate: 'Default: overtime multiplier × bill rate',
  double_overtime_bill_rate: 'Default: double-overtime multiplier × bill rate',
  holiday_bill_rate: 'Default: holiday multiplier × bill rate',
};

/** Rates with the defaults explained, and markup and margin previewed for those who see both sides. */
export function RatesStep({ state, change, errors }: Props) {
  const session = useSession();
  const jobs = useJobOptions(state.client_id);
  const locations = useWorkLocationOptions(state.client_id);
  const clients = useClientOptions();
  const sides = session ? rateVisibility(session.subject) : { pay: false, bill: false };
  const job = jobs.data?.find((j) => j.id === state.job_id);
  const location = locations.data?.find((l) => l.id === state.work_location_id);
  const partnerId = clients.data?.find((c) => c.id === state.client_id)?.partner.id ?? null;
  const staff = session !== null && namesMarginPartner(session.subject);
  const salaried = job?.salaried ?? false;
  const maySetSalary = session ? hasCapability(session.subject, 'add_salary') : false;
  const fields = rateStepFields(session?.subject ?? null, salaried);
  const preview = useMarginPreview(
    sides.pay && sides.bill && job && !salaried && location?.address?.state
      ? {
          pay_rate: state.rates.pay_rate ?? '',
          bill_rate: state.rates.bill_rate ?? '',
          state: location.address.state,
          partner_id: staff ? partnerId : null,
          // The saved assignment's margin uses the job's classification and workers' comp code: so does its preview.
          classification: job.classification,
          workers_comp_code: job.workers_comp_code?.code ?? null,
        }
      : null,
  );
  const input = (f: RateField) => (
    <TextInput
      key={f}
      label={RATE_LABELS[f]}
      inputMode="decimal"
      required={fields.required.includes(f)}
      placeholder={PREMIUM_DEFAULT[f]}
      value={state.rates[f] ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        change({ rates: { ...state.rates, [f]: v } });
      }}
      error={errors[`rates.${f}`]}
    />
  );
  return (
    <Stack>
      {salaried && sides.pay && !maySetSalary && (
        <Alert color="yellow" variant="light">
          This job is salaried. Only self-funded or self-employer partners set a salary.
        </Alert>
      )}
      {fields.pay.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.pay.map(input)}</SimpleGrid>}
      {fields.bill.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.bill.map(input)}</SimpleGrid>}
      <Text size="sm" c="dimmed">
        Premium rates left empty take the partner&apos;s multipliers; you can change them here.
      </Text>
      {preview.isFetching && <Loader size="xs" role="status" aria-label="Computing margin" />}
      {preview.data && (
        <Group gap="xl" aria-label="Margin preview">
          <Text>
            Markup <strong>{formatPercent(preview.data.markup_percent)}</strong>
          </Text>
          <Text>
            Margin <strong>{formatPercent(preview.data.margin_percent)}</strong>
          </Text>
          <Text>
            Margin per hour <strong>{formatMoney(preview.data.margin_per_hour)}</strong>
          </Text>
          <Text>
            Burden per hour <strong>{formatMoney(preview.data.burden.total)}</strong>
          </Text>
        </Group>
      )}
    </Stack>
  );
}
