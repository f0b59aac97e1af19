import { Trans, useTranslation } from 'react-i18next';
import { Badge, Button, REVIEW_RATING, formatDateTime, type AdminReview } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { courierThumb, hiddenSince, ratingStars, ratingText } from '../lib/review-text';
import { ADMIN_NS } from '../../../i18n';
import styles from './reviews.module.css';

interface ReviewsTableProps {
  reviews: readonly AdminReview[];
  busyIds: ReadonlySet<string>;
  onHide: (review: AdminReview) => void;
  onUnhide: (review: AdminReview) => void;
}

function Rating({ rating }: { rating: number }) {
  return (
    <span className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {ratingStars(rating)}
      </span>
      <span className="tg-visually-hidden">{ratingText(rating)}</span>
      <span aria-hidden="true">
        {rating}/{REVIEW_RATING.max}
      </span>
    </span>
  );
}

function Comment({ review }: { review: AdminReview }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={styles.comment}>
      {review.comment ? (
        <span className={styles.text}>{review.comment}</span>
      ) : (
        <span className={styles.muted}>{t('reviews.table.noComment')}</span>
      )}
      {review.reply && (
        <span className={styles.reply}>
          <span className={styles.replyLabel}>{t('reviews.table.reply')}</span>
          <span className={styles.text}>{review.reply}</span>
        </span>
      )}
    </span>
  );
}

function CourierThumb({ review }: { review: AdminReview }) {
  const { icon, label } = courierThumb(review);
  return (
    <span className={icon ? undefined : styles.muted}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      {label}
    </span>
  );
}

function Visibility({ review }: { review: AdminReview }) {
  const { t } = useTranslation(ADMIN_NS);
  const since = hiddenSince(review);
  return (
    <span className={styles.state}>
      <Badge tone={review.hidden ? 'danger' : 'success'}>
        {review.hidden ? t('reviews.table.hidden') : t('reviews.table.visible')}
      </Badge>
      {review.hidden_reason && (
        <span className={styles.text}>{t('shared.quoted', { text: review.hidden_reason })}</span>
      )}
      {since && <span className={styles.muted}>{since}</span>}
    </span>
  );
}

/** Every review read so far, newest first: a table on wide screens, one card per review on a phone. */
export function ReviewsTable({ reviews, busyIds, onHide, onUnhide }: ReviewsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const columns: TableColumn<AdminReview>[] = [
    labelledColumn('date', t('reviews.table.date'), (review: AdminReview) => (
      <time dateTime={review.created_at} className={styles.date}>
        {formatDateTime(review.created_at)}
      </time>
    )),
    labelledColumn('restaurant', t('reviews.table.restaurant'), (review: AdminReview) => (
      <span className={styles.name}>{review.restaurant_name}</span>
    )),
    labelledColumn('client', t('reviews.table.client'), (review: AdminReview) => review.client_name),
    labelledColumn('rating', t('reviews.table.rating'), (review: AdminReview) => <Rating rating={review.rating} />),
    labelledColumn('comment', t('reviews.table.comment'), (review: AdminReview) => <Comment review={review} />, {
      className: styles.commentCell,
    }),
    labelledColumn('courier', t('reviews.table.courier'), (review: AdminReview) => <CourierThumb review={review} />),
    labelledColumn('visibility', t('reviews.table.state'), (review: AdminReview) => <Visibility review={review} />),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (review) => {
        const busy = busyIds.has(review.id);
        // Completes each button's name for screen readers, among identical buttons.
        const target = {
          values: { client: review.client_name, restaurant: review.restaurant_name },
          components: { hidden: <span className="tg-visually-hidden" /> },
        };
        return review.hidden ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => onUnhide(review)}>
            <Trans t={t} i18nKey="reviews.table.unhide" {...target} />
          </Button>
        ) : (
          <Button variant="danger" size="sm" loading={busy} onClick={() => onHide(review)}>
            <Trans t={t} i18nKey="reviews.table.hide" {...target} />
          </Button>
        );
      },
    },
  ];

  return (
    <Table
      caption={t('reviews.table.caption')}
      columns={columns}
      rows={reviews}
      rowKey={(review) => review.id}
      emptyMessage={t('reviews.empty')}
      stacked
    />
  );
}
