import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DistributionDetail } from '@app/domain';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toApiError } from '../../../lib/api/errors';
import { useCalculateDistribution } from '../api/calculate-distribution';

/**
 * Calculate (platform staff): a partner, a period and a currency. The period's distribution is figured
 * from the cash allocated to the partner's invoices up to its last day; a calculated one is figured again,
 * an approved one is left alone (the API says so).
 */
export function CalculateDistributionModal({
  onClose,
  onCalculated,
}: {
  onClose: () => void;
  onCalculated: (d: DistributionDetail) => void;
}) {
  const partners = usePartnerOptions();
  const calculate = useCalculateDistribution();
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [currency, setCurrency] = useState<'usd' | 'cad'>('usd');
  const error = calculate.error ? toApiError(calculate.error) : null;
  const ready = partnerId !== null && start !== '' && end !== '';
  const submit = async () => {
    if (!partnerId) return;
    const d = await calculate.mutateAsync({ partner_id: partnerId, period_start: start, period_end: end, currency });
    onCalculated(d);
  };
  return (
    <Modal opened onClose={() => !calculate.isPending && onClose()} title="Calculate a distribution">
      <Stack>
        <Text size="sm">
          Figures the partner&apos;s share of the cash its clients paid up to the period&apos;s last day and not yet
          distributed, line by line. A calculated period is figured again; an approved one is never changed.
        </Text>
        <Select
          label="Partner"
          placeholder="Choose a partner"
          required
          searchable
          data={partners.data ?? []}
          value={partnerId}
          onChange={setPartnerId}
          nothingFoundMessage="No partner matches"
        />
        <Group grow align="flex-start">
          <TextInput
            label="First day"
            type="date"
            required
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            label="Last day"
            type="date"
            required
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </Group>
        <Select
          label="Currency"
          data={[
            { value: 'usd', label: 'USD' },
            { value: 'cad', label: 'CAD' },
          ]}
          value={currency}
          onChange={(v) => setCurrency(v === 'cad' ? 'cad' : 'usd')}
          allowDeselect={false}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={calculate.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit().catch(() => undefined)} loading={calculate.isPending} disabled={!ready}>
            Calculate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
