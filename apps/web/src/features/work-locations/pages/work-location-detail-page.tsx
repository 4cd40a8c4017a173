import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { canManageReferenceData } from '@app/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/auth/use-session';
import { ArchiveButton } from '../../reference-common/archive-button';
import { ActiveBadge, BackLink, DetailGate } from '../../reference-common/detail-parts';
import { picksClient, seesPartner } from '../../reference-common/reference-access';
import { useWorkLocation } from '../api/get-work-location';
import { useUpdateWorkLocation } from '../api/update-work-location';
import { EditWorkLocationForm } from '../components/edit-work-location-form';
import { WorkLocationDetails } from '../components/work-location-details';

/** /work_locations/:id: one location, editable and archivable by those who manage reference data. */
export function WorkLocationDetailPage() {
  const { id = '' } = useParams();
  const query = useWorkLocation(id);
  const update = useUpdateWorkLocation(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = session !== null && canManageReferenceData(session.subject);
  return (
    <DetailGate query={query} noun="work location">
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to="/work_locations" label="Work Locations" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{row.name}</Title>
              <ActiveBadge active={row.active} />
            </Group>
            {canEdit && !editing && (
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
                <ArchiveButton
                  noun="work location"
                  name={row.name}
                  active={row.active}
                  onChange={(active) => update.mutateAsync({ active })}
                />
              </Group>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing ? (
              <EditWorkLocationForm
                row={row}
                withClient={session !== null && picksClient(session.subject)}
                onDone={() => setEditing(false)}
              />
            ) : (
              <WorkLocationDetails row={row} showPartner={session !== null && seesPartner(session.subject)} />
            )}
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
