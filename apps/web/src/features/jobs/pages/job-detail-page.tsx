import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { CLASSIFICATION_LABELS, canManageJobs, type JobView } from '@app/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession, type Session } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { ArchiveButton } from '../../reference-common/archive-button';
import { ActiveBadge, BackLink, DetailGate, Field } from '../../reference-common/detail-parts';
import { picksClient, seesPartner } from '../../reference-common/reference-access';
import { useResourceForm } from '../../reference-common/use-resource-form';
import { useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { JobForm } from '../components/job-form';
import { checkUpdate, JOB_FIELD_KEYS, jobValuesFrom } from '../components/job-form-values';

function EditJob({ row, session, onDone }: { row: JobView; session: Session; onDone: () => void }) {
  const update = useUpdateJob(row.id);
  const withClient = picksClient(session.subject);
  const form = useResourceForm({
    initial: () => jobValuesFrom(row),
    check: (v) => checkUpdate(v, withClient),
    fieldKeys: JOB_FIELD_KEYS,
    save: async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  });
  return (
    <JobForm
      form={form}
      subject={session.subject}
      withClient={withClient}
      submitLabel="Save changes"
      onCancel={onDone}
    />
  );
}

function JobDetails({ row, showPartner }: { row: JobView; showPartner: boolean }) {
  const code = row.workers_comp_code;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {showPartner && (
        <Field label="Partner">
          <Text>{row.partner.name}</Text>
        </Field>
      )}
      <Field label="Client">
        <Text>{row.client?.name ?? 'Any client'}</Text>
      </Field>
      <Field label="Classification">
        <Text>{CLASSIFICATION_LABELS[row.classification]}</Text>
      </Field>
      <Field label="Workers comp code">
        <Text>{code ? `${code.code} — ${code.description}` : 'None'}</Text>
      </Field>
      <Field label="Pay">
        <Text>{row.salaried ? 'Salaried' : 'Hourly'}</Text>
      </Field>
      <Field label="Travel job">
        <Text>{row.is_travel ? 'Yes' : 'No'}</Text>
      </Field>
      <Field label="Description">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{row.description ?? '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/** /jobs/:id: one job, editable and archivable by those who may manage jobs. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const query = useJob(id);
  const update = useUpdateJob(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = session !== null && canManageJobs(session.subject);
  return (
    <DetailGate query={query} noun="job">
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to="/jobs" label="Jobs" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{row.title}</Title>
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
                  noun="job"
                  name={row.title}
                  active={row.active}
                  onChange={(active) => update.mutateAsync({ active })}
                />
              </Group>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing && session ? (
              <EditJob row={row} session={session} onDone={() => setEditing(false)} />
            ) : (
              <JobDetails row={row} showPartner={session !== null && seesPartner(session.subject)} />
            )}
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
