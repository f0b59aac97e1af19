import { useAccountPending } from '@teranga/shared-ui/area';

/**
 * The stored user is the one of the sign-in: an approval given since then by an administrator
 * would stay unseen until the next login. While the account reads as pending, ask the API when
 * the area opens; a failure changes nothing (the screens already say the account is pending).
 */
export function useRefreshPendingAccount(): void {
  useAccountPending({ recheck: true });
}
