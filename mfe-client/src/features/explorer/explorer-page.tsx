import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageHeader, toast } from '@teranga/shared-ui';
import { useLoader } from '../../hooks/use-loader';
import { getRestaurants } from './api/get-restaurants';
import { ALL_CATEGORIES, CategoryFilter } from './components/category-filter';
import { RestaurantCard } from './components/restaurant-card';
import { SearchForm } from './components/search-form';
import styles from './components/explorer.module.css';

export const EXPLORER_ERRORS = {
  load: 'Erreur lors du chargement des restaurants',
  search: 'Erreur lors de la recherche',
} as const;

// Filters live in the URL, so going back from a restaurant finds the same results.
const SEARCH_PARAM = 'recherche';
const CATEGORY_PARAM = 'categorie';

export function ExplorerPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const category = params.get(CATEGORY_PARAM) || ALL_CATEGORIES;
  // Searching the same words again still reloads (the user expects fresh results).
  const [searchCount, setSearchCount] = useState(0);
  // What started the current load decides which message a failure shows.
  const origin = useRef<'load' | 'search'>('load');
  const [errorMessage, setErrorMessage] = useState<string>(EXPLORER_ERRORS.load);

  const { state, reload } = useLoader(
    `${category}\u0000${search}\u0000${searchCount}`,
    (signal) =>
      getRestaurants({ category: category === ALL_CATEGORIES ? undefined : category, search: search || undefined }, signal),
    () => {
      const message = EXPLORER_ERRORS[origin.current];
      setErrorMessage(message);
      toast.error(message);
    },
  );

  const updateParams = (next: { search: string; category: string }) => {
    const query = new URLSearchParams();
    if (next.search) query.set(SEARCH_PARAM, next.search);
    if (next.category !== ALL_CATEGORIES) query.set(CATEGORY_PARAM, next.category);
    setParams(query, { replace: true });
  };

  const runSearch = (term: string) => {
    origin.current = 'search';
    updateParams({ search: term, category });
    setSearchCount((n) => n + 1);
  };

  const selectCategory = (next: string) => {
    origin.current = 'load';
    updateParams({ search, category: next });
  };

  const retry = () => {
    origin.current = 'load';
    reload();
  };

  return (
    <>
      <PageHeader title="Explorer" subtitle="Les meilleures tables africaines et caribéennes, livrées chez vous." />
      <div className={styles.toolbar}>
        <SearchForm initialTerm={search} onSearch={runSearch} />
        <CategoryFilter selected={category} onSelect={selectCategory} />
      </div>

      <section aria-label="Restaurants" aria-busy={state.status === 'loading'} className={styles.results}>
        {state.status === 'loading' && <LoadingState message="Chargement des restaurants..." />}
        {state.status === 'error' && <ErrorState message={errorMessage} onRetry={retry} />}
        {state.status === 'success' &&
          (state.data.length === 0 ? (
            <EmptyState
              title="Aucun restaurant trouvé"
              description="Essayez une autre recherche ou une autre catégorie."
            />
          ) : (
            <>
              <p className="tg-visually-hidden" role="status">
                {state.data.length} restaurant{state.data.length > 1 ? 's' : ''} trouvé
                {state.data.length > 1 ? 's' : ''}
              </p>
              <ul className={styles.grid}>
                {state.data.map((restaurant) => (
                  <li key={restaurant.id}>
                    <RestaurantCard restaurant={restaurant} />
                  </li>
                ))}
              </ul>
            </>
          ))}
      </section>
    </>
  );
}
