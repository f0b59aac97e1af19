import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text, formatPrice, type CourierEarnings } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { courseCount } from '../lib/local-dates';
import styles from './pay-period-list.module.css';

type PayFigures = Pick<CourierEarnings['by_day'][number], 'deliveries' | 'base' | 'distance' | 'tip' | 'pay'>;

export interface PayPeriodRow extends PayFigures {
  key: string;
  label: string;
  /** Said under the figures, e.g. the days of a week the period holds. */
  note?: string;
}

export interface PayPeriodListProps {
  title: string;
  rows: readonly PayPeriodRow[];
  /** Under the list, e.g. what it leaves out. */
  footer?: ReactNode;
}

/** Pay per day or per week: one row each, its total on the right and how it is made up under it. */
export function PayPeriodList({ title, rows, footer }: PayPeriodListProps) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  return (
    <Card as="section" gap={2} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId}>
        {title}
      </Heading>
      <Stack as="ul" gap={0}>
        {rows.map((row) => (
          <li key={row.key} className={styles.row}>
            <div className={styles.head}>
              <span className={styles.label}>{row.label}</span>
              <strong className={styles.pay}>{formatPrice(row.pay)}</strong>
            </div>
            <Text size="sm" tone="muted">
              {t('earnings.breakdown.row', {
                courses: courseCount(row.deliveries),
                base: formatPrice(row.base),
                distance: formatPrice(row.distance),
                tips: formatPrice(row.tip),
              })}
            </Text>
            {row.note && (
              <Text size="xs" tone="muted">
                {row.note}
              </Text>
            )}
          </li>
        ))}
      </Stack>
      {footer && (
        <Text size="sm" tone="muted">
          {footer}
        </Text>
      )}
    </Card>
  );
}
