import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { restoreTabVisibilityAfterTest, setTabVisibility, stubWakeLock } from '../../../test/browser-stubs';
import { useWakeLock } from './use-wake-lock';

describe('useWakeLock', () => {
  it('keeps the screen on while active, and lets it go on unmount', async () => {
    const wakeLock = stubWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock(true));

    await waitFor(() => expect(result.current).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(wakeLock.held()).toBe(1);

    unmount();
    await waitFor(() => expect(wakeLock.held()).toBe(0));
  });

  it('asks nothing while inactive, and releases the lock when the delivery ends', async () => {
    const wakeLock = stubWakeLock();
    const { result, rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    expect(wakeLock.request).not.toHaveBeenCalled();
    expect(result.current).toBe(false);

    rerender({ active: true });
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ active: false });
    await waitFor(() => expect(wakeLock.held()).toBe(0));
    expect(result.current).toBe(false);
  });

  it('asks again when the page is visible again (the browser releases it when hidden)', async () => {
    restoreTabVisibilityAfterTest();
    const wakeLock = stubWakeLock();
    const { result } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(result.current).toBe(true));

    setTabVisibility('hidden');
    wakeLock.releaseAll();
    await waitFor(() => expect(result.current).toBe(false));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    setTabVisibility('visible');
    await waitFor(() => expect(result.current).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held()).toBe(1);
    // Visible again without having lost it: no second lock.
    setTabVisibility('visible');
    await Promise.resolve();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('waits for the page to be visible before asking', async () => {
    restoreTabVisibilityAfterTest();
    setTabVisibility('hidden');
    const wakeLock = stubWakeLock();
    const { result } = renderHook(() => useWakeLock(true));
    await Promise.resolve();
    expect(wakeLock.request).not.toHaveBeenCalled();

    setTabVisibility('visible');
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('does nothing, without an error, where the API is missing', () => {
    expect('wakeLock' in navigator).toBe(false);
    const { result, unmount } = renderHook(() => useWakeLock(true));
    expect(result.current).toBe(false);
    unmount();
  });

  it('stays quiet when the browser refuses (battery saver): the screen just sleeps', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wakeLock = stubWakeLock({ refuse: true });
    const { result } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(warned).toHaveBeenCalledWith('Écran non maintenu allumé', expect.any(DOMException)));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('lets go of a lock granted after the screen is gone', async () => {
    const wakeLock = stubWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    unmount();
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(wakeLock.held()).toBe(0));
  });
});
