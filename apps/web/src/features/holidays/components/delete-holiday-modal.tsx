import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HolidayView } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatCalendarDate } from '../../../components/data-list/format';

export function DeleteHolidayModal({ holiday, onClose }: { holiday: HolidayView; onClose: () => void }) {
  useReturnFocus();
  const mutation = useDeleteHoliday();
  const error = mutation.isError ? toApiError(mutation.error) : null;
  return (
    <Modal opened onClose={() => !mutation.isPending && onClose()} title="Delete this holiday?">
      <Stack>
        <Text size="sm">
          {holiday.name} on {formatCalendarDate(holiday.date)}
          {holiday.region ? ` (${holiday.region})` : ''} is no longer a paid holiday for this employer.
        </Text>
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
              mutation.mutate(holiday.id, {
                onSuccess: () => {
                  toast.success(`${holiday.name} deleted`);
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
