import axios from 'axios';

import { api } from './api-client';

/**
 * Downloads a file the API builds (a CSV statement): through the API client, so the session's
 * token goes with it (a plain link could not carry it), then saved under `filename`. An error
 * answer arrives as a Blob too: it is read back into JSON, so `getErrorDetail` finds the API's
 * French `detail` as for any other call.
 */
export async function downloadFromApi(path: string, params: Record<string, string>, filename: string): Promise<void> {
  let data: Blob;
  try {
    data = (await api.get<Blob>(path, { params, responseType: 'blob' })).data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await error.response.data.text()) as unknown;
      } catch {
        // Not JSON: the caller's fallback message applies.
      }
    }
    throw error;
  }
  const url = URL.createObjectURL(data);
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
