import { ROLE_LABELS, ROLES, type SelectOption } from '@teranga/shared-ui';

/** The users page's filter ('' = every role), labelled in the plural as the spec writes it. */
export const ROLE_FILTER_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Tous les rôles' },
  { value: 'client', label: 'Clients' },
  { value: 'restaurateur', label: 'Restaurateurs' },
  { value: 'livreur', label: 'Livreurs' },
  { value: 'admin', label: 'Admins' },
];

/** Choices of a user's role select. */
export const ROLE_OPTIONS: readonly SelectOption[] = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
