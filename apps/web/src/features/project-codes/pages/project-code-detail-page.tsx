import { SimpleGrid, Text } from '@mantine/core';
import type { ProjectCodeView } from '@app/domain';
import { useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { Field } from '../../../components/reference/detail-parts';
import { ReferenceDetailPage } from '../../../components/reference/reference-detail-page';
import { useProjectCode } from '../api/get-project-code';
import { useUpdateProjectCode } from '../api/update-project-code';
import { canManageProjectCodes } from '../components/project-code-access';
import {
  checkUpdate,
  ProjectCodeForm,
  projectCodeValuesFrom,
  useProjectCodeForm,
} from '../components/project-code-form';

function EditProjectCode({ row, onDone }: { row: ProjectCodeView; onDone: () => void }) {
  const update = useUpdateProjectCode(row.id);
  const form = useProjectCodeForm(
    () => projectCodeValuesFrom(row),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <ProjectCodeForm form={form} submitLabel="Save changes" withClient={false} onCancel={onDone} />;
}

function ProjectCodeDetails({ row, showPartner }: { row: ProjectCodeView; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label="Code">
        <Text>{row.code}</Text>
      </Field>
      <Field label="Client">
        <Text>{row.client.name}</Text>
      </Field>
      {showPartner && (
        <Field label="Partner">
          <Text>{row.partner.name}</Text>
        </Field>
      )}
      <Field label="Description">
        <Text>{row.description ?? '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/** /project_codes/:id: one code; the partner's managers edit it and switch it off (archive) or on. */
export function ProjectCodeDetailPage() {
  const { id = '' } = useParams();
  const query = useProjectCode(id);
  const update = useUpdateProjectCode(id);
  return (
    <ReferenceDetailPage
      query={query}
      noun="project code"
      back={{ to: '/project_codes', label: 'Project Codes' }}
      title={(row) => row.code}
      canEdit={canManageProjectCodes}
      setActive={(active) => update.mutateAsync({ active })}
      edit={(row, { done }) => <EditProjectCode row={row} onDone={done} />}
      details={(row, { showPartner }) => <ProjectCodeDetails row={row} showPartner={showPartner} />}
    />
  );
}
