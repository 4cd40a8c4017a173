import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { GsaRateView } from '@app/domain';
import { IconUpload } from '@tabler/icons-react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useGsaRatesList } from '../api/get-gsa-rates';
import { GsaImport } from '../components/gsa-import';
import { importsGsaRates } from '../components/gsa-rate-access';
import { formatMoney } from '../../../components/data-list/format';

const COLUMNS: DataListColumn<GsaRateView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  { accessor: 'fiscal_year', title: 'Fiscal year', sortable: true },
  { accessor: 'state', title: 'State', sortable: true },
  { accessor: 'destination', title: 'Destination', sortable: true },
  { accessor: 'county', title: 'County', render: (g) => g.county ?? '—' },
  {
    accessor: 'season_begin',
    title: 'Season',
    render: (g) => (g.season_begin ? `${g.season_begin} – ${g.season_end ?? ''}` : 'All year'),
  },
  {
    accessor: 'lodging',
    title: 'Lodging',
    sortable: true,
    textAlign: 'right',
    render: (g) => formatMoney(g.lodging),
  },
  {
    accessor: 'meals_and_incidentals',
    title: 'M&IE',
    sortable: true,
    textAlign: 'right',
    render: (g) => formatMoney(g.meals_and_incidentals),
  },
];

/** /gsa_rates: the per-diem reference table; admin and eor import it from CSV. */
export function GsaRatesPage() {
  const list = useGsaRatesList();
  const session = useSession();
  const staff = session !== null && importsGsaRates(session.subject);
  const [importing, imp] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>GSA Rates</Title>
        {staff && !importing && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={imp.open}>
            Import CSV
          </Button>
        )}
      </Group>
      {importing && (
        <Paper withBorder p="lg">
          <GsaImport onDone={imp.close} />
        </Paper>
      )}
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="gsa_rates"
        noun="GSA rates"
        filters={
          <>
            <TextFilter
              list={list}
              name="fiscal_year"
              label="Fiscal year"
              placeholder="2026"
              accept={(v) => /^\d{4}$/.test(v)}
              invalidText="A four-digit year"
            />
            <TextFilter
              list={list}
              name="state"
              label="State"
              placeholder="TX"
              accept={(v) => /^[A-Za-z]{2}$/.test(v)}
              invalidText="Two letters"
            />
            <TextFilter list={list} name="search" label="Search" placeholder="Destination or county" search />
          </>
        }
      />
    </Stack>
  );
}
