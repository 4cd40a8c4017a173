import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { BulkDecision, BulkDecisionBody, BulkDecisionResult } from '@app/domain';
import { useCallback, useState } from 'react';
import { toApiError } from '../../lib/api/errors';
import { toast } from '../../lib/notify';
import type { DataListSelection } from '../data-list/data-list';
import { ReasonDialog } from '../reason-dialog';
import { useReturnFocus } from '../use-return-focus';

/** "1 expense", "3 expenses". */
export interface Noun {
  one: string;
  many: string;
}
const counted = (n: number, noun: Noun) => `${n} ${n === 1 ? noun.one : noun.many}`;
const PAST: Record<BulkDecision, string> = { approve: 'approved', reject: 'rejected' };

/** What the answer says in a toast: how many were decided, and how many were so already (decision 0109). */
export function resultMessage(r: BulkDecisionResult, noun: Noun): string {
  const done = `${counted(r.count, noun)} ${PAST[r.action]}`;
  if (r.unchanged.length === 0) return done;
  const already = `${counted(r.unchanged.length, noun)} ${r.unchanged.length === 1 ? 'was' : 'were'} already ${PAST[r.action]}`;
  return `${done}; ${already}`;
}

/**
 * The chosen rows of one page (a selection made on another page, filter or sort starts empty), for
 * bulk decisions: `selectable` is the rule the row's own Approve/Reject buttons follow.
 */
export function useBulkSelection<Row extends { id: string }>(
  listKey: string,
  selectable: (row: Row) => boolean,
  rowLabel: (row: Row) => string,
) {
  const [state, setState] = useState<{ key: string; rows: Row[] }>({ key: '', rows: [] });
  const selected = state.key === listKey ? state.rows : [];
  // Decided rows change status: they leave the selection (they are no longer selectable either).
  const drop = useCallback(
    (ids: readonly string[]) => setState((s) => ({ key: s.key, rows: s.rows.filter((r) => !ids.includes(r.id)) })),
    [],
  );
  const clear = useCallback(() => setState({ key: '', rows: [] }), []);
  const selection: DataListSelection<Row> = {
    selected,
    onChange: (rows) => setState({ key: listKey, rows }),
    isSelectable: selectable,
    rowLabel,
  };
  return { selected, selection, drop, clear };
}

interface BarProps {
  count: number;
  noun: Noun;
  /** Sends the decision; the answer's rows leave the selection. */
  decide: (body: BulkDecisionBody) => Promise<BulkDecisionResult>;
  ids: string[];
  onDecided: (ids: string[]) => void;
  onClear: () => void;
  /** Who reads a rejection's reason: "The contractor sees this reason." */
  reasonDescription?: string;
}

/** The bar over a list with chosen rows: the count, Approve / Reject selected (each confirmed), Clear. */
export function BulkDecisionBar({ count, noun, decide, ids, onDecided, onClear, reasonDescription }: BarProps) {
  const [asking, setAsking] = useState<BulkDecision | null>(null);
  const what = counted(count, noun);
  const run = async (body: BulkDecisionBody) => {
    const result = await decide(body);
    toast.success(resultMessage(result, noun));
    onDecided([...result.ids, ...result.unchanged]);
    setAsking(null);
  };
  if (count === 0) return null;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Bulk actions">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {count} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => setAsking('approve')}>
            Approve selected
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setAsking('reject')}>
            Reject selected
          </Button>
          <Button size="xs" variant="default" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
      {asking === 'approve' && (
        <ApproveDialog
          title={`Approve ${what}?`}
          onConfirm={() => run({ action: 'approve', ids })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={`Reject ${what}?`}
          description={reasonDescription}
          requiredMessage="Give a reason for rejecting"
          confirmLabel={`Reject ${what}`}
          onConfirm={(reason) => run({ action: 'reject', ids, reason })}
          onClose={() => setAsking(null)}
        >
          <Text>The same reason is recorded on each of them.</Text>
        </ReasonDialog>
      )}
    </Paper>
  );
}

/** "Approve 3 expenses?": a refusal stays in the dialog, naming every refused row (nothing was changed). */
function ApproveDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  useReturnFocus();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={() => !pending && onClose()} title={title}>
      <Stack>
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not approve">
            {error}
          </Alert>
        )}
        <Text>Each of them is approved as if approved on its own; if any cannot be, none is.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button loading={pending} onClick={() => void confirm()} data-autofocus>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
