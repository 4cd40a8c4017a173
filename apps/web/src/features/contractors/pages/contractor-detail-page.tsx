import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { STATUS_LABELS, fullName } from '../api/contractor-types';
import { useContractor } from '../api/get-contractor';
import { useUpdateContractor } from '../api/update-contractor';
import { mayEditContractor, mayRevealTaxId } from '../components/contractor-access';
import { ContractorDetails } from '../components/contractor-details';
import { ContractorForm } from '../components/contractor-form';
import { checkUpdate, contractorValuesFrom } from '../components/contractor-form-values';
import { useContractorForm } from '../components/use-contractor-form';
import type { ContractorRow } from '../api/contractor-types';

function EditContractorForm({ contractor, onDone }: { contractor: ContractorRow; onDone: () => void }) {
  const update = useUpdateContractor(contractor.id);
  const form = useContractorForm(
    () => contractorValuesFrom(contractor),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return (
    <ContractorForm
      form={form}
      mode="edit"
      maskedTaxId={contractor.tax_id?.masked ?? null}
      submitLabel="Save changes"
      onCancel={onDone}
    />
  );
}

/** /contractors/:id: the profile, the masked tax id with Reveal, and Edit for those who manage contractors. */
export function ContractorDetailPage() {
  const { id = '' } = useParams();
  const contractor = useContractor(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  if (contractor.isPending) return <PageLoader />;
  if (contractor.isError) {
    const error = toApiError(contractor.error);
    // Out of scope is 404, a malformed id 422: either way "not found" to the reader.
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the contractor">
        {error.message}
      </Alert>
    );
  }

  const data = contractor.data;
  const canEdit = session !== null && mayEditContractor(session.subject);
  const canReveal = session !== null && mayRevealTaxId(session.user, session.subject, data);
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/contractors" size="sm">
        Contractors
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{fullName(data)}</Title>
          <Badge variant="light" tt="none">
            {STATUS_LABELS[data.status]}
          </Badge>
        </Group>
        {canEdit && !editing && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing && canEdit ? (
          <EditContractorForm contractor={data} onDone={() => setEditing(false)} />
        ) : (
          <ContractorDetails contractor={data} canReveal={canReveal} />
        )}
      </Paper>
    </Stack>
  );
}
