import type { PaycheckPreviewRequest, PaycheckPreviewView } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

type DeepPartial<T> = T extends readonly (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The body as the form sends it: blanks are left out for the schema's defaults; the API answers 422 per field. */
export type PaycheckPreviewBody = DeepPartial<PaycheckPreviewRequest>;

const previewPaycheck = (body: PaycheckPreviewBody) => api.post<PaycheckPreviewView>('/paychecks/preview', body);

export const usePreviewPaycheck = () => useMutation({ mutationFn: previewPaycheck });
