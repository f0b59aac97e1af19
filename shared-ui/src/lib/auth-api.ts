import type { LoginPayload, LoginResult, ProfileForm, ProfileUpdatePayload, RegistrationPayload, User } from '../types';
import { STORAGE_KEYS } from '../config/constants';
import { normalizeEmail } from '../rules/account';
import type { Locale } from '../i18n/locales';
import { useSession } from '../stores/session';
import { api } from './api-client';
import { readItem } from './storage';

/**
 * What `PUT /auth/me` gets: the details; the password block only with a new password (an empty
 * block never reaches the API); and the current password alone with another address than
 * `currentEmail` (issue 15: the API refuses a change of address without it).
 */
export function profileBody(profile: ProfileForm, currentEmail?: string): ProfileUpdatePayload {
  const { confirm_password, current_password, new_password, ...details } = profile;
  const emailChange = currentEmail !== undefined && normalizeEmail(details.email) !== normalizeEmail(currentEmail);
  return {
    ...details,
    ...(new_password || emailChange ? { current_password } : {}),
    ...(new_password ? { new_password, confirm_password } : {}),
  };
}

export const authApi = {
  async login(payload: LoginPayload): Promise<LoginResult> {
    const { data } = await api.post<LoginResult>('/auth/login', payload);
    return data;
  },
  async register(payload: RegistrationPayload): Promise<LoginResult> {
    const { data } = await api.post<LoginResult>('/auth/register', payload);
    return data;
  },
  async getMe(): Promise<User> {
    const { data } = await api.get<User>('/auth/me');
    return data;
  },
  /**
   * The answer is the account as it is now: with another address requested, still the current one
   * (the new one applies once its e-mailed link is followed).
   */
  async updateMe(profile: ProfileForm, currentEmail?: string): Promise<User> {
    const { data } = await api.put<User>('/auth/me', profileBody(profile, currentEmail));
    return data;
  },
  /** The signed-in user's language (e-mails, notices, and the screens on their other devices). */
  async saveLocale(locale: Locale): Promise<void> {
    const { data } = await api.put<User>('/auth/me', { locale });
    useSession.getState().mergeUser({ locale: data.locale });
  },
  /**
   * Revokes the server session of the stored refresh token. Best effort: a failure must never keep
   * the user signed in, so callers clear the local session (useSession.signOut) regardless.
   */
  async logout(): Promise<void> {
    const refreshToken = readItem(STORAGE_KEYS.refreshToken);
    if (!refreshToken) return;
    try {
      await api.post('/auth/logout', { refresh_token: refreshToken });
    } catch {
      // Already expired or revoked server-side: nothing left to end.
    }
  },
};
