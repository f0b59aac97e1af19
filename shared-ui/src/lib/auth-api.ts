import type { LoginPayload, LoginResult, ProfileForm, RegistrationPayload, User } from '../types';
import { api } from './api-client';

/** Drops the password block when no new password is set, and the confirmation the API does not need. */
function profileBody(profile: ProfileForm): Partial<ProfileForm> {
  const { confirm_password: _confirm, current_password, new_password, ...rest } = profile;
  return new_password ? { ...rest, current_password, new_password } : rest;
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
};
