import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useLaborPostersList } from '../api/labor-posters';
import { posterColumns } from '../components/poster-columns';
import { UploadPosterModal } from '../components/upload-poster-modal';
import { seesOwnPlacesOnly, uploadsLaborPosters } from '../labor-posters-access';

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/**
 * /labor_posters (decision 0076): the workplace posters of each state, province and country. A worker
 * sees those of the places it works (its assignments' work locations) and opens them; staff upload and
 * archive them; partners read them all.
 */
export function LaborPostersPage() {
  const list = useLaborPostersList();
  const subject = useSession()?.subject;
  const [uploading, setUploading] = useState(false);
  const mayUpload = subject !== undefined && uploadsLaborPosters(subject);
  const columns = useMemo(() => posterColumns({ mayArchive: mayUpload }), [mayUpload]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Labor Posters</Title>
          <Text c="dimmed" size="sm">
            {subject && seesOwnPlacesOnly(subject)
              ? 'The workplace posters of the states and provinces where you work, and the federal ones.'
              : 'The workplace posters each state, province and country requires. Workers see those of their work locations.'}
          </Text>
        </div>
        {mayUpload && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
            Upload poster
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="labor_posters"
        noun="posters"
        filters={
          <>
            <SelectFilter list={list} name="country" label="Country" data={COUNTRY_OPTIONS} />
            {mayUpload && (
              <SelectFilter list={list} name="status" label="Status" placeholder="Active" data={STATUS_OPTIONS} />
            )}
          </>
        }
      />
      {uploading && <UploadPosterModal onClose={() => setUploading(false)} />}
    </Stack>
  );
}
