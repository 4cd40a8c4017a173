import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { US_STATES, type WorkersCompRateView } from '@app/domain';
import { useMemo, useState } from 'react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatRate } from '../../../components/data-list/format';
import { useCompRatesList } from '../api/get-comp-rates';
import { COMP_RATES_PATH } from '../api/company-tax-keys';
import { EditCompRateModal, NewCompRateModal } from './comp-rate-form-modal';
import { yearOptions } from './company-tax-format';
import { DeleteCompanyTaxRowModal } from './delete-company-tax-row-modal';

const nameOf = (r: WorkersCompRateView) => `the rate for ${r.workers_comp_code.code} in ${r.state} for ${r.year}`;

/** The employer's workers' comp rates per class code, state and year (per $100 of wages). */
export function CompRatesList({ employerKey, canEdit }: { employerKey: string; canEdit: boolean }) {
  const list = useCompRatesList();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WorkersCompRateView | null>(null);
  const [deleting, setDeleting] = useState<WorkersCompRateView | null>(null);

  const columns = useMemo<DataListColumn<WorkersCompRateView>[]>(
    () => [
      { accessor: 'code', title: 'Code', sortable: true, render: (r) => r.workers_comp_code.code },
      { accessor: 'description', title: 'Description', render: (r) => r.workers_comp_code.description },
      { accessor: 'state', title: 'State', sortable: true },
      { accessor: 'year', title: 'Year', sortable: true },
      {
        accessor: 'rate_per_100',
        title: 'Rate per $100',
        sortable: true,
        textAlign: 'right',
        render: (r) => formatRate(r.rate_per_100),
      },
      ...(canEdit
        ? [
            {
              accessor: 'actions',
              title: 'Actions',
              render: (r: WorkersCompRateView) => (
                <Group gap={4} role="group" aria-label={`Actions for ${nameOf(r)}`}>
                  <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>
                    Edit
                  </Button>
                  <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(r)}>
                    Delete
                  </Button>
                </Group>
              ),
            },
          ]
        : []),
    ],
    [canEdit],
  );

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New rate
          </Button>
        </Group>
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="company_workers_comp_rates"
        noun="workers' comp rates"
        filters={
          <>
            <SelectFilter
              list={list}
              name="year"
              label="Year"
              placeholder="All years"
              data={yearOptions(new Date().getFullYear())}
            />
            <SelectFilter list={list} name="state" label="State" placeholder="All states" data={[...US_STATES]} />
          </>
        }
      />
      {adding && <NewCompRateModal employerKey={employerKey} onClose={() => setAdding(false)} />}
      {editing && <EditCompRateModal rate={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteCompanyTaxRowModal
          path={COMP_RATES_PATH}
          id={deleting.id}
          title="Delete this rate?"
          what={nameOf(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
