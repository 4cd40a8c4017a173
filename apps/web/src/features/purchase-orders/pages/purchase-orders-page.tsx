import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { picksClient } from '../../../components/reference/reference-access';
import { useSession } from '../../../lib/auth/use-session';
import { usePurchaseOrdersList } from '../api/get-purchase-orders';
import { managesPurchaseOrders, showsPartnerColumn } from '../components/purchase-order-access';
import { purchaseOrderColumns } from '../components/purchase-order-columns';
import { PurchaseOrderFilters } from '../components/purchase-order-filters';
import { NewPurchaseOrderModal } from '../components/new-purchase-order-modal';

/**
 * /purchase_orders: the POs this user may see (the API scopes them; a client sees its own), each with
 * its budget, what is consumed and left and how much of it is used; filters, CSV, and New purchase
 * order for those who manage clients' billing.
 */
export function PurchaseOrdersPage() {
  const list = usePurchaseOrdersList();
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const manages = subject !== undefined && managesPurchaseOrders(subject);
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const columns = useMemo(() => purchaseOrderColumns({ showPartner }), [showPartner]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Purchase orders</Title>
        {manages && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New purchase order
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="purchase_orders"
        noun="purchase orders"
        filters={<PurchaseOrderFilters list={list} picksClient={subject !== undefined && picksClient(subject)} />}
      />
      {adding && (
        <NewPurchaseOrderModal
          onClose={() => setAdding(false)}
          onCreated={(po) => {
            setAdding(false);
            navigate(`/purchase_orders/${po.id}`);
          }}
        />
      )}
    </Stack>
  );
}
