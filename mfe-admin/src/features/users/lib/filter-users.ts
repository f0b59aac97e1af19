import type { User } from '@teranga/shared-ui';

/** Case-insensitive match of the search box on the name or the email (done on the client side). */
export function filterUsers(users: readonly User[], search: string): User[] {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (!needle) return [...users];
  return users.filter(
    (user) => user.name.toLocaleLowerCase('fr').includes(needle) || user.email.toLocaleLowerCase('fr').includes(needle),
  );
}
