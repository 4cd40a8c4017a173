import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayrollFrequency, WorkPeriodView } from '@app/domain';
import { api } from '../../../lib/api/client';

const WORK_PERIODS_PATH = '/work_periods';
export const workPeriodsKey = ['work-periods'] as const;

/** A calendar to preview: the saved one, or the form's values before they are saved. */
export interface PeriodsPreview {
  frequency?: PayrollFrequency;
  anchor_date?: string;
  pay_day_offset_days?: number;
}

const getWorkPeriods = (count: number, preview: PeriodsPreview, signal?: AbortSignal) =>
  api.get<{ data: WorkPeriodView[]; total: number }>(WORK_PERIODS_PATH, {
    params: { count, ...preview },
    signal,
  });

export const useWorkPeriods = (count: number, preview: PeriodsPreview) =>
  useQuery({
    queryKey: [...workPeriodsKey, count, preview],
    queryFn: ({ signal }) => getWorkPeriods(count, preview, signal),
    placeholderData: keepPreviousData,
  });
