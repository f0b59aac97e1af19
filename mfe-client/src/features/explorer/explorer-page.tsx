import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Grid, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useRestaurants } from './api/get-restaurants';
import { ALL_CATEGORIES, CategoryFilter } from './components/category-filter';
import { RestaurantCard } from './components/restaurant-card';
import { SearchForm } from './components/search-form';
import { useNow } from '../../components/time/use-now';
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
  const now = useNow();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const category = params.get(CATEGORY_PARAM) || ALL_CATEGORIES;
  // What started the current load decides which message a failure shows.
  const [origin, setOrigin] = useState<keyof typeof EXPLORER_ERRORS>('load');
  const restaurants = useRestaurants({
    category: category === ALL_CATEGORIES ? undefined : category,
    search: search || undefined,
  });

  const updateParams = (next: { search: string; category: string }) => {
    const query = new URLSearchParams();
    if (next.search) query.set(SEARCH_PARAM, next.search);
    if (next.category !== ALL_CATEGORIES) query.set(CATEGORY_PARAM, next.category);
    setParams(query, { replace: true });
  };

  const runSearch = (term: string) => {
    setOrigin('search');
    // The same words again still ask the server: the user expects fresh results.
    if (term === search) void restaurants.refetch();
    else updateParams({ search: term, category });
  };

  const selectCategory = (next: string) => {
    setOrigin('load');
    updateParams({ search, category: next });
  };

  const retry = () => {
    setOrigin('load');
    void restaurants.refetch();
  };

  return (
    <>
      <PageHeader title="Explorer" subtitle="Les meilleures tables africaines et caribéennes, livrées chez vous." />
      <Stack className={styles.toolbar}>
        <SearchForm initialTerm={search} onSearch={runSearch} />
        <CategoryFilter selected={category} onSelect={selectCategory} />
      </Stack>

      <section aria-label="Restaurants" aria-busy={restaurants.isFetching} className={styles.results}>
        <QueryState
          query={{
            data: restaurants.data,
            error: restaurants.error,
            isFetching: restaurants.isFetching,
            refetch: retry,
          }}
          loadingMessage="Chargement des restaurants..."
          errorMessage={EXPLORER_ERRORS[origin]}
          toastOnError
          empty={
            <EmptyState
              title="Aucun restaurant trouvé"
              description="Essayez une autre recherche ou une autre catégorie."
            />
          }
        >
          {(list) => (
            <>
              {/* The server's order: open now first. */}
              <p className="tg-visually-hidden" role="status">
                {list.length} restaurant{list.length > 1 ? 's' : ''} trouvé{list.length > 1 ? 's' : ''}
              </p>
              <Grid as="ul" min="16rem" gap={5} className={styles.cards}>
                {list.map((restaurant) => (
                  <li key={restaurant.id}>
                    <RestaurantCard restaurant={restaurant} now={now} />
                  </li>
                ))}
              </Grid>
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
