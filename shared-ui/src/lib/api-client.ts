import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { DEFAULT_API_URL, STORAGE_KEYS } from '../config/constants';
import { currentLocale } from '../i18n/i18n';
import { OFFLINE_HEADER, reportApiReachable } from './connectivity';
import { useSession } from '../stores/session';
import type { RefreshResult } from '../types';
import { readItem } from './storage';

export interface ApiConfig {
  /** Base URL including the '/api' prefix, e.g. 'https://api.teranga.fr/api'. */
  baseURL?: string;
  /** Called once when a token refresh fails, after the session has been cleared. */
  onAuthFailure?: () => void;
}

function buildTimeApiUrl(): string | undefined {
  try {
    // The bundler substitutes this exact expression at build time; a browser without the
    // substitution has no `process` and lands in the catch.
    // eslint-disable-next-line @typescript-eslint/ban-ts-comment -- typed in some workspaces (node types), not in others
    // @ts-ignore -- `process` is only typed where Node types are loaded
    const value: unknown = process.env.TERANGA_API_URL;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function defaultAuthFailure(): void {
  if (typeof window !== 'undefined') window.location.assign('/login');
}

const settings: { baseURL: string; onAuthFailure: () => void } = {
  baseURL: stripTrailingSlash(buildTimeApiUrl() ?? DEFAULT_API_URL),
  onAuthFailure: defaultAuthFailure,
};

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const api: AxiosInstance = axios.create({
  baseURL: settings.baseURL,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

export function configureApi(config: ApiConfig): void {
  if (config.baseURL !== undefined) {
    settings.baseURL = stripTrailingSlash(config.baseURL);
    api.defaults.baseURL = settings.baseURL;
  }
  if (config.onAuthFailure !== undefined) settings.onAuthFailure = config.onAuthFailure;
}

export function getApiBaseUrl(): string {
  return settings.baseURL;
}

/** Calls that must never trigger a refresh: their 401 means bad credentials, not an expired token. */
const AUTH_ENDPOINTS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

function isAuthEndpoint(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?')[0] ?? '';
  return AUTH_ENDPOINTS.some((endpoint) => path === endpoint || path.endsWith(endpoint));
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

api.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  // Calls that pass their own token (payments, uploads) keep it.
  if (!headers.has('Authorization')) {
    const token = readItem(STORAGE_KEYS.accessToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  // A JSON content type would make axios serialise FormData to JSON; the browser must set the
  // multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    headers.delete('Content-Type');
  }
  // The API answers its messages (`detail`) in the interface's language.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLocale());
  config.headers = headers;
  return config;
});

/** The refresh in flight, shared by every request that hit a 401 meanwhile. */
let refreshInFlight: Promise<string> | null = null;

const REFRESH_LOCK = 'teranga-token-refresh';

/**
 * Our API rotates refresh tokens and revokes the whole session when one is reused, so two tabs
 * must never refresh at once: the Web Locks API serialises them, and a tab that waited finds the
 * token the other tab stored and uses it instead of spending the (now dead) refresh token again.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

function refreshAccessToken(expiredToken: string | null): Promise<string> {
  refreshInFlight ??= withRefreshLock(async () => {
    try {
      const stored = readItem(STORAGE_KEYS.accessToken);
      if (stored && expiredToken && stored !== expiredToken) {
        useSession.getState().restore();
        return stored;
      }
      const refreshToken = readItem(STORAGE_KEYS.refreshToken);
      if (!refreshToken) throw new Error('No refresh token stored');
      // A bare axios call: going through `api` would re-enter these interceptors.
      const { data } = await axios.post<RefreshResult>(
        `${settings.baseURL}/auth/refresh`,
        { refresh_token: refreshToken },
        { headers: { 'Content-Type': 'application/json' } },
      );
      if (!data || typeof data.access_token !== 'string' || data.access_token === '') {
        throw new Error('Refresh answer without access_token');
      }
      useSession.getState().setTokens(data.access_token, data.refresh_token);
      return data.access_token;
    } catch (error) {
      useSession.getState().signOut();
      settings.onAuthFailure();
      throw error;
    }
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
}

// Each answer tells whether the API was reached: one from the service worker's cache, or none at
// all, shows 'Hors ligne' (lib/connectivity.ts).
api.interceptors.response.use(
  (response) => {
    reportApiReachable(!response.headers[OFFLINE_HEADER]);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) reportApiReachable(error.response ? !error.response.headers[OFFLINE_HEADER] : false);
    throw error;
  },
);

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const original = error.config as RetriableConfig | undefined;
  if (
    !axios.isAxiosError(error) ||
    error.response?.status !== 401 ||
    !original ||
    original._retried ||
    isAuthEndpoint(original.url)
  ) {
    throw error;
  }
  original._retried = true;

  // A request sent with a token that has since been replaced (a refresh finished while it was in
  // flight) only needs the new token, not another refresh.
  const current = readItem(STORAGE_KEYS.accessToken);
  const used = bearerOf(original);
  let token: string;
  if (current && used && current !== used && !refreshInFlight) {
    token = current;
    // The new token may come from another tab: the shared store must follow.
    if (useSession.getState().accessToken !== current) useSession.getState().restore();
  } else {
    try {
      token = await refreshAccessToken(used);
    } catch {
      throw error;
    }
  }

  const headers = AxiosHeaders.from(original.headers);
  headers.set('Authorization', `Bearer ${token}`);
  original.headers = headers;
  return api.request(original);
});

/** The API's `detail` message when it is a readable string, else the given French fallback. */
export function getErrorDetail(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    // Every API error, validation included, is `{ detail: "<message en français>", … }`.
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'detail' in data) {
      const detail = (data as { detail: unknown }).detail;
      if (typeof detail === 'string' && detail.trim() !== '') return detail;
    }
  }
  return fallback;
}

/**
 * Absolute URL for a file served by the API ('/api/static/images/x.svg' → 'http://localhost:8000/api/static/images/x.svg').
 * Absolute, data: and blob: URLs are returned untouched; empty values give ''.
 */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  const origin = apiOrigin();
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function apiOrigin(): string {
  try {
    const base =
      typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
        ? window.location.origin
        : 'http://localhost';
    return new URL(settings.baseURL, base).origin;
  } catch {
    return '';
  }
}
