import type { ImagePurpose, ImageView } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';

/** A file's bytes as base64 (the data URL FileReader gives, without its `data:…;base64,` head). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

export interface ImageUploadInput {
  file: File;
  purpose: ImagePurpose;
  partnerId?: string | undefined;
}

async function uploadImage({ file, purpose, partnerId }: ImageUploadInput): Promise<ImageView> {
  const content_base64 = await fileToBase64(file);
  return api.post<ImageView>('/images', { purpose, partner_id: partnerId, filename: file.name, content_base64 });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
