import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchLeftovers } from '../../i18n/catalogue-check';
import { setLocale } from '../../i18n/i18n';
import { common as commonEn } from '../../i18n/locales/en';
import { common as commonFr } from '../../i18n/locales/fr';
import { LoadingState } from '../loading-state/loading-state';
import { toast } from '../toaster/toaster';
import { QueryState, combineQueries, type LoadedQuery, type QueryStateProps } from './query-state';

const query = <T,>(state: Partial<LoadedQuery<T>>): LoadedQuery<T> => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

type ShowProps = Partial<Omit<QueryStateProps<string>, 'query'>>;

const view = (state: LoadedQuery<string>, props: ShowProps = {}) => (
  <QueryState query={state} loadingMessage="Chargement..." errorMessage="Erreur de chargement" toastOnError {...props}>
    {'children' in props ? props.children : (data: string) => <p>{data}</p>}
  </QueryState>
);

const show = (state: LoadedQuery<string>, props: ShowProps = {}) => render(view(state, props));

/** An API error carrying a French `detail`, as axios rejects with it. */
const apiError = (detail: string) =>
  new AxiosError('Request failed', '500', undefined, undefined, { data: { detail }, status: 500 } as AxiosResponse);

describe('QueryState', () => {
  it('shows the loading state, then the data', () => {
    const { rerender } = show(query({ isFetching: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    rerender(view(query({ data: 'Prêt' }), { errorMessage: 'Erreur' }));
    expect(screen.getByText('Prêt')).toBeInTheDocument();
  });

  it("toasts a failure once and offers 'Réessayer', which refetches", async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const failed = query<string>({ error: new Error('boom') });
    const { rerender } = show(failed);
    rerender(view({ ...failed }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Erreur de chargement');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('toasts nothing unless asked to', () => {
    const errorToast = vi.spyOn(toast, 'error');
    show(query({ error: new Error('boom') }), { toastOnError: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("says the API's French detail by default, else 'Erreur lors du chargement'", () => {
    const { rerender } = show(query({ error: apiError('Restaurant fermé') }), { errorMessage: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Restaurant fermé');
    rerender(view(query({ error: new Error('Network Error') }), { errorMessage: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement');
  });

  it('shows a retry in flight as loading, not as the old failure', () => {
    show(query({ error: new Error('boom'), isFetching: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the data on screen when a background refresh fails, and toasts it', () => {
    const errorToast = vi.spyOn(toast, 'error');
    show(query({ data: 'Déjà là', error: new Error('boom') }));
    expect(screen.getByText('Déjà là')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith('Erreur de chargement');
  });

  it('shows `empty` instead of the children for an empty list', () => {
    const list = (data: string[]) => (
      <QueryState query={query({ data })} loadingMessage="Chargement..." empty={<p>Aucune commande</p>}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryState>
    );
    const { rerender } = render(list([]));
    expect(screen.getByText('Aucune commande')).toBeInTheDocument();
    rerender(list(['Yassa', 'Mafé']));
    expect(screen.getByText('Yassa, Mafé')).toBeInTheDocument();
  });

  it('lets the screen explain a failure itself, without a toast', () => {
    const errorToast = vi.spyOn(toast, 'error');
    show(query({ error: new Error('404') }), { renderError: () => <p>Introuvable</p> });
    expect(screen.getByText('Introuvable')).toBeInTheDocument();
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('without children, is the stand-in only: loading, or the failure', () => {
    const { rerender } = show(query({ isFetching: true }), { children: undefined });
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    rerender(view(query({ data: 'Déjà là', error: new Error('boom') }), { children: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
  });

  it('shows node children once nothing is loading, a disabled query holding nothing back', () => {
    const disabled = query<string>({});
    const dashboard = (other: LoadedQuery<string>) => (
      <QueryState query={combineQueries([disabled, other])} loadingMessage="Chargement...">
        <p>Tableau</p>
      </QueryState>
    );
    const { rerender } = render(dashboard(query({ isFetching: true })));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    rerender(dashboard(query({ data: 'ok' })));
    expect(screen.getByText('Tableau')).toBeInTheDocument();
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

  it('waits only for what has no data yet', () => {
    const refreshing = query({ data: 1, isFetching: true, error: new Error('old') });
    const both = combineQueries([refreshing, query({ data: 'a' })]);
    expect(both.isFetching).toBe(false);
    expect(both.error).toBeNull();
  });
});

describe('QueryState in English', () => {
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it("says its failure and its retry in English, and the API's detail as the API words it", async () => {
    await setLocale('en', { remember: false });
    const failed = query<string>({ error: new Error('Network Error') });
    const { rerender } = show(failed, { errorMessage: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this');
    expect(frenchLeftovers(document.body.textContent ?? '', commonFr, commonEn)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);

    rerender(view(query({ error: apiError('This restaurant is closed') }), { errorMessage: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('This restaurant is closed');
  });

  it('shows the default loading label in English, and follows a switch back to French', async () => {
    await setLocale('en', { remember: false });
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await setLocale('fr', { remember: false });
    expect(await screen.findByText('Chargement...')).toBeInTheDocument();
  });
});
