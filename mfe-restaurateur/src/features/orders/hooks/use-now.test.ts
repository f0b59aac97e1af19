import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const oneSecondIntervals = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([, delay]) => delay === 1_000).length;

describe('useNow', () => {
  it('ticks every second on ONE interval, however many read it, and stops when none does', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse('2025-03-10T12:00:00.400Z') });
    const started = vi.spyOn(globalThis, 'setInterval');
    const stopped = vi.spyOn(globalThis, 'clearInterval');
    const first = renderHook(() => useNow());
    const second = renderHook(() => useNow());
    const third = renderHook(() => useNow());
    expect(first.result.current).toBe(Date.parse('2025-03-10T12:00:00.000Z'));
    expect(oneSecondIntervals(started)).toBe(1);

    act(() => vi.advanceTimersByTime(1_000));
    for (const view of [first, second, third]) {
      expect(view.result.current).toBe(Date.parse('2025-03-10T12:00:01.000Z'));
    }
    act(() => vi.advanceTimersByTime(59_000));
    expect(second.result.current).toBe(Date.parse('2025-03-10T12:01:00.000Z'));
    expect(oneSecondIntervals(started)).toBe(1);

    first.unmount();
    second.unmount();
    expect(stopped).not.toHaveBeenCalled();
    third.unmount();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('starts from the current second after a pause', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse('2025-03-10T12:00:00Z') });
    renderHook(() => useNow()).unmount();
    vi.setSystemTime(Date.parse('2025-03-10T13:30:05.900Z'));
    expect(renderHook(() => useNow()).result.current).toBe(Date.parse('2025-03-10T13:30:05.000Z'));
  });
});
