import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { InvoiceDetail, InvoiceLineView } from '@app/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatHours, formatRate } from '../../../components/data-list/format';
import { useSession } from '../../../lib/auth/use-session';
import { isZero, lateText, lineTaxText, moneyIn, plural, traceLinkOf } from '../lib/invoice-format';
import { changesLine } from './correction-access';
import { issuesInvoice, opensSource } from './invoice-access';
import { InvoiceLineActions } from './invoice-line-actions';

const isExpense = (l: InvoiceLineView) => l.kind === 'expense';

/** The ledger items a line took: each with its work date, hours and amount, linked to its source. */
function LineTrace({ line, currency }: { line: InvoiceLineView; currency: string }) {
  const user = useSession()?.user;
  if (line.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No ledger items: this line was entered by hand.
      </Text>
    );
  }
  return (
    <Table aria-label={`Ledger items of ${line.description}`} verticalSpacing={4} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Work date</Table.Th>
          <Table.Th ta="right">Hours</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Source</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {line.items.map((item) => {
          const link = traceLinkOf(line.contractor, item);
          return (
            <Table.Tr key={item.item_id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{formatCalendarDate(item.work_date)}</Text>
                  {item.reverses_item_id && (
                    <Badge variant="outline" color="red" size="sm" tt="none">
                      Reversal
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{item.expense_id ? '—' : formatHours(item.minutes)}</Table.Td>
              <Table.Td ta="right">{moneyIn(item.amount, currency)}</Table.Td>
              <Table.Td>
                {!link ? (
                  '—'
                ) : user && opensSource(user, link.to) ? (
                  <Anchor component={Link} to={link.to} size="sm">
                    {link.label}
                  </Anchor>
                ) : (
                  link.label
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** How the line was taxed ("10.25% · US-WA", "Exempt"), and the tax it carries when there is any. */
function LineTax({ line, currency }: { line: InvoiceLineView; currency: string }) {
  return (
    <>
      <Text size="sm">{lineTaxText(line)}</Text>
      {!isZero(line.sales_tax) && (
        <Text size="xs" c="dimmed">
          {moneyIn(line.sales_tax, currency)}
        </Text>
      )}
    </>
  );
}

function LineRow({
  line,
  currency,
  showPay,
  columns,
  actions,
}: {
  line: InvoiceLineView;
  currency: string;
  showPay: boolean;
  columns: number;
  /** The line's Edit and Remove (a draft's changeable line); `null` keeps the column empty. */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const late = lateText(line);
  const traceId = `trace-${line.id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td w={40}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${open ? 'Hide' : 'Show'} the ledger items of ${line.description}`}
            aria-expanded={open}
            aria-controls={open ? traceId : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{line.description}</Text>
          {late && (
            <Badge variant="light" color="orange" size="sm" tt="none">
              {late}
            </Badge>
          )}
        </Table.Td>
        <Table.Td ta="right">{isExpense(line) ? '—' : line.hours}</Table.Td>
        <Table.Td ta="right">{isExpense(line) ? '—' : formatRate(line.rate)}</Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {moneyIn(line.amount, currency)}
          {!isZero(line.credited_amount) && (
            <Text size="xs" c="dimmed">
              Credited {moneyIn(line.credited_amount, currency)}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          <LineTax line={line} currency={currency} />
        </Table.Td>
        {showPay && (
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {moneyIn(line.pay_amount, currency)}
          </Table.Td>
        )}
        {actions !== undefined && <Table.Td w={80}>{actions}</Table.Td>}
      </Table.Tr>
      {open && (
        <Table.Tr id={traceId}>
          <Table.Td />
          <Table.Td colSpan={columns - 1}>
            <LineTrace line={line} currency={currency} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/**
 * The invoice's lines (description, hours, rate, amount, how each was taxed; pay only when the API sends it), the late time
 * from earlier periods in a section of its own, and under each line the ledger items it took.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const session = useSession();
  const lines = [...invoice.lines].sort((a, b) => a.position - b.position);
  const showPay = lines.some((l) => l.pay_amount !== undefined);
  // The employer corrects a draft's manual lines (every line of a rebill) in a column of its own.
  const edits =
    session !== null &&
    issuesInvoice(session.subject, session.user.partner?.id ?? null, invoice) &&
    lines.some((l) => changesLine(invoice, l));
  const columns = (showPay ? 7 : 6) + (edits ? 1 : 0);
  const actionsOf = (l: InvoiceLineView) =>
    !edits ? undefined : changesLine(invoice, l) ? <InvoiceLineActions invoice={invoice} line={l} /> : null;
  const sections = [
    { title: null, lines: lines.filter((l) => !l.late_period_start) },
    { title: 'Late time', lines: lines.filter((l) => l.late_period_start) },
  ].filter((s) => s.lines.length > 0);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Lines
        </Title>
        {lines.length === 0 ? (
          <Text c="dimmed">This invoice has no lines.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Invoice lines" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>Ledger items</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Rate</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Tax</Table.Th>
                  {showPay && <Table.Th ta="right">Pay</Table.Th>}
                  {edits && (
                    <Table.Th>
                      <VisuallyHidden>Line actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sections.map((s) => (
                  <Fragment key={s.title ?? 'current'}>
                    {s.title && (
                      <Table.Tr>
                        <Table.Th colSpan={columns} scope="colgroup">
                          {s.title} ({plural(s.lines.length, 'line')}): worked in earlier periods, billed now
                        </Table.Th>
                      </Table.Tr>
                    )}
                    {s.lines.map((l) => (
                      <LineRow
                        key={l.id}
                        line={l}
                        currency={invoice.currency}
                        showPay={showPay}
                        columns={columns}
                        actions={actionsOf(l)}
                      />
                    ))}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
