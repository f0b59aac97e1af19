import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ORDER_STATUS_LABELS } from '../../config/constants';
import { ORDER_STATUSES } from '../../rules';
import { Badge, deliveryStatusTone, orderStatusTone } from './badge';

describe('Badge', () => {
  it('renders its label with the tone class', () => {
    render(<Badge tone="danger">Fermé</Badge>);
    expect(screen.getByText('Fermé')).toHaveClass('badge', 'danger');
  });

  it('gives every order status a tone, delivered green and cancelled red', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusTone(status)).not.toBe('neutral');
    expect(orderStatusTone('livree')).toBe('success');
    expect(orderStatusTone('annulee')).toBe('danger');
    expect(orderStatusTone('inconnu')).toBe('neutral');
    expect(deliveryStatusTone('en_cours')).toBe('accent');
    expect(deliveryStatusTone(undefined)).toBe('neutral');
  });

  it('labels order statuses exactly as the spec writes them', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'En attente',
      'Confirmée',
      'En préparation',
      'Prête',
      'En livraison',
      'Livrée',
      'Annulée',
    ]);
  });
});
