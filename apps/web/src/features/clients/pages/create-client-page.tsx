import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { choosesPartner } from '@app/domain';
import { useRouteDef } from '../../../app/route-def';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';
import { checkCreate, emptyClientValues } from '../components/client-form-values';
import { useClientForm } from '../components/use-client-form';

/** /create_client: a new client, optionally with its owner invited by e-mail. */
export function CreateClientPage() {
  const session = useSession();
  const withPartner = session !== null && choosesPartner(session.subject);
  const create = useCreateClient();
  const navigate = useNavigate();
  const form = useClientForm(
    emptyClientValues,
    (values) => checkCreate(values, withPartner),
    async (body) => {
      const client = await create.mutateAsync(body);
      toast.success();
      navigate(`/clients/${client.id}`);
    },
  );
  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{useRouteDef()?.title ?? 'Create Client'}</Title>
      <Paper withBorder p="lg">
        <ClientForm form={form} mode="create" withPartner={withPartner} submitLabel="Create client" />
      </Paper>
    </Stack>
  );
}
