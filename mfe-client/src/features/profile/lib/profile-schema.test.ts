import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_MESSAGES } from '@teranga/shared-ui';
import { PROFILE_MESSAGES, profileSchema, profileSchemaFor, type ProfileValues } from './profile-schema';

const base: ProfileValues = {
  name: 'Aminata Diallo',
  email: 'aminata@example.com',
  phone: '06 12 34 56 78',
  address: '',
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** The message per field, as the form shows them. */
function errors(values: Partial<ProfileValues>) {
  const result = profileSchema.safeParse({ ...base, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('profileSchema', () => {
  it('accepts the details without a password change (address optional) and trims them', () => {
    expect(errors({})).toEqual({});
    expect(profileSchema.parse({ ...base, name: ' Aminata ', address: ' 1 rue ' })).toMatchObject({
      name: 'Aminata',
      address: '1 rue',
    });
  });

  it('requires name, a valid email and phone', () => {
    expect(errors({ name: ' ', email: 'aminata@', phone: '' })).toEqual({
      name: PROFILE_MESSAGES.nameRequired,
      email: ACCOUNT_MESSAGES.emailInvalid,
      phone: ACCOUNT_MESSAGES.phoneRequired,
    });
  });

  it('asks for the current password when a new one is given', () => {
    expect(errors({ new_password: 'nouveau1', confirm_password: 'nouveau1' })).toEqual({
      current_password: 'Veuillez entrer votre mot de passe actuel',
    });
  });

  it('asks for a matching confirmation', () => {
    expect(errors({ current_password: 'ancien', new_password: 'nouveau1', confirm_password: 'nouveau2' })).toEqual({
      confirm_password: 'Les nouveaux mots de passe ne correspondent pas',
    });
  });

  it('asks for at least 6 characters', () => {
    expect(errors({ current_password: 'ancien', new_password: 'abc', confirm_password: 'abc' })).toEqual({
      new_password: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('checks the block once only the confirmation is typed', () => {
    expect(errors({ confirm_password: 'abcdef' })).toEqual({
      current_password: 'Veuillez entrer votre mot de passe actuel',
    });
  });

  it('refuses a blank new password, or one with invisible characters, as the sign-up does', () => {
    expect(errors({ current_password: 'ancien', new_password: '      ', confirm_password: '      ' })).toEqual({
      new_password: ACCOUNT_MESSAGES.passwordBlank,
    });
    expect(
      errors({ current_password: 'ancien', new_password: 'abc\u200bdef', confirm_password: 'abc\u200bdef' }),
    ).toEqual({
      new_password: ACCOUNT_MESSAGES.passwordForbiddenCharacter,
    });
  });

  it('accepts a complete password change', () => {
    expect(errors({ current_password: 'ancien', new_password: 'abcdef', confirm_password: 'abcdef' })).toEqual({});
  });

  it('does not check the password block when only the current password is typed', () => {
    expect(errors({ current_password: 'ancien' })).toEqual({});
  });
});

describe('profileSchemaFor(current address): a change of address (issue 15)', () => {
  const schema = profileSchemaFor('aminata@example.com');
  const issues = (values: Partial<ProfileValues>) =>
    Object.fromEntries(
      (schema.safeParse({ ...base, ...values }).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('needs the current password for another address', () => {
    expect(issues({ email: 'aminata.sow@example.com' })).toEqual({
      current_password: ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword,
    });
    expect(issues({ email: 'aminata.sow@example.com', current_password: 'ancien' })).toEqual({});
  });

  it('counts the same address, whatever its case and spaces, as no change', () => {
    expect(issues({ email: ' Aminata@Example.COM ' })).toEqual({});
  });

  it('keeps the password block’s own message when a new password is typed too', () => {
    expect(issues({ email: 'aminata.sow@example.com', new_password: 'abcdef', confirm_password: 'abcdef' })).toEqual({
      current_password: ACCOUNT_MESSAGES.currentPasswordRequired,
    });
  });
});
