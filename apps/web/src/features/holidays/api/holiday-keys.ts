import { useQueryClient } from '@tanstack/react-query';

export const HOLIDAYS_PATH = '/holidays';

export function useInvalidateHolidays() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['list', HOLIDAYS_PATH] });
}
