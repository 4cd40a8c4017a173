import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useSalesTaxesList } from '../api/get-sales-taxes';
import { AddSalesTaxModal } from '../components/add-sales-tax-modal';
import { editsSalesTaxes } from '../components/sales-tax-access';
import { salesTaxColumns } from '../components/sales-tax-columns';
import { SalesTaxFilters } from '../components/sales-tax-filters';

/**
 * /sales_taxes (admin, eor): the date-effective sales tax rows per state or province and product line,
 * rows waiting for a rate marked, filters, CSV, and for an admin an Add tax row dialog.
 */
export function SalesTaxesPage() {
  const list = useSalesTaxesList();
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Sales taxes</Title>
        {subject && editsSalesTaxes(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add tax row
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={salesTaxColumns}
        tableName="sales_taxes"
        noun="sales tax rows"
        filters={<SalesTaxFilters list={list} />}
      />
      {adding && (
        <AddSalesTaxModal
          onClose={() => setAdding(false)}
          onAdded={(row) => {
            setAdding(false);
            navigate(`/sales_taxes/${row.id}`);
          }}
        />
      )}
    </Stack>
  );
}
