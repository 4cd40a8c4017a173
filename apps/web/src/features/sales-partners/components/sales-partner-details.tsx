import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { AddressText, Field, textOrDash } from '../../../components/record-page/record-fields';
import { commissionLabel, salesPartnerRevealPath, type SalesPartnerRow } from '../api/sales-partner-types';
import { ActiveBadge } from '../../../components/status-badge';

interface Props {
  salesPartner: SalesPartnerRow;
  /** Offer Reveal beside the masked EIN (staff, the sales partner's own users; the API decides again). */
  canReveal: boolean;
}

export function SalesPartnerDetails({ salesPartner: s, canReveal }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Commission">{textOrDash(commissionLabel(s.commission_percent))}</Field>
      <Field label="Referred partners">
        <Anchor component={Link} to={`/referral_partners?sales_partner_id=${s.id}`}>
          {s.partner_count === 1 ? '1 partner' : `${s.partner_count} partners`}
        </Anchor>
      </Field>
      <Field label="EIN">
        <TaxIdReveal taxId={s.tax_id} revealPath={salesPartnerRevealPath(s.id)} canReveal={canReveal} />
      </Field>
      <Field label="Contact name">{textOrDash(s.contact_name)}</Field>
      <Field label="Contact email">{textOrDash(s.contact_email)}</Field>
      <Field label="Phone">{textOrDash(s.phone)}</Field>
      <Field label="Address">
        <AddressText address={s.address} />
      </Field>
      <Field label="Status">
        <ActiveBadge active={s.active} size="lg" />
      </Field>
    </SimpleGrid>
  );
}
