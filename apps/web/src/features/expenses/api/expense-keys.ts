import { useQueryClient } from '@tanstack/react-query';
import { fileToBase64 } from '../../../lib/api/upload-image';

export const EXPENSES_PATH = '/expenses';

/** A receipt as the API takes it: the file's name and its bytes in base64. */
export const receiptBody = async (file: File) => ({ filename: file.name, content_base64: await fileToBase64(file) });

export function useInvalidateExpenses() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['list', EXPENSES_PATH] });
}
