import { Button } from '@mantine/core';
import { canInvoiceTransactions, canSeeTransactions, LEDGER_MOVABLE_STATUSES, type LedgerItemView } from '@app/domain';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useUpdateTransactionItem } from '../api/update-transaction-item';

/**
 * Hold an item back from the next invoice or payroll, or release it. Only for an admin or the employer's
 * owner, and only while the item is pending, approved or on hold (invoiced and paid never move by hand).
 */
export function ItemStatusButton({ item }: { item: LedgerItemView }) {
  const subject = useSession()?.subject;
  const update = useUpdateTransactionItem();
  if (!subject || !canSeeTransactions(subject) || !canInvoiceTransactions(subject)) return null;
  if (!LEDGER_MOVABLE_STATUSES.includes(item.status)) return null;
  const next = item.status === 'hold' ? 'approved' : 'hold';
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={next === 'hold' ? 'orange' : 'blue'}
      loading={update.isPending}
      onClick={() =>
        update.mutate(
          { id: item.id, status: next },
          {
            onSuccess: () => toast.success(next === 'hold' ? 'Item on hold' : 'Item released'),
            onError: toastError,
          },
        )
      }
      aria-label={`${next === 'hold' ? 'Hold' : 'Release'} item ${item.id}`}
    >
      {next === 'hold' ? 'Hold' : 'Release'}
    </Button>
  );
}
