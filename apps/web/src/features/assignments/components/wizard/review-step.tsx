import { Table } from '@mantine/core';
import type { RateField } from '@app/domain';
import {
  useClientOptions,
  useContractorOptions,
  useJobOptions,
  useWorkLocationOptions,
} from '../../api/get-assignment-options';
import { RATE_LABELS } from '../rate-format';
import { formatCalendarDate, formatRate } from '../../../../components/data-list/format';
import type { WizardState } from './wizard-state';

export function ReviewStep({ state }: { state: WizardState }) {
  const clients = useClientOptions();
  const contractors = useContractorOptions(true);
  const jobs = useJobOptions(state.client_id);
  const locations = useWorkLocationOptions(state.client_id);
  const contractor = contractors.data?.find((c) => c.id === state.contractor_id);
  const rows: [string, string][] = [
    ['Client', clients.data?.find((c) => c.id === state.client_id)?.name ?? '—'],
    ['Contractor', contractor ? `${contractor.first_name} ${contractor.last_name}` : '—'],
    ['Job', jobs.data?.find((j) => j.id === state.job_id)?.title ?? '—'],
    ['Work location', locations.data?.find((l) => l.id === state.work_location_id)?.name ?? '—'],
    ['Start date', formatCalendarDate(state.start_date) || '—'],
    ['End date', formatCalendarDate(state.end_date) || '—'],
    ...Object.entries(state.rates)
      .filter(([, v]) => v && v.trim() !== '')
      .map(([k, v]): [string, string] => [RATE_LABELS[k as RateField], formatRate(v)]),
  ];
  return (
    <Table aria-label="Review">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
