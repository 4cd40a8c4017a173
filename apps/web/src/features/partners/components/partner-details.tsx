import { Badge, ColorSwatch, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PARTNER_FLAG_KEYS, formatCurrency, labelOf } from '@app/domain';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { partnerRevealPath, type PartnerRow } from '../api/partner-types';
import { AddressText, Field, textOrDash } from '../../../components/record-page/record-fields';
import { PARTNER_FLAG_LABELS, payrollFrequencyLabel } from './partner-labels';
import { ActiveBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

interface Props {
  partner: PartnerRow;
  /** The flags are for admin and eor eyes. */
  showFlags: boolean;
  /** Offer Reveal beside the masked EIN (sensitive roles; the API decides again). */
  canReveal: boolean;
}

/** The partner's record, read-only, in the sections its edit form has. */
export function PartnerDetails({ partner, showFlags, canReveal }: Props) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Field label="Subdomain">{textOrDash(partner.subdomain)}</Field>
        <Field label="Product line">{textOrDash(partner.product_line)}</Field>
        <Field label="Funding">{textOrDash(partner.funding)}</Field>
        <Field label="Sales partner">{textOrDash(partner.sales_partner?.name)}</Field>
        <Field label="Payroll frequency">{textOrDash(payrollFrequencyLabel(partner.payroll_frequency))}</Field>
        {/* Absent for sales partners: they see no partner's tax id, not even masked. */}
        {'tax_id' in partner && (
          <Field label="EIN">
            <TaxIdReveal
              taxId={partner.tax_id ?? null}
              revealPath={partnerRevealPath(partner.id)}
              canReveal={canReveal}
            />
          </Field>
        )}
        {partner.platform_fee_basis && (
          <Field label="Platform fee">
            {partner.platform_fee_basis === 'none'
              ? labelOf('platformFeeBasis', 'none')
              : `${formatCurrency(partner.platform_fee_amount ?? '0')} ${labelOf('platformFeeBasis', partner.platform_fee_basis).toLowerCase()}`}
          </Field>
        )}
        {partner.write_off_threshold && (
          <Field label="Write-off threshold">{formatCurrency(partner.write_off_threshold)}</Field>
        )}
        <Field label="Status">
          <ActiveBadge active={partner.active} size="lg" />
        </Field>
        <Field label="Created">{textOrDash(formatMoment(partner.created_at))}</Field>
      </SimpleGrid>
      {showFlags && (
        <section aria-labelledby="partner-flags">
          <Title order={2} size="h4" id="partner-flags" mb="xs">
            Flags
          </Title>
          <Group gap="xs">
            {PARTNER_FLAG_KEYS.map((flag) => (
              <Badge key={flag} variant="dot" color={partner[flag] ? 'green' : 'gray'} tt="none" size="lg">
                {partner[flag] ? PARTNER_FLAG_LABELS[flag] : `Not: ${PARTNER_FLAG_LABELS[flag].toLowerCase()}`}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      <section aria-labelledby="partner-branding">
        <Title order={2} size="h4" id="partner-branding" mb="xs">
          Branding
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label="White-label brand name">{textOrDash(partner.white_label_brand_name)}</Field>
          <Field label="Redirect URL">{textOrDash(partner.redirect_url)}</Field>
          <Field label="Dark mode">{textOrDash(partner.dark_mode ? 'On' : 'Off')}</Field>
          <Field label="Brand colour">
            {partner.brand_color ? (
              <Group gap="xs">
                <ColorSwatch color={partner.brand_color} size={18} aria-hidden />
                <Text>{partner.brand_color}</Text>
              </Group>
            ) : (
              <Text>The platform&apos;s</Text>
            )}
          </Field>
          <Field label="Logo">
            {partner.logo_url ? (
              <Image src={partner.logo_url} alt={`${partner.name} logo`} h={40} w="auto" fit="contain" />
            ) : (
              <Text c="dimmed">No logo</Text>
            )}
          </Field>
          <Field label="Favicon">
            {partner.favicon_url ? (
              <Image src={partner.favicon_url} alt={`${partner.name} favicon`} h={32} w={32} fit="contain" />
            ) : (
              <Text c="dimmed">No favicon</Text>
            )}
          </Field>
        </SimpleGrid>
      </section>
      <section aria-labelledby="partner-contact">
        <Title order={2} size="h4" id="partner-contact" mb="xs">
          Contact
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label="Contact name">{textOrDash(partner.contact_name)}</Field>
          <Field label="Contact email">{textOrDash(partner.contact_email)}</Field>
          <Field label="Phone">{textOrDash(partner.phone)}</Field>
          <Field label="Address">
            <AddressText address={partner.address} />
          </Field>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
