import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTE_EDIT_MINUTES, NOTE_MAX_LENGTH, type NoteSubjectType, type NoteView } from '@app/domain';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { toast, toastError } from '../../lib/notify';
import { ConfirmButton } from '../confirm-button';
import { formatMoment } from '../data-list/format';

const NOTES = '/notes';
const notesKey = (type: NoteSubjectType, id: string) => ['notes', type, id] as const;

/** Every list of notes read again after a change (this record's and /notes). */
function useNotesSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['notes'] }),
      client.invalidateQueries({ queryKey: ['list', NOTES] }),
    ]);
}

function NoteItem({ note }: { note: NoteView }) {
  const saved = useNotesSaved();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.body);
  const edit = useMutation({
    mutationFn: (body: string) => api.patch<NoteView>(`${NOTES}/${note.id}`, { body }),
    onSuccess: async () => {
      await saved();
      setEditing(false);
      toast.success('Note saved');
    },
    onError: toastError,
  });
  return (
    <Card withBorder padding="sm" data-testid="note">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {note.author?.name ?? 'Unknown'} · {formatMoment(note.created_at)}
            {note.updated_at ? ' · edited' : ''}
          </Text>
          <Group gap="xs">
            {note.can_edit && !editing && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {note.can_archive && (
              <ConfirmButton
                label="Archive"
                title="Archive this note?"
                message="It leaves the record's notes; it is kept, archived, and never deleted."
                color="red"
                variant="subtle"
                onConfirm={async () => {
                  await api.post(`${NOTES}/${note.id}/archive`);
                  await saved();
                }}
              />
            )}
          </Group>
        </Group>
        {editing ? (
          <Stack gap="xs">
            <Textarea
              aria-label="Edit note"
              value={text}
              maxLength={NOTE_MAX_LENGTH}
              rows={3}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button size="xs" loading={edit.isPending} disabled={!text.trim()} onClick={() => edit.mutate(text)}>
                Save
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.body}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The notes of one record (decision 0072), for the tenant's staff: newest first, with author and time,
 * a box to add one, Edit for its author within NOTE_EDIT_MINUTES, and Archive (asked first).
 */
export function NotesPanel({ subjectType, subjectId }: { subjectType: NoteSubjectType; subjectId: string }) {
  const saved = useNotesSaved();
  const [text, setText] = useState('');
  const notes = useQuery({
    queryKey: notesKey(subjectType, subjectId),
    queryFn: ({ signal }) =>
      api.get<{ data: NoteView[]; total: number }>(NOTES, {
        signal,
        params: { subject_type: subjectType, subject_id: subjectId, per_page: 100 },
      }),
    retry: false,
  });
  const add = useMutation({
    mutationFn: (body: string) => api.post<NoteView>(NOTES, { subject_type: subjectType, subject_id: subjectId, body }),
    onSuccess: async () => {
      setText('');
      await saved();
    },
    onError: toastError,
  });
  const rows = notes.data?.data ?? [];
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="notes-heading">
      <Title order={2} size="h4" id="notes-heading">
        Notes
      </Title>
      <Text size="xs" c="dimmed">
        Seen by staff only, never by the worker or the client. A note can be edited by its author for{' '}
        {NOTE_EDIT_MINUTES} minutes.
      </Text>
      <Textarea
        aria-label="New note"
        placeholder="Add a note"
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={2}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group>
        <Button size="xs" loading={add.isPending} disabled={!text.trim()} onClick={() => add.mutate(text)}>
          Add note
        </Button>
      </Group>
      {notes.isLoading && <Text size="sm">Loading notes…</Text>}
      {notes.isError && <Text size="sm">The notes could not be loaded.</Text>}
      {notes.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      )}
      {rows.map((n) => (
        <NoteItem key={n.id} note={n} />
      ))}
    </Stack>
  );
}
