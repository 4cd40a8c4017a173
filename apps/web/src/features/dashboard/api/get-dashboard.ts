import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@app/domain';
import { api } from '../../../lib/api/client';

const getDashboard = () => api.get<Dashboard>('/summary/dashboard');

/** The caller's dashboard: figures, lists and trend (GET /v2/summary/dashboard). */
export const useDashboard = () => useQuery({ queryKey: ['summary', 'dashboard'], queryFn: getDashboard });
