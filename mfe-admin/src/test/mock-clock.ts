import { afterEach, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';

/**
 * Each test of the file starts from fresh mock tables, on a clock set at `now` (what the fixtures
 * are dated from). Only the date is faked: MSW, react-query and the live stream keep their real timers.
 */
export function freshMockApiAt(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    resetDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
