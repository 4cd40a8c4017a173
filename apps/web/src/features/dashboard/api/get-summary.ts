import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface SummaryCount {
  key: string;
  label: string;
  value: number;
}
export interface Summary {
  organization: string | null;
  counts: SummaryCount[];
}

const getSummary = () => api.get<Summary>('/summary');

export const useSummary = () => useQuery({ queryKey: ['summary'], queryFn: getSummary });
