import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, Stack, Text } from '@teranga/shared-ui';
import { ADMIN_NS } from '../i18n';
import styles from './paged-list.module.css';

/** What the list needs of a `useInfiniteQuery` result to read further. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps {
  /** How many rows are shown, e.g. '12 actions affichées'. */
  summary: string;
  query: NextPages;
  /** Said when the next page cannot load (the rows read so far stay). */
  moreFailed: string;
  /** The rows read so far. */
  children: ReactNode;
}

/** A list the API pages with a cursor, newest first: the rows read so far, then 'Charger plus'. */
export function PagedList({ summary, query, moreFailed, children }: PagedListProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap={3}>
      {/* Read out when 'Charger plus' brings more, so the new rows are not missed. */}
      <Text size="sm" tone="muted" role="status">
        {summary}
      </Text>
      {children}
      {query.isFetchNextPageError && (
        <Notice tone="danger" role="alert">
          {moreFailed}
        </Notice>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('shared.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
