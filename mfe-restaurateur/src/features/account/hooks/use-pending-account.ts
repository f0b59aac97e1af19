import { useSession } from '@teranga/shared-ui';

/**
 * True while an administrator has not yet approved this restaurateur. The API refuses every
 * write (and the order and analytics reads) with 403 until then, so screens hide or disable
 * those actions and say why instead of letting them fail.
 */
export function usePendingAccount(): boolean {
  return useSession((state) => state.user?.is_verified === false);
}
