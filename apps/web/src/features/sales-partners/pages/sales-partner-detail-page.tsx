import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { isPlatformStaff, mayRevealSalesPartnerTaxId } from '../../partners/components/partner-access';
import { organizationFieldKeys, useOrganizationForm } from '../../partners/components/use-organization-form';
import { useSalesPartner } from '../api/get-sales-partner';
import type { SalesPartnerRow } from '../api/sales-partner-types';
import { useUpdateSalesPartner } from '../api/update-sales-partner';
import { SalesPartnerDetails } from '../components/sales-partner-details';
import { SalesPartnerForm } from '../components/sales-partner-form';
import {
  SALES_PARTNER_FIELD_KEYS,
  checkUpdateSalesPartner,
  salesPartnerValuesFrom,
} from '../components/sales-partner-form-values';

const FIELD_KEYS = organizationFieldKeys(SALES_PARTNER_FIELD_KEYS);

function EditSalesPartnerForm({ salesPartner, onDone }: { salesPartner: SalesPartnerRow; onDone: () => void }) {
  const update = useUpdateSalesPartner(salesPartner.id);
  const form = useOrganizationForm({
    initial: () => salesPartnerValuesFrom(salesPartner),
    check: (values) => checkUpdateSalesPartner(values, salesPartner),
    save: async (body) => {
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      toast.success();
      onDone();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <SalesPartnerForm
      form={form}
      mode="edit"
      maskedEin={salesPartner.tax_id?.masked ?? null}
      submitLabel="Save changes"
      onCancel={onDone}
    />
  );
}

/**
 * /sales_partners/:id: one sales partner. Staff edit it in place; a sales partner's own users read
 * their record (the API answers any other id 404), reached from the organization name on their dashboard.
 */
export function SalesPartnerDetailPage() {
  const { id = '' } = useParams();
  const salesPartner = useSalesPartner(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  if (salesPartner.isPending) return <PageLoader />;
  if (salesPartner.isError) {
    const error = toApiError(salesPartner.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the sales partner">
        {error.message}
      </Alert>
    );
  }
  const data = salesPartner.data;
  const staff = session !== null && isPlatformStaff(session.user);
  const canReveal = session !== null && mayRevealSalesPartnerTaxId(session.subject);
  return (
    <Stack gap="lg" maw={900}>
      {/* The list is for staff; a sales partner's way back is its dashboard. */}
      {staff && (
        <Anchor component={Link} to="/sales_partners" size="sm">
          Sales Partners
        </Anchor>
      )}
      <Group justify="space-between">
        <Title order={1}>{data.name}</Title>
        {staff && !editing && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing && staff ? (
          <EditSalesPartnerForm salesPartner={data} onDone={() => setEditing(false)} />
        ) : (
          <SalesPartnerDetails salesPartner={data} canReveal={canReveal} />
        )}
      </Paper>
    </Stack>
  );
}
