import { api } from '../../lib/api-client';
import type { DocumentKey, User } from '../../types';

/** `POST /auth/me/documents/:key` (multipart `file`): stores or replaces one sign-up document. */
export async function uploadDocument(
  key: DocumentKey,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<User>(`/auth/me/documents/${key}`, form, {
    // The client's JSON default would serialise the form; with this axios lets the browser
    // write the multipart boundary itself.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}
