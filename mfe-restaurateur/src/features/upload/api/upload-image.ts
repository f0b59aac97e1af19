import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type UploadResult } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';

const uploadImageKey = ['upload', 'image'] as const;

/** `POST /upload/image` (multipart field `file`) → the API-relative `url` of the stored image. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadResult>('/upload/image', form);
  return data.url;
}

export function useUploadImage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return useMutation({
    mutationKey: uploadImageKey,
    mutationFn: uploadImage,
    meta: { successMessage: t('upload.done'), errorMessage: t('upload.failed') },
  });
}

/** True while a picked image is on its way: the form around it holds its submit. */
export const useImageUploading = () => useIsMutating({ mutationKey: uploadImageKey }) > 0;
