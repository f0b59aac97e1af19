import { useId } from 'react';
import { Card, Heading, REVIEW_RATING, Text, formatRating } from '@teranga/shared-ui';
import styles from './reviews.module.css';

/** The restaurant's rating and number of reviews, as the API computes them from the visible reviews. */
export function RatingSummary({ rating, total }: { rating: number; total: number }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <Heading id={titleId} size="md">
        Note moyenne
      </Heading>
      {total === 0 ? (
        <Text tone="muted">Pas encore de note : aucun client n’a donné son avis.</Text>
      ) : (
        <p className={styles.figures}>
          <span className={styles.average}>
            <span aria-hidden="true">★ </span>
            {formatRating(rating)}
            <span className={styles.outOf}> sur {REVIEW_RATING.max}</span>
          </span>
          <span>{total} avis</span>
        </p>
      )}
    </Card>
  );
}
