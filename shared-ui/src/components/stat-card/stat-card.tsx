import type { CSSProperties, ReactNode } from 'react';

import { cx } from '../layout/class-names';
import { Text } from '../text/text';
import styles from './stat-card.module.css';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  /** Secondary line under the value, e.g. '7 derniers jours'. */
  hint?: ReactNode;
  tone?: 'brand' | 'accent' | 'success' | 'info';
  className?: string;
}

/** Each tone's colour token: the card's edge and icon background ('brand' is the primary colour). */
const TONE_COLOURS: Record<NonNullable<StatCardProps['tone']>, string> = {
  brand: 'primary',
  accent: 'accent',
  success: 'success',
  info: 'info',
};

export function StatCard({ label, value, icon, hint, tone = 'brand', className }: StatCardProps) {
  const colour = TONE_COLOURS[tone];
  const toneVars = { '--tone': `var(--tg-color-${colour})`, '--tone-soft': `var(--tg-color-${colour}-soft)` };
  return (
    <div className={cx(styles.card, className)} style={toneVars as CSSProperties}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <dl className={styles.body}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint && (
          <Text as="dd" size="xs" tone="muted">
            {hint}
          </Text>
        )}
      </dl>
    </div>
  );
}
