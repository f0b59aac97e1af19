import { useLiveRefetchInterval } from '@teranga/shared-ui/area';

/**
 * Query options of a list a courier watches. Live events refresh it as things happen; while the
 * live stream is down it is asked again every `fallbackMs` instead (visible tab only: react-query
 * skips hidden tabs), and in any case at once when the tab shows again.
 */
export function useLivePolling(fallbackMs: number) {
  return { refetchInterval: useLiveRefetchInterval(fallbackMs), refetchOnWindowFocus: 'always' as const };
}
