import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { US_STATES, type StateRegistrationView } from '@app/domain';
import { useMemo, useState } from 'react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoney } from '../../../components/data-list/format';
import { useRegistrationsList } from '../api/get-registrations';
import { REGISTRATIONS_PATH } from '../api/company-tax-keys';
import { formatRatePercent, yearOptions } from './company-tax-format';
import { DeleteCompanyTaxRowModal } from './delete-company-tax-row-modal';
import { EditRegistrationModal, NewRegistrationModal } from './registration-form-modal';

const nameOf = (r: StateRegistrationView) => `the ${r.state} registration for ${r.year}`;

/** The employer's state unemployment registrations: state, year, account (masked), SUTA rate and wage base. */
export function RegistrationsList({ employerKey, canEdit }: { employerKey: string; canEdit: boolean }) {
  const list = useRegistrationsList();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StateRegistrationView | null>(null);
  const [deleting, setDeleting] = useState<StateRegistrationView | null>(null);

  const columns = useMemo<DataListColumn<StateRegistrationView>[]>(
    () => [
      { accessor: 'state', title: 'State', sortable: true },
      { accessor: 'year', title: 'Year', sortable: true },
      {
        accessor: 'account_number_masked',
        title: 'Account number',
        noWrap: true,
        render: (r) => (
          <span aria-label={`Account ending in ${r.account_number_last4}`}>{r.account_number_masked}</span>
        ),
      },
      {
        accessor: 'suta_rate_percent',
        title: 'SUTA rate',
        sortable: true,
        textAlign: 'right',
        render: (r) => formatRatePercent(r.suta_rate_percent),
      },
      {
        accessor: 'suta_wage_base',
        title: 'Wage base',
        sortable: true,
        textAlign: 'right',
        render: (r) => formatMoney(r.suta_wage_base),
      },
      ...(canEdit
        ? [
            {
              accessor: 'actions',
              title: 'Actions',
              render: (r: StateRegistrationView) => (
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
            New registration
          </Button>
        </Group>
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="company_state_registrations"
        noun="state registrations"
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
      {adding && <NewRegistrationModal employerKey={employerKey} onClose={() => setAdding(false)} />}
      {editing && <EditRegistrationModal registration={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteCompanyTaxRowModal
          path={REGISTRATIONS_PATH}
          id={deleting.id}
          title="Delete this registration?"
          what={nameOf(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
