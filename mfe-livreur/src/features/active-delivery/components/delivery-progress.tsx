import type { DeliveryStatus } from '@teranga/shared-ui';
import styles from './delivery-progress.module.css';

const STEPS: { status: DeliveryStatus; label: string }[] = [
  { status: 'acceptee', label: 'Acceptée' },
  { status: 'en_cours', label: 'En cours' },
  { status: 'livree', label: 'Livrée' },
];

/** Where the delivery stands among its three courier steps. */
export function DeliveryProgress({ status }: { status: DeliveryStatus }) {
  const current = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className={styles.steps} aria-label="Avancement de la livraison">
      {STEPS.map((step, index) => (
        <li
          key={step.status}
          className={[styles.step, index < current && styles.done, index === current && styles.current]
            .filter(Boolean)
            .join(' ')}
          aria-current={index === current ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
