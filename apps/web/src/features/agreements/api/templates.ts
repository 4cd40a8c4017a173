import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TemplateCreate,
  TemplateDetail,
  TemplateKind,
  TemplatePreview,
  TemplatePreviewView,
  TemplateUpdate,
  TemplateView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { TEMPLATES_PATH, templateQueryKey } from './agreement-keys';

const TEMPLATE_FILTER_KEYS = ['search', 'owner', 'category', 'archived', 'partner_id'] as const;

/** Agreement or document templates the caller sees (the platform's and its partner's). */
export const useTemplatesList = (kind: TemplateKind) =>
  useListQuery<TemplateView>({ path: TEMPLATES_PATH[kind], filterKeys: TEMPLATE_FILTER_KEYS, defaultSort: 'name' });

export const useTemplate = (kind: TemplateKind, id: string | null) =>
  useQuery({
    queryKey: templateQueryKey(kind, id ?? ''),
    queryFn: ({ signal }) => api.get<TemplateDetail>(`${TEMPLATES_PATH[kind]}/${id}`, { signal }),
    enabled: Boolean(id),
    retry: false,
  });

/** Create, change, or save a new version: each answers the template with its versions. */
export function useSaveTemplate(kind: TemplateKind) {
  const queryClient = useQueryClient();
  const path = TEMPLATES_PATH[kind];
  const saved = (t: TemplateDetail) => {
    queryClient.setQueryData(templateQueryKey(kind, t.id), t);
    void queryClient.invalidateQueries({ queryKey: ['list', path] });
  };
  return {
    create: useMutation({ mutationFn: (b: TemplateCreate) => api.post<TemplateDetail>(path, b), onSuccess: saved }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TemplateUpdate }) =>
        api.patch<TemplateDetail>(`${path}/${id}`, body),
      onSuccess: saved,
    }),
    addVersion: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        api.post<TemplateDetail>(`${path}/${id}/versions`, { body }),
      onSuccess: saved,
    }),
  };
}

/** The editor's preview: the text merged with a worker's values, or sample values. */
export const previewTemplate = (kind: TemplateKind, body: TemplatePreview) =>
  api.post<TemplatePreviewView>(`${TEMPLATES_PATH[kind]}/preview`, body);
