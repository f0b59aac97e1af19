/**
 * The address a change was requested for, kept for this tab (issue 15). The API answers the
 * request with the account unchanged and has no field saying a change waits for its link, and the
 * page reloads after a save (spec §4): the notice has to survive that reload. Per account, so that
 * another sign-in in the tab never sees it.
 */
const KEY = 'teranga:profile:pending-email';

export interface PendingEmail {
  userId: string;
  email: string;
}

export function readPendingEmail(userId: string): string | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingEmail> | null;
    return stored?.userId === userId && typeof stored.email === 'string' ? stored.email : null;
  } catch {
    return null;
  }
}

export function writePendingEmail(pending: PendingEmail | null): void {
  try {
    if (pending) window.sessionStorage.setItem(KEY, JSON.stringify(pending));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the notice lasts until the reload only.
  }
}
