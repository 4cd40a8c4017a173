import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { formatNumber } from './format';
import { PAGE_TOTAL_LABEL, type TotalLine } from './page-totals';

interface Props<Row> {
  rows: readonly Row[];
  card: (row: Row) => ReactNode;
  rowKey: (row: Row) => Key;
  /** The summed columns' footers, by column title. */
  totals: readonly { title: string; lines: TotalLine[] }[];
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

/**
 * A list on a phone (decision 0108): one card per row instead of a table wider than the screen, the page
 * totals under them, and the pages below. Sorting and filters stay in the list's header.
 */
export function DataListCards<Row>({
  rows,
  card,
  rowKey,
  totals,
  page,
  perPage,
  total,
  onPageChange,
  busy,
}: Props<Row>) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack gap="sm" aria-busy={busy}>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{card(row)}</li>
        ))}
      </Stack>
      {totals.length > 0 && rows.length > 0 && (
        <Paper withBorder p="sm" role="group" aria-label={PAGE_TOTAL_LABEL}>
          <Text size="sm" fw={600}>
            {PAGE_TOTAL_LABEL}
          </Text>
          {totals.map((t) => (
            <Group key={t.title} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{t.title}</Text>
              <Stack gap={0} align="flex-end">
                {t.lines.map((l) => (
                  <Text key={l.group ?? ''} size="sm" fw={600}>
                    {l.group !== null && `${l.group} `}
                    {l.text}
                  </Text>
                ))}
              </Stack>
            </Group>
          ))}
        </Paper>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {formatNumber(total)} in all
        </Text>
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={onPageChange} siblings={0} />}
      </Group>
    </Stack>
  );
}
