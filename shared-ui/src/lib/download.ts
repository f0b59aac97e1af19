import { api } from './api-client';

/**
 * Downloads a file the API builds (a CSV statement): through the API client, so the session's
 * token goes with it (a plain link could not carry it), then saved under `filename`.
 */
export async function downloadFromApi(path: string, params: Record<string, string>, filename: string): Promise<void> {
  const response = await api.get<Blob>(path, { params, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
