import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WORKER_CLASSIFICATION_RESULTS, type WorkerClassificationView } from '@app/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useWorkerClassificationsList } from '../api/get-worker-classifications';
import { RESULT_LABELS } from '../components/classification-labels';
import { seesAssessmentPartner } from '../components/worker-classification-access';
import { formatMoment } from '../../../components/data-list/format';

const RESULT_OPTIONS = WORKER_CLASSIFICATION_RESULTS.map((r) => ({ value: r, label: RESULT_LABELS[r] }));

function columns(showPartner: boolean): DataListColumn<WorkerClassificationView>[] {
  const all: DataListColumn<WorkerClassificationView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'worker_name',
      title: 'Worker',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/worker_classifications/${c.id}`}>
          {c.worker_name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    {
      accessor: 'recommendation.recommendation',
      title: 'Recommendation',
      render: (c) => RESULT_LABELS[c.recommendation.recommendation],
    },
    { accessor: 'result', title: 'Result', sortable: true, render: (c) => RESULT_LABELS[c.result] },
    { accessor: 'created_by.name', title: 'Recorded by', render: (c) => c.created_by?.name ?? '—' },
    {
      accessor: 'created_at',
      title: 'Recorded',
      sortable: true,
      noWrap: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  return showPartner ? all : all.filter((c) => c.accessor !== 'partner.name');
}

/** /worker_classifications: recorded assessments (admin, or partner users holding the link). */
export function WorkerClassificationsPage() {
  const list = useWorkerClassificationsList();
  const session = useSession();
  const showPartner = session !== null && seesAssessmentPartner(session.user);
  const cols = useMemo(() => columns(showPartner), [showPartner]);
  const canCreate = session?.user.links.includes('/worker_classifications/create') ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Worker Classifications</Title>
        {canCreate && (
          <Button component={Link} to="/worker_classifications/create" leftSection={<IconPlus size={16} aria-hidden />}>
            New classification
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={cols}
        tableName="worker_classifications"
        noun="worker classifications"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Worker name" search />
            <SelectFilter list={list} name="result" label="Result" data={RESULT_OPTIONS} />
          </>
        }
      />
    </Stack>
  );
}
