import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@teranga/shared-ui';
import { QueryState, combineQueries, type LoadedQuery } from './query-state';

const query = <T,>(state: Partial<LoadedQuery<T>>): LoadedQuery<T> => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

function show(state: LoadedQuery<string>, props: { renderError?: (error: Error) => React.ReactNode } = {}) {
  return render(
    <QueryState query={state} loadingMessage="Chargement..." errorMessage="Erreur de chargement" {...props}>
      {(data) => <p>{data}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading state, then the data', () => {
    const { rerender } = show(query({ isFetching: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: 'Prêt' })} loadingMessage="Chargement..." errorMessage="Erreur">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Prêt')).toBeInTheDocument();
  });

  it("toasts a failure once and offers 'Réessayer', which refetches", async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const failed = query<string>({ error: new Error('boom') });
    const { rerender } = show(failed);
    rerender(
      <QueryState query={{ ...failed }} loadingMessage="Chargement..." errorMessage="Erreur de chargement">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Erreur de chargement');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a retry in flight as loading, not as the old failure', () => {
    show(query({ error: new Error('boom'), isFetching: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the screen explain a failure itself, without a toast', () => {
    const errorToast = vi.spyOn(toast, 'error');
    show(query({ error: new Error('404') }), { renderError: () => <p>Introuvable</p> });
    expect(screen.getByText('Introuvable')).toBeInTheDocument();
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('combineQueries', () => {
  it('is loaded when every query is, with their data in order', () => {
    expect(combineQueries([query({ data: 1 }), query({ isFetching: true })]).data).toBeUndefined();
    expect(combineQueries([query({ data: 1 }), query({ data: 'a' })]).data).toEqual([1, 'a']);
  });

  it('fails with the first failure and retries only what failed', () => {
    const ok = query({ data: 1 });
    const failed = query({ error: new Error('boom') });
    const both = combineQueries([ok, failed]);
    expect(both.error).toBe(failed.error);
    both.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
