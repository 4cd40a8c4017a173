import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconCheck } from '@tabler/icons-react';
import { SAVED_VIEW_NAME_MAX, VIEW_QUERY_DROPPED_KEYS, type SavedView } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../lib/api/errors';
import { toast } from '../../lib/notify';
import { ConfirmButton } from '../confirm-button';
import { useDeleteView, useSavedViews, useSaveView } from './saved-views-api';

interface Props {
  tableName: string;
  /** The user the views are kept for (the real admin while acting as someone). */
  platformUserId: string;
  /** The columns hidden now: what "Save current view" keeps beside the filters. */
  hiddenColumns: readonly string[];
  onApplyHidden: (hidden: readonly string[]) => void;
}

/** The list's query as a view keeps it: its filters, sort and page size, never its page. */
export function viewQueryOf(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  for (const key of VIEW_QUERY_DROPPED_KEYS) copy.delete(key);
  copy.sort();
  return copy.toString();
}

function SaveViewModal({
  onClose,
  onSave,
  pending,
}: {
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
  pending: boolean;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Name the view');
    try {
      await onSave(name.trim());
    } catch (err) {
      setError(toApiError(err).message);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Save current view" centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Keeps this list's filters, sort and columns under a name, for you only.
          </Text>
          <TextInput
            label="Name"
            data-autofocus
            value={name}
            maxLength={SAVED_VIEW_NAME_MAX}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save view
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ManageViewsModal({
  views,
  onClose,
  onDelete,
}: {
  views: SavedView[];
  onClose: () => void;
  onDelete: (v: SavedView) => Promise<void>;
}) {
  return (
    <Modal opened onClose={onClose} title="Saved views" centered>
      <Stack gap="sm">
        {views.length === 0 && <Text c="dimmed">No saved views of this list.</Text>}
        {views.map((v) => (
          <Group key={v.id} justify="space-between" wrap="nowrap">
            <Text truncate>{v.name}</Text>
            <ConfirmButton
              label="Delete"
              title={`Delete the view "${v.name}"?`}
              message="The list itself and its records are not changed."
              confirmLabel="Delete view"
              color="red"
              variant="subtle"
              onConfirm={() => onDelete(v)}
            />
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

/**
 * A list's saved views (issue 16, decision 0093): apply one (its filters, sort and columns), save the current
 * list under a name, delete one after confirming. Each user's own; loaded when the menu first opens.
 */
export function SavedViewsMenu({ tableName, platformUserId, hiddenColumns, onApplyHidden }: Props) {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const views = useSavedViews(platformUserId, tableName, opened || dialog !== null);
  const save = useSaveView(platformUserId, tableName);
  const remove = useDeleteView(platformUserId, tableName);
  const current = viewQueryOf(params);
  const hiddenKey = [...hiddenColumns].sort().join(',');
  const isCurrent = (v: SavedView) => v.query === current && [...v.hidden_columns].sort().join(',') === hiddenKey;

  const apply = (v: SavedView) => {
    setParams(new URLSearchParams(v.query));
    onApplyHidden(v.hidden_columns);
  };
  const saveCurrent = async (name: string) => {
    await save.mutateAsync({ table: tableName, name, query: current, hidden_columns: [...hiddenColumns] });
    toast.success(`View "${name}" saved`);
    setDialog(null);
  };
  const deleteView = async (v: SavedView) => {
    await remove.mutateAsync(v.id);
    toast.success(`View "${v.name}" deleted`);
  };

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md">
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />}>
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.isPending && <Menu.Label>Loading views…</Menu.Label>}
          {views.isError && <Menu.Label>Views could not be loaded</Menu.Label>}
          {views.data?.length === 0 && <Menu.Label>No saved views yet</Menu.Label>}
          {views.data?.map((v) => (
            <Menu.Item
              key={v.id}
              onClick={() => apply(v)}
              rightSection={isCurrent(v) ? <IconCheck size={14} aria-label="Shown now" /> : null}
            >
              {v.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>Save current view…</Menu.Item>
          {(views.data?.length ?? 0) > 0 && <Menu.Item onClick={() => setDialog('manage')}>Manage views…</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' && (
        <SaveViewModal onClose={() => setDialog(null)} onSave={saveCurrent} pending={save.isPending} />
      )}
      {dialog === 'manage' && (
        <ManageViewsModal views={views.data ?? []} onClose={() => setDialog(null)} onDelete={deleteView} />
      )}
    </>
  );
}
