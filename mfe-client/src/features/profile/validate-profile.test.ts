import { describe, expect, it } from 'vitest';
import type { ProfileForm } from '@teranga/shared-ui';
import { PROFILE_MESSAGES, isValid, validateProfile } from './validate-profile';

const base: ProfileForm = {
  name: 'Aminata Diallo',
  email: 'aminata@example.com',
  phone: '06 12 34 56 78',
  address: '',
  current_password: '',
  new_password: '',
  confirm_password: '',
};

describe('validateProfile', () => {
  it('accepts the details without a password change (address optional)', () => {
    expect(isValid(validateProfile(base))).toBe(true);
  });

  it('requires name, a valid email and phone', () => {
    const result = validateProfile({ ...base, name: ' ', email: 'aminata@', phone: '' });
    expect(result.fields).toEqual({
      name: PROFILE_MESSAGES.nameRequired,
      email: PROFILE_MESSAGES.emailInvalid,
      phone: PROFILE_MESSAGES.phoneRequired,
    });
  });

  it('asks for the current password when a new one is given', () => {
    const result = validateProfile({ ...base, new_password: 'nouveau1', confirm_password: 'nouveau1' });
    expect(result.password).toBe('Veuillez entrer votre mot de passe actuel');
  });

  it('asks for a matching confirmation', () => {
    const result = validateProfile({ ...base, current_password: 'ancien', new_password: 'nouveau1', confirm_password: 'nouveau2' });
    expect(result.password).toBe('Les nouveaux mots de passe ne correspondent pas');
  });

  it('asks for at least 6 characters', () => {
    const result = validateProfile({ ...base, current_password: 'ancien', new_password: 'abc', confirm_password: 'abc' });
    expect(result.password).toBe('Le nouveau mot de passe doit contenir au moins 6 caractères');
  });

  it('accepts a complete password change', () => {
    expect(
      isValid(validateProfile({ ...base, current_password: 'ancien', new_password: 'abcdef', confirm_password: 'abcdef' })),
    ).toBe(true);
  });

  it('does not check the password block when only the current password is typed', () => {
    expect(validateProfile({ ...base, current_password: 'ancien' }).password).toBeNull();
  });
});
