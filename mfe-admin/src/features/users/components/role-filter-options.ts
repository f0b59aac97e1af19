import type { TFunction } from 'i18next';
import { ROLES, type SelectOption } from '@teranga/shared-ui';

const FILTERS = ['client', 'restaurateur', 'livreur', 'admin'] as const;

/** The users page's filter ('' = every role), labelled in the plural as the spec writes it. */
export const roleFilterOptions = (t: TFunction<'admin'>): SelectOption[] => [
  { value: '', label: t('users.filters.all') },
  ...FILTERS.map((role) => ({ value: role, label: t(`users.filters.${role}`) })),
];

/** Choices of a user's role select. */
export const roleOptions = (t: TFunction<['admin', 'common']>): SelectOption[] =>
  ROLES.map((role) => ({ value: role, label: t(`common:labels.role.${role}`) }));
