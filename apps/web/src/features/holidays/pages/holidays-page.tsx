import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import type { HolidayView } from '@app/domain';
import { useMemo, useState } from 'react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { toast, toastError } from '../../../lib/notify';
import { useHolidayEmployers } from '../api/get-holiday-employers';
import { useHolidaysList } from '../api/get-holidays';
import { useSeedHolidays } from '../api/seed-holidays';
import { DeleteHolidayModal } from '../components/delete-holiday-modal';
import { EditHolidayModal, NewHolidayModal } from '../components/holiday-form-modal';
import { formatCalendarDate } from '../../../components/data-list/format';

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

function yearOptions(now: number) {
  return [now - 1, now, now + 1, now + 2].map((y) => ({ value: String(y), label: String(y) }));
}

/**
 * /holidays: an employer's paid holidays (the platform's, or a self-employer partner's own) by
 * year, added by hand or from the statutory calendar; read-only for those who may not change them.
 */
export function HolidaysPage() {
  const list = useHolidaysList();
  const employers = useHolidayEmployers();
  const seed = useSeedHolidays();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HolidayView | null>(null);
  const [deleting, setDeleting] = useState<HolidayView | null>(null);
  const thisYear = new Date().getFullYear();
  // The statutory calendar is added for the year shown, or this year when all years are.
  const year = Number(list.state.filters.year ?? thisYear);
  const all = employers.data ?? [];
  const employer = all.find((e) => e.key === list.state.filters.employer_key) ?? all[0];
  const canEdit = employer?.can_edit ?? false;

  const columns = useMemo<DataListColumn<HolidayView>[]>(
    () => [
      { accessor: 'date', title: 'Date', sortable: true, noWrap: true, render: (h) => formatCalendarDate(h.date) },
      { accessor: 'name', title: 'Name', sortable: true },
      { accessor: 'country', title: 'Country', sortable: true },
      { accessor: 'region', title: 'Region', render: (h) => h.region ?? 'Whole country' },
      ...(canEdit
        ? [
            {
              accessor: 'actions',
              title: 'Actions',
              render: (h: HolidayView) => (
                <Group gap={4} role="group" aria-label={`Actions for ${h.name} on ${formatCalendarDate(h.date)}`}>
                  <Button size="compact-xs" variant="light" onClick={() => setEditing(h)}>
                    Edit
                  </Button>
                  <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(h)}>
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

  const addStatutory = () =>
    employer &&
    seed.mutate(
      { year, employer_key: employer.key, countries: ['US', 'CA'] },
      {
        onSuccess: (r) =>
          toast.success(
            r.inserted === 0
              ? `Every statutory holiday of ${year} is already there`
              : `Added ${r.inserted} statutory holidays for ${year}${r.skipped ? ` (${r.skipped} were already there)` : ''}`,
          ),
        onError: toastError,
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Holidays</Title>
        {canEdit && employer && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              loading={seed.isPending}
              onClick={addStatutory}
            >
              Add statutory holidays for {year}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              New holiday
            </Button>
          </Group>
        )}
      </Group>
      {employers.isError && (
        <Alert color="red" variant="light" role="alert">
          Could not load the employers whose holidays you can see.
        </Alert>
      )}
      {employer && !canEdit && (
        <Text size="sm" c="dimmed">
          These are {employer.name}&apos;s holidays; you can read them but not change them.
        </Text>
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="holidays"
        noun="holidays"
        filters={
          <>
            {all.length > 1 && (
              <Select
                label="Employer"
                data={all.map((e) => ({ value: e.key, label: e.name }))}
                value={employer?.key ?? null}
                onChange={(v) => list.setFilter('employer_key', v === all[0]?.key ? null : v)}
                allowDeselect={false}
                w={220}
              />
            )}
            <SelectFilter list={list} name="year" label="Year" placeholder="All years" data={yearOptions(thisYear)} />
            <SelectFilter list={list} name="country" label="Country" data={COUNTRY_OPTIONS} />
          </>
        }
      />
      {adding && employer && <NewHolidayModal employerKey={employer.key} onClose={() => setAdding(false)} />}
      {editing && <EditHolidayModal holiday={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteHolidayModal holiday={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
