import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { labelOf, type PurchaseOrderDetail } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { Field } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { BudgetBar } from '../components/budget-bar';
import { managesPurchaseOrders, showsPartnerColumn } from '../components/purchase-order-access';
import { PurchaseOrderActions } from '../components/purchase-order-actions';
import { PurchaseOrderAssignments } from '../components/purchase-order-assignments';
import { PurchaseOrderConsumptions } from '../components/purchase-order-consumptions';
import { PurchaseOrderStatus } from '../components/purchase-order-status';
import { inMeasure, validity } from '../lib/purchase-order-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function PurchaseOrderFields({ po, showPartner }: { po: PurchaseOrderDetail; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Client">{text(po.client.name)}</Field>
      {showPartner && <Field label="Partner">{text(po.partner.name)}</Field>}
      <Field label="Budget in">{text(labelOf('purchaseOrderBudgetKind', po.budget_kind))}</Field>
      <Field label="Budget">{text(inMeasure(po, po.budget))}</Field>
      <Field label="Consumed">{text(inMeasure(po, po.consumed))}</Field>
      <Field label="Remaining">{text(inMeasure(po, po.remaining))}</Field>
      <Field label="Used">
        <BudgetBar po={po} width={160} />
      </Field>
      <Field label="Valid">{text(validity(po, formatCalendarDate))}</Field>
      <Field label="Currency">{text(po.currency.toUpperCase())}</Field>
      <Field label="Created">{text(formatMoment(po.created_at))}</Field>
      <Field label="Description">
        <Text style={{ whiteSpace: 'pre-line' }}>{po.description || '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/** Past or near the budget, said in words above the fields. */
function BudgetNotice({ po }: { po: PurchaseOrderDetail }) {
  if (po.over_budget)
    return (
      <Alert color="red" variant="light" title="Over budget">
        Time past the budget was approved under the client&apos;s allow-and-flag setting: the rows are flagged below.
      </Alert>
    );
  if (po.near_budget && po.status === 'active')
    return (
      <Alert color="orange" variant="light" title="Near its budget">
        {inMeasure(po, po.remaining)} left. Raise the budget before more time is approved.
      </Alert>
    );
  return null;
}

/**
 * /purchase_orders/:id: one PO — budget, consumed, remaining and % used, the assignments it covers (added
 * and removed by its managers) and every approved timesheet that consumed it (flagged past the budget,
 * released when the approval was undone); Edit or raise budget and Close for its managers.
 */
export function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const query = usePurchaseOrder(id);
  const subject = useSession()?.subject;
  const manages = subject !== undefined && managesPurchaseOrders(subject);
  return (
    <DetailGate query={query} noun="purchase order">
      {(po) => (
        <Stack gap="lg">
          <BackLink to="/purchase_orders" label="Purchase orders" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>Purchase order {po.number}</Title>
              <PurchaseOrderStatus po={po} size="lg" />
            </Group>
            {manages && <PurchaseOrderActions po={po} />}
          </Group>
          <BudgetNotice po={po} />
          <Paper withBorder p="lg">
            <PurchaseOrderFields po={po} showPartner={subject !== undefined && showsPartnerColumn(subject)} />
          </Paper>
          <PurchaseOrderAssignments po={po} manages={manages} />
          <PurchaseOrderConsumptions po={po} />
        </Stack>
      )}
    </DetailGate>
  );
}
