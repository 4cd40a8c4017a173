import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { canManageWorkersCompCodes, type WorkersCompCodeView } from '@app/domain';
import { useMemo, useState } from 'react';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { ActiveBadge } from '../../../components/reference/detail-parts';
import { ActiveFilter } from '../../../components/reference/reference-filters';
import { useWorkersCompCodesList } from '../api/get-workers-comp-codes-list';
import { WorkersCompCodeModal } from '../components/workers-comp-code-modal';

/** /workers_comp_codes: the platform's class codes; admin and eor add and edit them in a modal. */
export function WorkersCompCodesPage() {
  const list = useWorkersCompCodesList();
  const subject = useSession()?.subject;
  const canManage = subject !== undefined && canManageWorkersCompCodes(subject);
  // undefined: no modal; null: a new code; a row: editing it.
  const [editing, setEditing] = useState<WorkersCompCodeView | null | undefined>(undefined);
  const columns = useMemo(() => {
    const base: DataListColumn<WorkersCompCodeView>[] = [
      { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
      { accessor: 'code', title: 'Code', sortable: true, noWrap: true },
      { accessor: 'description', title: 'Description', sortable: true },
      { accessor: 'active', title: 'Status', render: (c) => <ActiveBadge active={c.active} /> },
    ];
    if (!canManage) return base;
    return [
      ...base,
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right' as const,
        render: (c: WorkersCompCodeView) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${c.code}`}
            onClick={() => setEditing(c)}
          >
            Edit
          </Button>
        ),
      },
    ];
  }, [canManage]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Workers Comp Codes</Title>
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            New code
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="workers_comp_codes"
        noun="workers comp codes"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Code or description" search />
            <ActiveFilter list={list} />
          </>
        }
      />
      {editing !== undefined && <WorkersCompCodeModal row={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
