import type { AreaKey } from '@teranga/shared-ui';

/** Every route of the host, in one place. Areas own everything below their prefix. */
export const paths = {
  home: '/',
  login: '/login',
  // The pages of the links the API e-mails (issue 15): public, reached signed in or not.
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',
} as const;

/** The remote that renders each area, by its federation name (see public/remotes.json). */
export const areaRemotes: Record<AreaKey, RemoteName> = {
  client: 'mfe_client',
  restaurateur: 'mfe_restaurateur',
  livreur: 'mfe_livreur',
  admin: 'mfe_admin',
};

export type RemoteName = 'mfe_client' | 'mfe_restaurateur' | 'mfe_livreur' | 'mfe_admin';
