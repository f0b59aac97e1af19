import type { LoginPayload, LoginResult, ProfileForm, RegistrationPayload, User } from '../types';
import { STORAGE_KEYS } from '../config/constants';
import { api } from './api-client';
import { readItem } from './storage';

/** Drops the password block when no new password is set, so an empty block never reaches the API. */
function profileBody(profile: ProfileForm): Partial<ProfileForm> {
  const { confirm_password, current_password, new_password, ...rest } = profile;
  return new_password ? { ...rest, current_password, new_password, confirm_password } : rest;
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
  async updateMe(profile: ProfileForm): Promise<User> {
    const { data } = await api.put<User>('/auth/me', profileBody(profile));
    return data;
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
