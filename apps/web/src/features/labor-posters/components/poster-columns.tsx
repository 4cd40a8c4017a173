import { Group, Text } from '@mantine/core';
import type { LaborPosterView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { OpenFileButton } from '../../../components/open-file-button';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { toast } from '../../../lib/notify';
import { openLaborPoster, useArchiveLaborPoster } from '../api/labor-posters';

function PosterActions({ poster, mayArchive }: { poster: LaborPosterView; mayArchive: boolean }) {
  const archive = useArchiveLaborPoster();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" role="group" aria-label={`Actions for ${poster.title}`}>
      <OpenFileButton
        size="compact-sm"
        variant="subtle"
        label="Open"
        ariaLabel={`Open ${poster.title}`}
        open={() => openLaborPoster(poster.id)}
      />
      {mayArchive && poster.status === 'active' && (
        <ConfirmButton
          label="Archive"
          title="Archive this poster?"
          message={`${poster.title} (${poster.jurisdiction}) is no longer shown to workers. Nothing is deleted.`}
          confirmLabel="Archive"
          color="red"
          variant="subtle"
          onConfirm={async () => {
            await archive.mutateAsync(poster.id);
            toast.success(`Archived ${poster.title}`);
          }}
        />
      )}
    </Group>
  );
}

/** The posters: where they apply, what they are, the file, when uploaded, and Open (Archive for staff). */
export function posterColumns({ mayArchive }: { mayArchive: boolean }): DataListColumn<LaborPosterView>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'region', title: 'Jurisdiction', sortable: true, render: (l) => l.jurisdiction },
    {
      accessor: 'title',
      title: 'Poster',
      sortable: true,
      render: (l) => (
        <div>
          <Text size="sm" fw={500}>
            {l.title}
          </Text>
          <Text size="xs" c="dimmed">
            {l.filename}
          </Text>
        </div>
      ),
    },
    { accessor: 'created_at', title: 'Uploaded', sortable: true, render: (l) => formatMoment(l.created_at) },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (l) => <PosterActions poster={l} mayArchive={mayArchive} />,
    },
  ];
}
