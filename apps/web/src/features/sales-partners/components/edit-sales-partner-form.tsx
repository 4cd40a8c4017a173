import { toast } from '../../../lib/notify';
import { organizationFieldKeys, useOrganizationForm } from '../../../components/forms/use-organization-form';
import type { SalesPartnerRow } from '../api/sales-partner-types';
import { useUpdateSalesPartner } from '../api/update-sales-partner';
import { SalesPartnerForm } from './sales-partner-form';
import { SALES_PARTNER_FIELD_KEYS, checkUpdateSalesPartner, salesPartnerValuesFrom } from './sales-partner-form-values';

const FIELD_KEYS = organizationFieldKeys(SALES_PARTNER_FIELD_KEYS);

/** Staff change a sales partner in place; only what changed is sent. */
export function EditSalesPartnerForm({ salesPartner, onDone }: { salesPartner: SalesPartnerRow; onDone: () => void }) {
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
