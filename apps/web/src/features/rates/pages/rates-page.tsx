import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RATE_SETTING_KINDS, RATE_SETTING_LABELS, type RateSettingView } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useRatesList } from '../api/get-rates';
import { AddRateForm } from '../components/add-rate-form';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate, formatMoment, todayIso } from '../../../components/data-list/format';

const COLUMNS: DataListColumn<RateSettingView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  { accessor: 'kind', title: 'Kind', sortable: true, render: (r) => RATE_SETTING_LABELS[r.kind] },
  { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner?.name ?? 'All partners' },
  { accessor: 'region', title: 'Region', sortable: true, render: (r) => r.region ?? 'All' },
  { accessor: 'workers_comp_code', title: 'WC code', render: (r) => r.workers_comp_code ?? '—' },
  {
    accessor: 'effective_date',
    title: 'Effective',
    sortable: true,
    noWrap: true,
    render: (r) => formatCalendarDate(r.effective_date),
  },
  { accessor: 'value', title: 'Value', textAlign: 'right' },
  {
    accessor: 'in_effect',
    title: 'In effect',
    render: (r) =>
      r.in_effect ? (
        <StatusBadge label="In effect" tone="success" />
      ) : (
        <Text size="sm" c="dimmed">
          {r.effective_date > todayIso() ? 'Scheduled' : 'Superseded'}
        </Text>
      ),
  },
  { accessor: 'note', title: 'Note', render: (r) => r.note ?? '' },
  {
    accessor: 'created_at',
    title: 'Created',
    adminOnly: true,
    sortable: true,
    render: (r) => formatMoment(r.created_at),
  },
];

/** /rates (admin, eor): multipliers, fees and burden rates as effective-dated rows; add a row, never edit one. */
export function RatesPage() {
  const list = useRatesList();
  const [adding, add] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Rates</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.toggle} aria-expanded={adding}>
          Add rate
        </Button>
      </Group>
      {adding && (
        <Paper withBorder p="lg">
          <AddRateForm onDone={add.close} />
        </Paper>
      )}
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="rates"
        noun="rates"
        filters={
          <>
            <SelectFilter
              list={list}
              name="kind"
              label="Kind"
              data={RATE_SETTING_KINDS.map((k) => ({ value: k, label: RATE_SETTING_LABELS[k] }))}
            />
            <TextFilter
              list={list}
              name="region"
              label="Region"
              placeholder="TX, or general"
              accept={(v) => /^([A-Za-z]{2}|general)$/i.test(v)}
              invalidText="Two letters, or general"
            />
          </>
        }
      />
    </Stack>
  );
}
