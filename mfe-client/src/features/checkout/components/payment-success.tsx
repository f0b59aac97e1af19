import { useEffect, useRef } from 'react';
import { Text } from '@teranga/shared-ui';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import styles from './payment.module.css';

/** Shown once the payment went through, until the redirection to the orders. */
export function PaymentSuccess() {
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
        {PAYMENT_MESSAGES.success}
      </Text>
      <Text tone="default">{PAYMENT_MESSAGES.redirecting}</Text>
    </div>
  );
}
