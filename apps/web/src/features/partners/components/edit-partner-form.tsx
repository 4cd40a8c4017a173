import { toast } from '../../../lib/notify';
import type { PartnerRow } from '../api/partner-types';
import { useUpdatePartner } from '../api/update-partner';
import { PartnerForm } from './partner-form';
import { checkUpdatePartner, partnerValuesFrom } from './partner-form-values';
import { organizationFieldKeys, useOrganizationForm } from '../../../components/forms/use-organization-form';
import { PARTNER_FIELD_KEYS } from './partner-field-keys';

interface Props {
  partner: PartnerRow;
  /** 'owner': the partner's own owner, limited to branding, contacts and address. */
  mode: 'staff' | 'owner';
  onDone: () => void;
}

const FIELD_KEYS = organizationFieldKeys(PARTNER_FIELD_KEYS);

export function EditPartnerForm({ partner, mode, onDone }: Props) {
  const update = useUpdatePartner(partner.id);
  const form = useOrganizationForm({
    initial: () => partnerValuesFrom(partner),
    check: (values) => checkUpdatePartner(values, partner, mode),
    save: async (body) => {
      // Nothing changed: nothing to send.
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      toast.success();
      onDone();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <PartnerForm
      form={form}
      mode={mode}
      partnerId={partner.id}
      maskedEin={partner.tax_id?.masked ?? null}
      submitLabel="Save changes"
      onCancel={onDone}
    />
  );
}
