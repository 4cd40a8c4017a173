import { Anchor, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canManageContractors } from '@app/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useCreateCorpToCorp } from '../api/create-corp-to-corp';
import type { CorpToCorpRow } from '../api/corp-to-corp-types';
import { useCorpToCorpsList } from '../api/get-corp-to-corps';
import { seesCorpToCorpPartner } from '../components/corp-to-corp-access';
import { CorpToCorpForm } from '../components/corp-to-corp-form';
import { ActiveBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

function columnsFor(showPartner: boolean): DataListColumn<CorpToCorpRow>[] {
  const all: DataListColumn<CorpToCorpRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/corp_to_corps/${c.id}`}>
          {c.name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    { accessor: 'contact_name', title: 'Contact', render: (c) => c.contact_name ?? '—' },
    { accessor: 'tax_id', title: 'EIN', noWrap: true, render: (c) => c.tax_id?.masked ?? '—' },
    { accessor: 'contractors_count', title: 'Contractors' },
    {
      accessor: 'active',
      title: 'Status',
      render: (c) => <ActiveBadge active={c.active} />,
    },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  return showPartner ? all : all.filter((c) => c.accessor !== 'partner.name');
}

/** /corp_to_corps: the vendor companies contractors work through, with a create dialog. */
export function CorpToCorpsPage() {
  const list = useCorpToCorpsList();
  const session = useSession();
  const staff = session !== null && seesCorpToCorpPartner(session.user);
  const columns = useMemo(() => columnsFor(staff), [staff]);
  const canCreate = session !== null && canManageContractors(session.subject);
  const [creating, setCreating] = useState(false);
  const create = useCreateCorpToCorp();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Corp-to-Corps</Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New corp-to-corp
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="corp_to_corps"
        noun="corp-to-corps"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Company name" search />
            <SelectFilter
              list={list}
              name="active"
              label="Status"
              data={[
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </>
        }
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New corp-to-corp" size="lg">
        <CorpToCorpForm
          mode="create"
          withPartner={staff}
          onCancel={() => setCreating(false)}
          save={async (body) => {
            const row = await create.mutateAsync(body);
            toast.success();
            setCreating(false);
            navigate(`/corp_to_corps/${row.id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}
