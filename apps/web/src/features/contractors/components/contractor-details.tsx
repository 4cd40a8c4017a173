import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { AddressText, Field, textOrDash } from '../../../components/record-page/record-fields';
import {
  CLASSIFICATION_LABELS,
  STATUS_LABELS,
  contractorRevealPath,
  type ContractorRow,
} from '../api/contractor-types';
import { formatCalendarDate } from '../../../components/data-list/format';

/** The contractor's profile, read-only. Personal fields show only when the API sent them. */
export function ContractorDetails({
  contractor: c,
  canReveal,
  opensCorpToCorp,
}: {
  contractor: ContractorRow;
  canReveal: boolean;
  /** The vendor's name links to /corp_to_corps/:id for those who may open it. */
  opensCorpToCorp: boolean;
}) {
  const personal = 'tax_id' in c;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="Email">
          <Text>{c.email}</Text>
        </Field>
        <Field label="Partner">
          <Text>{c.partner.name}</Text>
        </Field>
        <Field label="Classification">
          <Text>{CLASSIFICATION_LABELS[c.classification]}</Text>
        </Field>
        <Field label="Status">
          <Text>{STATUS_LABELS[c.status]}</Text>
        </Field>
        {c.corp_to_corp && (
          <Field label="Corp-to-corp">
            {opensCorpToCorp ? (
              <Anchor component={Link} to={`/corp_to_corps/${c.corp_to_corp.id}`}>
                {c.corp_to_corp.name}
              </Anchor>
            ) : (
              <Text>{c.corp_to_corp.name}</Text>
            )}
          </Field>
        )}
        {personal && (
          <>
            <Field label="Tax id">
              <TaxIdReveal taxId={c.tax_id ?? null} revealPath={contractorRevealPath(c.id)} canReveal={canReveal} />
            </Field>
            <Field label="Phone">{textOrDash(c.phone)}</Field>
            <Field label="Date of birth">{textOrDash(formatCalendarDate(c.date_of_birth))}</Field>
            <Field label="Address">
              <AddressText address={c.address ?? null} />
            </Field>
          </>
        )}
      </SimpleGrid>
      <Anchor component={Link} to={`/assignments?contractor_id=${c.id}`} size="sm">
        Assignments of this contractor
      </Anchor>
    </Stack>
  );
}
