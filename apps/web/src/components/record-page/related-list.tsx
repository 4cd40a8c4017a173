import { Alert, Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api, type QueryParams } from '../../lib/api/client';
import { toApiError } from '../../lib/api/errors';
import { formatNumber } from '../data-list/format';
import type { ListPage } from '../data-list/use-list-query';

export interface RelatedColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export const RELATED_ROWS = 10;

interface Props<Row> {
  /** The list API path under /v2 and its filters naming the record ("/timesheets", { contractor_id }). */
  path: string;
  params: QueryParams;
  columns: RelatedColumn<Row>[];
  /** Plural, lower case: "timesheets". Names the table and its empty state. */
  noun: string;
  /** The full list filtered the same way, for those who may open it. */
  allTo: string | null;
  rowKey: (row: Row) => string;
}

/**
 * A record workspace's tab: the newest few of a related list (the list API itself, so its scoping and
 * figures are the list's), with the way to the whole filtered list. Loads when its tab is first shown.
 */
export function RelatedList<Row>({ path, params, columns, noun, allTo, rowKey }: Props<Row>) {
  const query = useQuery({
    queryKey: ['related', path, params],
    queryFn: ({ signal }) => api.get<ListPage<Row>>(path, { params: { ...params, per_page: RELATED_ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Skeleton height={160} aria-label={`Loading ${noun}`} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={`Could not load the ${noun}`}>
        {toApiError(query.error).message}
      </Alert>
    );
  const { data: rows, total } = query.data;
  if (rows.length === 0) return <Text c="dimmed">No {noun} yet.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.title} ta={c.align}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.title} ta={c.align}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total !== null && total > rows.length
            ? `The newest ${rows.length} of ${formatNumber(total)}`
            : `${formatNumber(rows.length)} in all`}
        </Text>
        {allTo && (
          <Anchor component={Link} to={allTo} size="sm">
            Open all {noun}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
