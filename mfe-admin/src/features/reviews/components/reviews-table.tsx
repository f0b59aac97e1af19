import { Badge, Button, REVIEW_RATING, formatDateTime, type AdminReview } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { courierThumb, hiddenSince, ratingStars, ratingText } from '../lib/review-text';
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
  return (
    <span className={styles.comment}>
      {review.comment ? (
        <span className={styles.text}>{review.comment}</span>
      ) : (
        <span className={styles.muted}>Sans commentaire</span>
      )}
      {review.reply && (
        <span className={styles.reply}>
          <span className={styles.replyLabel}>Réponse du restaurant</span>
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
  const since = hiddenSince(review);
  return (
    <span className={styles.state}>
      <Badge tone={review.hidden ? 'danger' : 'success'}>{review.hidden ? 'Masqué' : 'Visible'}</Badge>
      {review.hidden_reason && <span className={styles.text}>« {review.hidden_reason} »</span>}
      {since && <span className={styles.muted}>{since}</span>}
    </span>
  );
}

/** Every review read so far, newest first: a table on wide screens, one card per review on a phone. */
export function ReviewsTable({ reviews, busyIds, onHide, onUnhide }: ReviewsTableProps) {
  const columns: TableColumn<AdminReview>[] = [
    labelledColumn('date', 'Date', (review: AdminReview) => (
      <time dateTime={review.created_at} className={styles.date}>
        {formatDateTime(review.created_at)}
      </time>
    )),
    labelledColumn('restaurant', 'Restaurant', (review: AdminReview) => (
      <span className={styles.name}>{review.restaurant_name}</span>
    )),
    labelledColumn('client', 'Client', (review: AdminReview) => review.client_name),
    labelledColumn('rating', 'Note', (review: AdminReview) => <Rating rating={review.rating} />),
    labelledColumn('comment', 'Commentaire', (review: AdminReview) => <Comment review={review} />, {
      className: styles.commentCell,
    }),
    labelledColumn('courier', 'Livreur', (review: AdminReview) => <CourierThumb review={review} />),
    labelledColumn('visibility', 'État', (review: AdminReview) => <Visibility review={review} />),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (review) => {
        const busy = busyIds.has(review.id);
        // Completes each button's name for screen readers, among identical buttons.
        const target = (
          <span className="tg-visually-hidden">
            {' '}
            l’avis de {review.client_name} sur « {review.restaurant_name} »
          </span>
        );
        return review.hidden ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => onUnhide(review)}>
            Réafficher{target}
          </Button>
        ) : (
          <Button variant="danger" size="sm" loading={busy} onClick={() => onHide(review)}>
            Masquer{target}
          </Button>
        );
      },
    },
  ];

  return (
    <Table
      caption="Avis des clients, des plus récents aux plus anciens"
      columns={columns}
      rows={reviews}
      rowKey={(review) => review.id}
      emptyMessage="Aucun avis"
      stacked
    />
  );
}
