/** The calls of the employee handbook (decision 0076): versions, acknowledgements, the worker's own. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HandbookAckView,
  HandbookPendingView,
  HandbookPublishInput,
  HandbookRemind,
  HandbookRemindResult,
  HandbookView,
  MyHandbook,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { openFileLink } from '../../../lib/api/download';
import { fileToBase64 } from '../../../lib/api/upload-image';

export const HANDBOOKS_PATH = '/handbooks';
export const ACKS_PATH = '/handbook_acknowledgements';
export const PENDING_PATH = '/handbook_acknowledgements/pending';
export const MY_HANDBOOK_PATH = '/employee_handbook';
const myKey = ['employee-handbook', 'mine'] as const;

export const useHandbooksList = () =>
  useListQuery<HandbookView>({
    path: HANDBOOKS_PATH,
    filterKeys: ['partner_id', 'current'],
    defaultSort: '-published_at',
  });

export const useAcknowledgementsList = () =>
  useListQuery<HandbookAckView>({
    path: ACKS_PATH,
    filterKeys: ['handbook_id', 'contractor_id'],
    defaultSort: '-acknowledged_at',
  });

/** The W-2 workers who have not acknowledged their current version (decision 0081). */
export const usePendingList = () =>
  useListQuery<HandbookPendingView>({ path: PENDING_PATH, filterKeys: ['partner_id', 'q'], defaultSort: 'worker' });

/** Reminds the workers named, or everyone pending the caller sees (at most once a day each). */
export function useRemindHandbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HandbookRemind) => api.post<HandbookRemindResult>(`${ACKS_PATH}/remind`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', PENDING_PATH] }),
  });
}

export interface HandbookUploadBody {
  fields: Omit<HandbookPublishInput, 'filename' | 'content_base64'>;
  file: File;
}

export function usePublishHandbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, file }: HandbookUploadBody) =>
      api.post<HandbookView>(HANDBOOKS_PATH, {
        ...fields,
        filename: file.name,
        content_base64: await fileToBase64(file),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', HANDBOOKS_PATH] }),
  });
}

export const openHandbook = (id: string) => openFileLink(`${HANDBOOKS_PATH}/${id}/file_link`);

/* the worker's own */

export const useMyHandbook = () =>
  useQuery({
    queryKey: myKey,
    queryFn: ({ signal }) => api.get<MyHandbook>(MY_HANDBOOK_PATH, { signal }),
    retry: false,
  });

export const openMyHandbook = () => openFileLink(`${MY_HANDBOOK_PATH}/file_link`);

export function useAcknowledgeHandbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { handbook_id: string; sha256: string }) =>
      api.post<MyHandbook>(`${MY_HANDBOOK_PATH}/acknowledge`, body),
    onSuccess: (data) => client.setQueryData(myKey, data),
  });
}
