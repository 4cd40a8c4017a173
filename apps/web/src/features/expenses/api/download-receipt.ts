import type { ExpenseView } from '@app/domain';
import { request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { EXPENSES_PATH } from './expense-keys';

export async function downloadReceipt(expense: Pick<ExpenseView, 'id' | 'receipt'>) {
  const blob = await request<Blob>('GET', `${EXPENSES_PATH}/${expense.id}/receipt`, { responseType: 'blob' });
  saveBlob(blob, expense.receipt?.filename ?? 'receipt');
}
