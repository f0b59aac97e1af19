import { HttpResponse } from 'msw';
import type { User } from '@teranga/shared-ui';
import { db } from '../db';

/** shared-ui's default API base; the mocks answer there in tests and in standalone dev alike. */
export const API_URL = 'http://localhost:8000/api';

/** The user a `Bearer mock-access:<id>[:rotation]` header stands for, or null. */
export function currentUser(request: Request): User | null {
  const match = /^Bearer mock-access:([^:\s]+)/.exec(request.headers.get('Authorization') ?? '');
  return db.users.find((user) => user.id === match?.[1]) ?? null;
}

/** An error the way the API sends it: a French `detail` that screens show as is. */
export function problem(status: number, detail: string) {
  return HttpResponse.json({ detail }, { status });
}

export const unauthorized = () => problem(401, 'Non authentifié');
