import { SimpleGrid, Text } from '@mantine/core';
import { ENUM_LABELS, canManageJobs, type AccessSubject, type JobView } from '@app/domain';
import { useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { Field } from '../../../components/reference/detail-parts';
import { ReferenceDetailPage } from '../../../components/reference/reference-detail-page';
import { useResourceForm } from '../../../components/reference/use-resource-form';
import { useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { JobForm } from '../components/job-form';
import { checkUpdate, JOB_FIELD_KEYS, jobValuesFrom } from '../components/job-form-values';

function EditJob({
  row,
  subject,
  withClient,
  onDone,
}: {
  row: JobView;
  subject: AccessSubject;
  withClient: boolean;
  onDone: () => void;
}) {
  const update = useUpdateJob(row.id);
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
  return <JobForm form={form} subject={subject} withClient={withClient} submitLabel="Save changes" onCancel={onDone} />;
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
        <Text>{ENUM_LABELS.jobClassification[row.classification]}</Text>
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
  return (
    <ReferenceDetailPage
      query={query}
      noun="job"
      back={{ to: '/jobs', label: 'Jobs' }}
      title={(row) => row.title}
      canEdit={canManageJobs}
      setActive={(active) => update.mutateAsync({ active })}
      edit={(row, { subject, withClient, done }) => (
        <EditJob row={row} subject={subject} withClient={withClient} onDone={done} />
      )}
      details={(row, { showPartner }) => <JobDetails row={row} showPartner={showPartner} />}
    />
  );
}
