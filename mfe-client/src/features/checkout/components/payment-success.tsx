import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import styles from './payment.module.css';

/** Shown once the payment went through, until the redirection to the orders. */
export function PaymentSuccess() {
  const { t } = useTranslation(CLIENT_NS);
  const ref = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: keep keyboard and screen-reader users with the outcome.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <svg
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text size="xl" weight="bold">
        {t('checkout.payment.success')}
      </Text>
      <Text tone="default">{t('checkout.payment.redirecting')}</Text>
    </div>
  );
}
