import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Grid, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useRestaurants } from './api/get-restaurants';
import { ALL_CATEGORIES, CategoryFilter } from './components/category-filter';
import { RestaurantCard } from './components/restaurant-card';
import { SearchForm } from './components/search-form';
import { useNow } from '../../components/time/use-now';
import { CLIENT_NS } from '../../i18n';
import styles from './components/explorer.module.css';

/** The cards a phone shows without scrolling (one column): their pictures load first. */
const PRIORITY_CARDS = 2;

// Filters live in the URL, so going back from a restaurant finds the same results.
const SEARCH_PARAM = 'recherche';
const CATEGORY_PARAM = 'categorie';

export function ExplorerPage() {
  const { t } = useTranslation(CLIENT_NS);
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const category = params.get(CATEGORY_PARAM) || ALL_CATEGORIES;
  // What started the current load decides which message a failure shows.
  const [origin, setOrigin] = useState<'load' | 'search'>('load');
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
      <PageHeader title={t('explorer.title')} subtitle={t('explorer.subtitle')} />
      <Stack className={styles.toolbar}>
        <SearchForm initialTerm={search} onSearch={runSearch} />
        <CategoryFilter selected={category} onSelect={selectCategory} />
      </Stack>

      <section aria-label={t('explorer.results')} aria-busy={restaurants.isFetching} className={styles.results}>
        <QueryState
          query={{
            data: restaurants.data,
            error: restaurants.error,
            isFetching: restaurants.isFetching,
            refetch: retry,
          }}
          loadingMessage={t('explorer.loading')}
          errorMessage={t(`explorer.errors.${origin}`)}
          toastOnError
          empty={<EmptyState title={t('explorer.empty.title')} description={t('explorer.empty.description')} />}
        >
          {(list) => (
            <>
              {/* The server's order: open now first. */}
              <p className="tg-visually-hidden" role="status">
                {t('explorer.found', { count: list.length })}
              </p>
              <Grid as="ul" min="16rem" gap={5} className={styles.cards}>
                {list.map((restaurant, index) => (
                  <li key={restaurant.id}>
                    <RestaurantCard restaurant={restaurant} now={now} priority={index < PRIORITY_CARDS} />
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
