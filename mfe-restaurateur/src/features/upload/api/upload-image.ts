import { useIsMutating, useMutation } from '@tanstack/react-query';
import { api, type UploadResult } from '@teranga/shared-ui';
import { IMAGE_MESSAGES } from '../lib/validate-image';

const uploadImageKey = ['upload', 'image'] as const;

/** `POST /upload/image` (multipart field `file`) → the API-relative `url` of the stored image. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadResult>('/upload/image', form);
  return data.url;
}

export const useUploadImage = () =>
  useMutation({
    mutationKey: uploadImageKey,
    mutationFn: uploadImage,
    meta: { successMessage: IMAGE_MESSAGES.uploaded, errorMessage: IMAGE_MESSAGES.uploadFailed },
  });

/** True while a picked image is on its way: the form around it holds its submit. */
export const useImageUploading = () => useIsMutating({ mutationKey: uploadImageKey }) > 0;
