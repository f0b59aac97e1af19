/**
 * Query options of a list a courier watches: asked again every `intervalMs` while the tab is
 * visible (react-query skips hidden tabs), and at once when the tab shows again.
 */
export const pollEvery = (intervalMs: number) => ({
  refetchInterval: intervalMs,
  refetchOnWindowFocus: 'always' as const,
});
