import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useLicensesList } from '../api/screenings';
import { AddLicenseModal } from '../components/add-license-modal';
import { licenseColumns } from '../components/screening-columns';
import { LicenseFilters } from '../components/screening-filters';

/**
 * /licenses (decision 0073): workers' licenses and certifications, numbers masked, each expiry badged
 * ('Expires in N days' within 30 days, 'Expired'), with status and expiry filters, sorting, CSV and
 * Add license, Edit (type, number, state, dates: a renewal) and Archive (never delete). The partner's staff are e-mailed 30 days ahead.
 */
export function LicensesPage() {
  const list = useLicensesList();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Licenses</Title>
          <Text c="dimmed" size="sm">
            An assignment whose job requires a license starts only while the worker holds an unexpired one.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add license
        </Button>
      </Group>
      <DataList
        list={list}
        columns={licenseColumns}
        tableName="licenses"
        noun="licenses"
        filters={<LicenseFilters list={list} />}
      />
      {adding && <AddLicenseModal onClose={() => setAdding(false)} />}
    </Stack>
  );
}
