import { SimpleGrid, Text } from '@mantine/core';
import { AddressText, Field, textOrDash } from '../../../components/record-page/record-fields';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { corpToCorpRevealPath, type CorpToCorpRow } from '../api/corp-to-corp-types';

/** One vendor company, read-only: its masked EIN with Reveal for the sensitive roles. */
export function CorpToCorpDetails({ corpToCorp: c, canReveal }: { corpToCorp: CorpToCorpRow; canReveal: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label="Partner">
        <Text>{c.partner.name}</Text>
      </Field>
      <Field label="EIN">
        <TaxIdReveal taxId={c.tax_id} revealPath={corpToCorpRevealPath(c.id)} canReveal={canReveal} />
      </Field>
      <Field label="Contact">{textOrDash([c.contact_name, c.contact_email].filter(Boolean).join(' · '))}</Field>
      <Field label="Phone">{textOrDash(c.phone)}</Field>
      <Field label="Contractors">
        <Text>{c.contractors_count}</Text>
      </Field>
      <Field label="Address">
        <AddressText address={c.address} />
      </Field>
    </SimpleGrid>
  );
}
