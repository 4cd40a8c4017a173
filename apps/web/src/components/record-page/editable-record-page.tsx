import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../app/errors/not-found-view';
import { toApiError } from '../../lib/api/errors';
import { PageLoader } from '../page-loader';

interface Props<T> {
  query: UseQueryResult<T>;
  /** "client", "partner": names the load error. */
  noun: string;
  /** The link back to the list, for those who may open it. */
  back: { to: string; label: string } | null;
  title: (row: T) => string;
  /** A status beside the title (a contractor's status, a vendor's Active). */
  badge?: (row: T) => ReactNode;
  maxWidth: number;
  /** Who sees Edit (the API enforces the same rule). */
  canEdit: (row: T) => boolean;
  edit: (row: T, done: () => void) => ReactNode;
  details: (row: T) => ReactNode;
  /** Buttons beside Edit while the record is read (Delete, a decision), each behind its own rule. */
  actions?: (row: T) => ReactNode;
  /** Sections below the panel (a rule's enrolled contractors, a request's entries). */
  after?: (row: T) => ReactNode;
}

/**
 * The frame of a record's detail page (client, partner, sales partner, contractor, corp-to-corp):
 * loading, not found and load error; back link, title with its badge, and Edit; then the read
 * view or the edit form in one panel.
 */
export function EditableRecordPage<T>({
  query,
  noun,
  back,
  title,
  badge,
  maxWidth,
  canEdit,
  edit,
  details,
  actions,
  after,
}: Props<T>) {
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const error = toApiError(query.error);
    // The API answers 404 for rows outside the user's scope too, and 422 for an id that is no id
    // at all (not a UUID): to the reader all of these are "not found".
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title={`Could not load the ${noun}`}>
        {error.message}
      </Alert>
    );
  }

  const row = query.data;
  const mayEdit = canEdit(row);
  return (
    <Stack gap="lg" maw={maxWidth}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{title(row)}</Title>
          {badge?.(row)}
        </Group>
        {!editing && (
          <Group gap="sm">
            {mayEdit && (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
            {actions?.(row)}
          </Group>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing && mayEdit ? edit(row, () => setEditing(false)) : details(row)}
      </Paper>
      {after?.(row)}
    </Stack>
  );
}
