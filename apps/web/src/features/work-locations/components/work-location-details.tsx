import { SimpleGrid, Text } from '@mantine/core';
import type { WorkLocationView } from '@app/domain';
import { AddressBlock, Field } from '../../../components/reference/detail-parts';

export function WorkLocationDetails({ row, showPartner }: { row: WorkLocationView; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {showPartner && (
        <Field label="Partner">
          <Text>{row.partner.name}</Text>
        </Field>
      )}
      <Field label="Client">
        <Text>{row.client?.name ?? 'Any client'}</Text>
      </Field>
      <Field label="Address">
        <AddressBlock address={row.address} />
      </Field>
      <Field label="Time zone">
        <Text>{row.timezone}</Text>
      </Field>
      <Field label="Remote">
        <Text>{row.is_remote ? 'Yes' : 'No'}</Text>
      </Field>
    </SimpleGrid>
  );
}
