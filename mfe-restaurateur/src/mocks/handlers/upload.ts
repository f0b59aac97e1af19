import { http, HttpResponse } from 'msw';
import { LIMITS, type UploadResult } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { caller } from './guards';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const uploadHandlers = [
  http.post(`${MOCK_API_URL}/upload/image`, async ({ request }) => {
    caller(request, ['restaurateur', 'admin']);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !(file instanceof Blob)) return problem(400, 'Le champ « file » est obligatoire');
    if (file.size > LIMITS.maxImageBytes) return problem(413, 'La taille du fichier ne doit pas dépasser 5MB');
    // The API reads the bytes; the mock trusts the declared type.
    const extension = EXTENSIONS[file.type];
    if (!extension) return problem(415, 'Veuillez sélectionner une image');
    const name = `${crypto.randomUUID().replaceAll('-', '')}.${extension}`;
    db.uploads.set(name, { type: file.type, bytes: await file.arrayBuffer() });
    return HttpResponse.json<UploadResult>({ url: `/api/uploads/${name}` }, { status: 201 });
  }),
];
