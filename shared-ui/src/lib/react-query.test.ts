import { describe, expect, it, vi } from 'vitest';
import { withScreenCallbacks } from './react-query';

const context = {} as never;

describe('withScreenCallbacks', () => {
  it("runs the hook's own callback first, then the screen's, whose answer is awaited", async () => {
    const calls: string[] = [];
    const options = withScreenCallbacks(
      { mutationFn: async (id: string) => id, onSuccess: () => void calls.push('own') },
      { onSuccess: async () => calls.push('screen'), meta: { successMessage: 'Enregistré' } },
    );
    await expect(options.onSuccess?.('a', 'a', undefined, context)).resolves.toBe(2);
    expect(calls).toEqual(['own', 'screen']);
    expect(options.meta).toEqual({ successMessage: 'Enregistré' });
  });

  it("keeps whichever callback is given alone, and the hook's fetcher", () => {
    const own = vi.fn();
    const screen = vi.fn();
    const fetcher = async (id: string) => id;
    const options = withScreenCallbacks({ mutationFn: fetcher, onError: own }, { onSettled: screen });
    expect(options.mutationFn).toBe(fetcher);
    expect(options.onError).toBe(own);
    expect(options.onSettled).toBe(screen);
    expect(options.onSuccess).toBeUndefined();
  });
});
