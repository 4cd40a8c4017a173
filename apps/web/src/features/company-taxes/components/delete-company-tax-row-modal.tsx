import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useDeleteCompanyTaxRow } from '../api/delete-company-tax-row';

/** Asks before deleting a registration or a workers' comp rate: `what` names it ("the TX registration for 2026"). */
export function DeleteCompanyTaxRowModal({
  path,
  id,
  title,
  what,
  onClose,
}: {
  path: string;
  id: string;
  title: string;
  what: string;
  onClose: () => void;
}) {
  useReturnFocus();
  const mutation = useDeleteCompanyTaxRow(path);
  const error = mutation.isError ? toApiError(mutation.error) : null;
  return (
    <Modal opened onClose={() => !mutation.isPending && onClose()} title={title}>
      <Stack>
        <Text size="sm">Delete {what}? Paychecks figured from now on will no longer use it.</Text>
        {error && !error.silent && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(id, {
                onSuccess: () => {
                  toast.success(`Deleted ${what}`);
                  onClose();
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
