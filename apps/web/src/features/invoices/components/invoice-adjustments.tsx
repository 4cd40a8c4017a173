import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { usePublicGlobals } from '../../../lib/auth/use-public-globals';
import { useSession } from '../../../lib/auth/use-session';
import { adjustmentTypeLabel, moneyIn } from '../lib/invoice-format';
import { addAdjustmentLinkOf, mayAddAdjustment, opensAdjustment } from './invoice-access';

type InvoiceAdjustment = InvoiceDetail['adjustments'][number];

/** The adjustment's page (features/adjustments), as a URL: the two features do not import each other. */
const adjustmentLinkOf = (a: Pick<InvoiceAdjustment, 'id'>) => `/adjustments/${a.id}`;

/**
 * The credits and charges to the client this invoice carries, as the API lists them: date, description,
 * type and the signed amount (a credit is negative). Each opens its adjustment for those who may open
 * the adjustments; Add adjustment opens the adjustments page with the form on this invoice.
 */
export function InvoiceAdjustments({ invoice }: { invoice: InvoiceDetail }) {
  const session = useSession();
  const types = usePublicGlobals().adjustment_types;
  const opens = (to: string) => session !== null && opensAdjustment(session.user, to);
  const adds = session !== null && mayAddAdjustment(session.subject, session.user, invoice);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Adjustments
          </Title>
          {adds && (
            <Button
              component={Link}
              to={addAdjustmentLinkOf(invoice)}
              variant="default"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Add adjustment
            </Button>
          )}
        </Group>
        {invoice.adjustments.length === 0 ? (
          <Text c="dimmed">No adjustment is charged to this invoice.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Adjustments" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.adjustments.map((a) => {
                  const to = adjustmentLinkOf(a);
                  const date = formatCalendarDate(a.date);
                  return (
                    <Table.Tr key={a.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {opens(to) ? (
                          <Anchor component={Link} to={to} size="sm">
                            {date}
                          </Anchor>
                        ) : (
                          date
                        )}
                      </Table.Td>
                      <Table.Td>{a.description}</Table.Td>
                      <Table.Td>{adjustmentTypeLabel(types, a.type)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {moneyIn(a.amount, invoice.currency)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
