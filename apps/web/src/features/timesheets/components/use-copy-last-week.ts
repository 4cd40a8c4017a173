import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast, toastError } from '../../../lib/notify';
import { fetchTimesheetWeek } from '../api/get-timesheet-week';
import { copiedRows, type DraftRow } from '../lib/draft-rows';

/**
 * "Copy last week": reads the previous workweek (through the week's query cache) and hands its shifts on
 * this assignment to `add` as unsaved drafts a week later; nothing is sent until the week is saved.
 */
export function useCopyLastWeek(add: (copies: DraftRow[]) => void) {
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const copy = async (previousWeekStart: string, assignmentId: string, contractorId: string | undefined) => {
    setCopying(true);
    try {
      const previous = await fetchTimesheetWeek(queryClient, {
        week_start: previousWeekStart,
        contractor_id: contractorId,
      });
      const copies = copiedRows(
        previous.days.flatMap((d) => d.entries),
        assignmentId,
      );
      if (copies.length === 0) {
        toast.info('Last week has no shifts on this assignment to copy.');
        return;
      }
      add(copies);
      const noun = copies.length === 1 ? 'shift' : 'shifts';
      toast.success(`Copied ${copies.length} ${noun} from last week: review and save.`);
    } catch (err) {
      toastError(err);
    } finally {
      setCopying(false);
    }
  };
  return { copying, copy };
}
