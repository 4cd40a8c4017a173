import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { seesSeveralPartners } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { picksClient } from '../../../components/reference/reference-access';
import { ActiveFilter, ClientFilter } from '../../../components/reference/reference-filters';
import { useJobsList } from '../api/get-jobs';
import { jobColumns } from '../components/job-columns';
import { classificationOptions } from '../components/job-form';

/** /jobs: the jobs this user may see (the API scopes them). */
export function JobsPage() {
  const list = useJobsList();
  const session = useSession();
  const subject = session?.subject;
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(() => jobColumns({ showPartner }), [showPartner]);
  const classifications = useMemo(() => (subject ? classificationOptions(subject) : []), [subject]);
  // The /jobs/create link carries section 6's rules (clients: can_create_assignment and owner).
  const canCreate = session?.user.links.includes('/jobs/create') ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Jobs</Title>
        {canCreate && (
          <Button component={Link} to="/jobs/create" leftSection={<IconPlus size={16} aria-hidden />}>
            New job
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="jobs"
        noun="jobs"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Title or description" search />
            <SelectFilter list={list} name="classification" label="Classification" data={classifications} />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
            <ActiveFilter list={list} />
          </>
        }
      />
    </Stack>
  );
}
