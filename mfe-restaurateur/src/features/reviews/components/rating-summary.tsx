import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, REVIEW_RATING, Text, formatRating } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './reviews.module.css';

/** The restaurant's rating and number of reviews, as the API computes them from the visible reviews. */
export function RatingSummary({ rating, total }: { rating: number; total: number }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <Heading id={titleId} size="md">
        {t('reviews.summary.title')}
      </Heading>
      {total === 0 ? (
        <Text tone="muted">{t('reviews.summary.none')}</Text>
      ) : (
        <p className={styles.figures}>
          <span className={styles.average}>
            <span aria-hidden="true">★ </span>
            {formatRating(rating)}
            <span className={styles.outOf}> {t('reviews.summary.outOf', { max: REVIEW_RATING.max })}</span>
          </span>
          <span>{t('reviews.summary.count', { count: total })}</span>
        </p>
      )}
    </Card>
  );
}
