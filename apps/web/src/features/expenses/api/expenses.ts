/** The expense calls: the list, create (with its receipt), change, delete, the actions, and the receipt. */
import type { ComboboxItem } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentView,
  ExpenseAction,
  ExpenseActionBody,
  ExpenseCreate,
  ExpenseUpdate,
  ExpenseView,
} from '@app/domain';
import { useListQuery, type ListPage } from '../../../components/data-list/use-list-query';
import { api, request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { fileToBase64 } from '../../../lib/api/upload-image';

const EXPENSES_PATH = '/expenses';
const EXPENSE_FILTER_KEYS = [
  'status',
  'type',
  'client_id',
  'contractor_id',
  'paid',
  'search',
  'date_from',
  'date_to',
] as const;

export const useExpensesList = () =>
  useListQuery<ExpenseView>({ path: EXPENSES_PATH, filterKeys: EXPENSE_FILTER_KEYS, defaultSort: '-date' });

/** The create body the form builds; the receipt is a File until it is sent. */
export type ExpenseCreateDraft = Omit<ExpenseCreate, 'receipt'> & { receipt: File | null };

const receiptBody = async (file: File) => ({ filename: file.name, content_base64: await fileToBase64(file) });

function useInvalidateExpenses() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['list', EXPENSES_PATH] });
}

export function useCreateExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({ receipt, ...body }: ExpenseCreateDraft) =>
      api.post<ExpenseView>(EXPENSES_PATH, { ...body, receipt: receipt ? await receiptBody(receipt) : null }),
    onSuccess: invalidate,
  });
}

export function useUpdateExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({ id, body, receipt }: { id: string; body: ExpenseUpdate; receipt: File | null }) => {
      const saved = await api.patch<ExpenseView>(`${EXPENSES_PATH}/${id}`, body);
      return receipt ? api.put<ExpenseView>(`${EXPENSES_PATH}/${id}/receipt`, await receiptBody(receipt)) : saved;
    },
    // Also when the receipt is refused: the changes before it are saved, and the list must show them.
    onSettled: invalidate,
  });
}

export function useExpenseAction() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: ExpenseAction | 'delete';
      reason?: string;
    }): Promise<ExpenseView | null> => {
      if (action === 'delete') {
        await api.delete<void>(`${EXPENSES_PATH}/${id}`);
        return null;
      }
      const body: ExpenseActionBody = { action, ...(reason ? { reason } : {}) };
      return api.post<ExpenseView>(`${EXPENSES_PATH}/${id}/actions`, body);
    },
    onSuccess: invalidate,
  });
}

export async function downloadReceipt(expense: Pick<ExpenseView, 'id' | 'receipt'>) {
  const blob = await request<Blob>('GET', `${EXPENSES_PATH}/${expense.id}/receipt`, { responseType: 'blob' });
  saveBlob(blob, expense.receipt?.filename ?? 'receipt');
}

export interface AssignmentItem extends ComboboxItem {
  startDate: string;
}

/** Live assignments the user may enter expenses on (the API scopes them; contractors see their own). */
export const useAssignmentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['options', '/assignments', 'expenses'],
    queryFn: async ({ signal }): Promise<AssignmentItem[]> => {
      const page = await api.get<ListPage<AssignmentView>>('/assignments', {
        params: { status: 'live', per_page: 200 },
        signal,
      });
      return page.data.map((a) => ({
        value: a.id,
        label: `${a.contractor.name} · ${a.job_title} at ${a.client.name}`,
        startDate: a.start_date,
      }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/** The contractors this user may see, for the list filter. */
export const useExpenseContractorOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['options', '/contractors', 'expenses'],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<ContractorOption>>('/contractors', {
        params: { per_page: 100, sort: 'name' },
        signal,
      });
      return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
