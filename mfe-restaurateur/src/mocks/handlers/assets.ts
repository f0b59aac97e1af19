import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../db';

const PALETTE = ['#a63d1e', '#e9a21b', '#1e5b3a', '#1d4e89', '#8f3418'];

/** A plain coloured tile standing in for the API's generated dish and restaurant pictures. */
function placeholderSvg(name: string): string {
  const colour = PALETTE[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="80" fill="#fff8f0" opacity="0.35"/></svg>`;
}

// Standalone mode only: the page's <img> requests to the API origin go through the worker too.
export const assetHandlers = [
  http.get(
    `${MOCK_API_URL}/static/images/:name`,
    ({ params }) =>
      new HttpResponse(placeholderSvg(String(params.name)), { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
  http.get(`${MOCK_API_URL}/uploads/:name`, ({ params }) => {
    const upload = db.uploads.get(String(params.name));
    if (!upload) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type } });
  }),
];
