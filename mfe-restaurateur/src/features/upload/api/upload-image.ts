import { api, type UploadResult } from '@teranga/shared-ui';

/** `POST /upload/image` (multipart field `file`) → the API-relative `url` of the stored image. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadResult>('/upload/image', form);
  return data.url;
}
