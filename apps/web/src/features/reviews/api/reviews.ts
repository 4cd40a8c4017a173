import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentView,
  DocumentView,
  ReviewCreateInput,
  ReviewDecisionBody,
  ReviewTypeCreateInput,
  ReviewTypeUpdateInput,
  ReviewTypeView,
  ReviewUpdateInput,
  ReviewView,
  ReviewWithdrawBody,
} from '@app/domain';
import { useListQuery, type ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const REVIEWS_PATH = '/reviews';
export const REVIEW_TYPES_PATH = '/reviews/types';
const reviewKey = (id: string) => ['review', id] as const;
const typeKey = (id: string) => ['review-type', id] as const;

/** The list's filters (reviewFilters in @app/domain): the URL and the API read the same names. */
export const useReviewsList = () =>
  useListQuery<ReviewView>({
    path: REVIEWS_PATH,
    filterKeys: ['status', 'kind', 'review_type_id', 'contractor_id', 'assignment_id'],
    defaultSort: '-created_at',
  });

export const useReview = (id: string) =>
  useQuery({
    queryKey: reviewKey(id),
    queryFn: ({ signal }) => api.get<ReviewView>(`${REVIEWS_PATH}/${id}`, { signal }),
    retry: false,
    enabled: id !== '',
  });

/** Edit, submit, decide and withdraw: each answers the review as it now is. */
export function useReviewActions(id: string) {
  const client = useQueryClient();
  const saved = (r: ReviewView) => {
    client.setQueryData(reviewKey(id), r);
    void client.invalidateQueries({ queryKey: ['list', REVIEWS_PATH] });
  };
  const edit = useMutation({
    mutationFn: (body: ReviewUpdateInput) => api.patch<ReviewView>(`${REVIEWS_PATH}/${id}`, body),
    onSuccess: saved,
  });
  const submit = useMutation({
    mutationFn: () => api.post<ReviewView>(`${REVIEWS_PATH}/${id}/submit`),
    onSuccess: saved,
  });
  const decide = useMutation({
    mutationFn: (body: ReviewDecisionBody) => api.post<ReviewView>(`${REVIEWS_PATH}/${id}/decision`, body),
    onSuccess: saved,
  });
  const withdraw = useMutation({
    mutationFn: (body: ReviewWithdrawBody) => api.post<ReviewView>(`${REVIEWS_PATH}/${id}/withdraw`, body),
    onSuccess: saved,
  });
  return { edit, submit, decide, withdraw };
}

export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreateInput) => api.post<ReviewView>(REVIEWS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', REVIEWS_PATH] }),
  });
}

export const useReviewTypesList = () =>
  useListQuery<ReviewTypeView>({
    path: REVIEW_TYPES_PATH,
    filterKeys: ['kind', 'active', 'search'],
    defaultSort: 'name',
  });

/** The active review types, for the create form's picker (partners see only active ones anyway). */
export const useActiveReviewTypes = () =>
  useQuery({
    queryKey: ['options', REVIEW_TYPES_PATH],
    queryFn: ({ signal }) =>
      api.get<ListPage<ReviewTypeView>>(REVIEW_TYPES_PATH, { params: { active: 'true', per_page: 200 }, signal }),
    select: (page) => page.data,
    staleTime: 60_000,
  });

export const useReviewType = (id: string) =>
  useQuery({
    queryKey: typeKey(id),
    queryFn: ({ signal }) => api.get<ReviewTypeView>(`${REVIEW_TYPES_PATH}/${id}`, { signal }),
    retry: false,
  });

export function useCreateReviewType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewTypeCreateInput) => api.post<ReviewTypeView>(REVIEW_TYPES_PATH, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['list', REVIEW_TYPES_PATH] });
      void client.invalidateQueries({ queryKey: ['options', REVIEW_TYPES_PATH] });
    },
  });
}

export function useEditReviewType(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewTypeUpdateInput) => api.patch<ReviewTypeView>(`${REVIEW_TYPES_PATH}/${id}`, body),
    onSuccess: (t) => {
      client.setQueryData(typeKey(id), t);
      void client.invalidateQueries({ queryKey: ['list', REVIEW_TYPES_PATH] });
      void client.invalidateQueries({ queryKey: ['options', REVIEW_TYPES_PATH] });
    },
  });
}

/** The worker's assignments (a performance review is of one of them). */
export const useWorkerAssignments = (contractorId: string) =>
  useQuery({
    queryKey: ['options', '/assignments', contractorId],
    queryFn: ({ signal }) =>
      api.get<ListPage<AssignmentView>>('/assignments', {
        params: { contractor_id: contractorId, per_page: 100 },
        signal,
      }),
    select: (page) => page.data.map((a) => ({ value: a.id, label: `${a.job_title} at ${a.client.name}` })),
    enabled: contractorId !== '',
  });

/** The worker's documents (a document review is of one of them). */
export const useWorkerDocuments = (contractorId: string) =>
  useQuery({
    queryKey: ['options', '/contractor_documents', contractorId],
    queryFn: ({ signal }) =>
      api.get<ListPage<DocumentView>>('/contractor_documents', {
        params: { owner_id: contractorId, per_page: 100 },
        signal,
      }),
    select: (page) => page.data.map((d) => ({ value: d.id, label: d.name })),
    enabled: contractorId !== '',
  });
