import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRouteDef } from '../../../app/route-def';
import { toast } from '../../../lib/notify';
import { organizationFieldKeys, useOrganizationForm } from '../../../components/forms/use-organization-form';
import { useCreateSalesPartner } from '../api/create-sales-partner';
import { SalesPartnerForm } from '../components/sales-partner-form';
import {
  SALES_PARTNER_FIELD_KEYS,
  checkCreateSalesPartner,
  emptySalesPartnerValues,
} from '../components/sales-partner-form-values';

const FIELD_KEYS = organizationFieldKeys(SALES_PARTNER_FIELD_KEYS);

/** /create_sales_partner (admin, eor): a new sales partner, optionally with its owner invited. */
export function CreateSalesPartnerPage() {
  const create = useCreateSalesPartner();
  const navigate = useNavigate();
  const form = useOrganizationForm({
    initial: emptySalesPartnerValues,
    check: checkCreateSalesPartner,
    save: async (body) => {
      const row = await create.mutateAsync(body);
      toast.success();
      navigate(`/sales_partners/${row.id}`);
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Stack maw={800} gap="lg">
      <Title order={1}>{useRouteDef()?.title ?? 'Create Sales Partner'}</Title>
      <Paper withBorder p="lg">
        <SalesPartnerForm form={form} mode="create" submitLabel="Create sales partner" />
      </Paper>
    </Stack>
  );
}
