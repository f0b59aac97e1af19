import { useTranslation } from 'react-i18next';
import { REVIEW_RATING } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './reviews.module.css';

/** A rating as stars and as words: 'Note : 4 sur 5' for screen readers, '★★★★☆ 4/5' on screen. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const full = Math.round(rating);
  const stars = '★'.repeat(full) + '☆'.repeat(Math.max(0, REVIEW_RATING.max - full));
  return (
    <span className={styles.stars}>
      <span role="img" aria-label={t('reviews.stars', { rating, max: REVIEW_RATING.max })} className={styles.starIcons}>
        {stars}
      </span>
      <span aria-hidden="true">
        {rating}/{REVIEW_RATING.max}
      </span>
    </span>
  );
}
