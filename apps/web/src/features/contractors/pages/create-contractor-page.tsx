import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { choosesPartner } from '@app/domain';
import { useRouteDef } from '../../../app/route-def';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useCreateContractor } from '../api/create-contractor';
import { seesContractorOnlyOncePlaced } from '../components/contractor-access';
import { ContractorForm } from '../components/contractor-form';
import { checkCreate, emptyContractorValues } from '../components/contractor-form-values';
import { useContractorForm } from '../components/use-contractor-form';

export const INVITE_NOTE =
  'We e-mail the contractor an invitation to set a password and start onboarding as soon as you create them.';

/** /create_contractor: a new contractor, invited by e-mail to set a password and onboard. */
export function CreateContractorPage() {
  const session = useSession();
  const withPartner = session !== null && choosesPartner(session.subject);
  const create = useCreateContractor();
  const navigate = useNavigate();
  const form = useContractorForm(
    emptyContractorValues,
    (values) => checkCreate(values, withPartner),
    async (body) => {
      const contractor = await create.mutateAsync(body);
      toast.success(`Invitation sent to ${contractor.email}`);
      // A client sees a contractor once it has an assignment there; until then the list is home.
      navigate(
        session && seesContractorOnlyOncePlaced(session.subject) ? '/contractors' : `/contractors/${contractor.id}`,
      );
    },
  );
  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{useRouteDef()?.title ?? 'Create Contractor'}</Title>
      <Text c="dimmed">{INVITE_NOTE}</Text>
      <Paper withBorder p="lg">
        <ContractorForm form={form} mode="create" withPartner={withPartner} submitLabel="Create contractor" />
      </Paper>
    </Stack>
  );
}
