import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { seesSeveralPartners, type AccessSubject } from '@app/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../lib/auth/use-session';
import { ArchiveButton } from './archive-button';
import { ActiveBadge, BackLink, DetailGate } from './detail-parts';
import { picksClient } from './reference-access';

/** What the edit form of a detail page gets: who edits, whether they pick a client, and how to close. */
export interface EditContext {
  subject: AccessSubject;
  withClient: boolean;
  done: () => void;
}

interface Props<T extends { active: boolean }> {
  query: UseQueryResult<T>;
  /** "work location", "job": names the load error and the archive question. */
  noun: string;
  back: { to: string; label: string };
  title: (row: T) => string;
  /** Who sees Edit and Archive/Restore (the API enforces the same rule). */
  canEdit: (subject: AccessSubject) => boolean;
  setActive: (active: boolean) => Promise<unknown>;
  edit: (row: T, context: EditContext) => ReactNode;
  details: (row: T, context: { showPartner: boolean }) => ReactNode;
}

/**
 * The frame every reference detail page shares: loading/not-found/error, back link, title with the
 * Active/Archived badge, Edit and Archive/Restore for those who may change it, then either the read
 * view or the edit form in one panel.
 */
export function ReferenceDetailPage<T extends { active: boolean }>({
  query,
  noun,
  back,
  title,
  canEdit,
  setActive,
  edit,
  details,
}: Props<T>) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const mayEdit = session !== null && canEdit(session.subject);
  return (
    <DetailGate query={query} noun={noun}>
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to={back.to} label={back.label} />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{title(row)}</Title>
              <ActiveBadge active={row.active} />
            </Group>
            {mayEdit && !editing && (
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
                <ArchiveButton noun={noun} name={title(row)} active={row.active} onChange={setActive} />
              </Group>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing && session
              ? edit(row, {
                  subject: session.subject,
                  withClient: picksClient(session.subject),
                  done: () => setEditing(false),
                })
              : details(row, { showPartner: session !== null && seesSeveralPartners(session.subject) })}
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
