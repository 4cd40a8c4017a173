import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FormAssignmentView,
  FormCreateInput,
  FormDetail,
  FormFillView,
  FormListView,
  FormRecipient,
  FormSubmissionView,
  FormTemplateView,
  FormUpdateInput,
} from '@app/domain';
import { useListQuery, type ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const FORMS_PATH = '/forms';
const formKey = (id: string) => ['form', id] as const;
const fillKey = (id: string) => ['form-fill', id] as const;

/** /forms for staff and partners: the filters of formFilters in @app/domain. */
export const useFormsList = () =>
  useListQuery<FormListView>({ path: FORMS_PATH, filterKeys: ['status', 'search'], defaultSort: '-created_at' });

/** /forms for a contractor or client user: the forms assigned to it. */
export const useMyFormsList = () =>
  useListQuery<FormAssignmentView>({
    path: '/form_assignments',
    filterKeys: ['status'],
    defaultSort: '-assigned_at',
  });

/** A form's submissions (its detail page), with their sort, version filter and CSV. */
export const useSubmissionsList = (id: string) =>
  useListQuery<FormSubmissionView>({
    path: `${FORMS_PATH}/${id}/submissions`,
    filterKeys: ['version'],
    defaultSort: '-submitted_at',
  });

export const useForm = (id: string) =>
  useQuery({
    queryKey: formKey(id),
    queryFn: ({ signal }) => api.get<FormDetail>(`${FORMS_PATH}/${id}`, { signal }),
    retry: false,
  });

export const useAssignments = (id: string) =>
  useQuery({
    queryKey: ['form-assignments', id],
    queryFn: ({ signal }) =>
      api.get<ListPage<FormAssignmentView>>(`${FORMS_PATH}/${id}/assignments`, {
        signal,
        params: { per_page: 100, sort: '-assigned_at' },
      }),
  });

export const useRecipients = (id: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['form-recipients', id, search],
    queryFn: ({ signal }) =>
      api.get<FormRecipient[]>(`${FORMS_PATH}/${id}/recipients`, { signal, params: { search: search || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useTemplates = () =>
  useQuery({
    queryKey: ['form-templates'],
    queryFn: ({ signal }) =>
      api.get<ListPage<FormTemplateView>>('/form_templates', { signal, params: { per_page: 100, sort: 'name' } }),
  });

export function useCreateForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormCreateInput) => api.post<FormDetail>(FORMS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', FORMS_PATH] }),
  });
}

/** Edit, publish and archive: each answers the form as it now is. */
export function useFormActions(id: string) {
  const client = useQueryClient();
  const saved = (f: FormDetail) => {
    client.setQueryData(formKey(id), f);
    void client.invalidateQueries({ queryKey: ['list', FORMS_PATH] });
  };
  const edit = useMutation({
    mutationFn: (body: FormUpdateInput) => api.patch<FormDetail>(`${FORMS_PATH}/${id}`, body),
    onSuccess: saved,
  });
  const publish = useMutation({
    mutationFn: () => api.post<FormDetail>(`${FORMS_PATH}/${id}/publish`),
    onSuccess: saved,
  });
  const archive = useMutation({
    mutationFn: () => api.post<FormDetail>(`${FORMS_PATH}/${id}/archive`),
    onSuccess: saved,
  });
  const assign = useMutation({
    mutationFn: (userIds: string[]) =>
      api.post<{ assigned: number; already_assigned: number }>(`${FORMS_PATH}/${id}/assignments`, {
        user_ids: userIds,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['form-assignments', id] });
      void client.invalidateQueries({ queryKey: formKey(id) });
    },
  });
  return { edit, publish, archive, assign };
}

export const useFill = (id: string) =>
  useQuery({
    queryKey: fillKey(id),
    queryFn: ({ signal }) => api.get<FormFillView>(`${FORMS_PATH}/${id}/fill`, { signal }),
    retry: false,
  });

export function useSubmitForm(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { answers: Record<string, unknown>; version: number }) =>
      api.post<FormFillView>(`${FORMS_PATH}/${id}/submissions`, body),
    onSuccess: (f) => {
      client.setQueryData(fillKey(id), f);
      void client.invalidateQueries({ queryKey: ['list', '/form_assignments'] });
    },
  });
}
