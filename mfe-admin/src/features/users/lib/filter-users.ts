import { intlLocale, type User } from '@teranga/shared-ui';

/** Case-insensitive match of the search box on the name or the email (done on the client side). */
export function filterUsers(users: readonly User[], search: string): User[] {
  const locale = intlLocale();
  const needle = search.trim().toLocaleLowerCase(locale);
  if (!needle) return [...users];
  return users.filter(
    (user) =>
      user.name.toLocaleLowerCase(locale).includes(needle) || user.email.toLocaleLowerCase(locale).includes(needle),
  );
}
