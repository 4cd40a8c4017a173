import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRouteDef } from '../../../app/route-def';
import { toast } from '../../../lib/notify';
import { useCreatePartner } from '../api/create-partner';
import { PartnerForm } from '../components/partner-form';
import { PARTNER_FIELD_KEYS } from '../components/partner-field-keys';
import { checkCreatePartner, emptyPartnerValues } from '../components/partner-form-values';
import { organizationFieldKeys, useOrganizationForm } from '../../../components/forms/use-organization-form';

const FIELD_KEYS = organizationFieldKeys(PARTNER_FIELD_KEYS);

/** /create_partner (admin, eor): a new partner with its flags, optionally with its owner invited by e-mail. */
export function CreatePartnerPage() {
  const create = useCreatePartner();
  const navigate = useNavigate();
  const form = useOrganizationForm({
    initial: emptyPartnerValues,
    check: checkCreatePartner,
    save: async (body) => {
      const partner = await create.mutateAsync(body);
      toast.success();
      navigate(`/partners/${partner.id}`);
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Stack maw={860} gap="lg">
      <Title order={1}>{useRouteDef()?.title ?? 'Create Partner'}</Title>
      <Paper withBorder p="lg">
        <PartnerForm form={form} mode="create" submitLabel="Create partner" />
      </Paper>
    </Stack>
  );
}
