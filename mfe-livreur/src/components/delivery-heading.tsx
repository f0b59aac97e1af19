import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Cluster, shortId, type Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../i18n';
import styles from './delivery-heading.module.css';

export interface DeliveryHeadingProps {
  livraison: Pick<Livraison, 'id' | 'created_at'>;
  /** How the creation time reads: the time of day on today's offers, the full date in the history. */
  formatDate: (iso: string) => string;
  badge: ReactNode;
  /** Makes the short id the card's title, with this id for its aria-labelledby. */
  titleId?: string;
}

/** A delivery card's first line: its short id and when it was created, a badge on the right. */
export function DeliveryHeading({ livraison, formatDate, badge, titleId }: DeliveryHeadingProps) {
  const { t } = useTranslation(LIVREUR_NS);
  const id = `#${shortId(livraison.id)}`;
  return (
    <Cluster as="header" align="flex-start" justify="space-between" gap={3} wrap={false}>
      <Cluster align="baseline">
        {titleId ? (
          <h2 id={titleId} className={`${styles.id} ${styles.title}`}>
            <Trans
              t={t}
              i18nKey="components.heading.title"
              values={{ id }}
              components={{ hidden: <span className="tg-visually-hidden" /> }}
            />
          </h2>
        ) : (
          <span className={styles.id}>{id}</span>
        )}
        <time className={styles.date} dateTime={livraison.created_at}>
          {formatDate(livraison.created_at)}
        </time>
      </Cluster>
      {badge}
    </Cluster>
  );
}
