import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setLocale } from '../../i18n/i18n';
import { reportApiReachable } from '../../lib/connectivity';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(async () => {
  goOffline(false);
  act(() => reportApiReachable(true));
  await setLocale('fr', { remember: false });
});

describe('OfflineBanner', () => {
  it('says “Hors ligne” while the browser is offline, and nothing once back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Hors ligne');
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it too when the API’s last answer came from the service worker’s cache, in the page’s language', async () => {
    await setLocale('en', { remember: false });
    render(<OfflineBanner />);
    act(() => reportApiReachable(false));
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    act(() => reportApiReachable(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
