import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { formatAddress } from '../../clients/components/client-details';
import {
  CLASSIFICATION_LABELS,
  STATUS_LABELS,
  contractorRevealPath,
  type ContractorRow,
} from '../api/contractor-types';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** The contractor's profile, read-only. Personal fields show only when the API sent them. */
export function ContractorDetails({ contractor: c, canReveal }: { contractor: ContractorRow; canReveal: boolean }) {
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
            <Text>{c.corp_to_corp.name}</Text>
          </Field>
        )}
        {personal && (
          <>
            <Field label="Tax id">
              <TaxIdReveal taxId={c.tax_id ?? null} revealPath={contractorRevealPath(c.id)} canReveal={canReveal} />
            </Field>
            <Field label="Phone">
              <Text>{c.phone ?? '—'}</Text>
            </Field>
            <Field label="Date of birth">
              <Text>{c.date_of_birth ?? '—'}</Text>
            </Field>
            <Field label="Address">
              {c.address ? (
                <Text component="address" fs="normal">
                  {formatAddress(c.address).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </Text>
              ) : (
                <Text c="dimmed">No address</Text>
              )}
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
