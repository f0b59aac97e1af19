import type { HTMLAttributes } from 'react';

import type { DeliveryStatus, OrderStatus } from '../../types';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')} {...rest} />;
}

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  en_attente: 'warning',
  confirmee: 'info',
  en_preparation: 'accent',
  prete: 'brand',
  en_livraison: 'info',
  livree: 'success',
  annulee: 'danger',
};

const DELIVERY_TONES: Record<DeliveryStatus, BadgeTone> = {
  en_attente: 'warning',
  acceptee: 'info',
  en_cours: 'accent',
  livree: 'success',
  annulee: 'danger',
};

export function orderStatusTone(status: string | null | undefined): BadgeTone {
  return ORDER_TONES[status as OrderStatus] ?? 'neutral';
}

export function deliveryStatusTone(status: string | null | undefined): BadgeTone {
  return DELIVERY_TONES[status as DeliveryStatus] ?? 'neutral';
}
