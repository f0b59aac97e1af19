/**
 * The API's `redirect` only if it is a path inside this app: a value such as
 * '//evil.example' or 'https://…' must never take a freshly signed-in user off-site.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
