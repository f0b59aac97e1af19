import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../../config/constants';
import { lineLabel } from '../line-options/line-options';
import { OrderItemsList } from './order-items-list';

describe('OrderItemsList', () => {
  it("lists each line as 'quantity x dish' with its subtotal in euros", () => {
    render(
      <OrderItemsList
        items={[
          { plat_id: 'p1', plat_name: 'Thiéboudienne', quantity: 2, subtotal: 29 },
          { plat_id: null as unknown as string, plat_name: 'Plat retiré', quantity: 1, subtotal: 4.5 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/2 x Thiéboudienne\s*29,00\s€/);
    expect(rows[1]).toHaveTextContent(/1 x Plat retiré\s*4,50\s€/);
  });

  it('lists the options chosen under a line, by group, with their supplements (issue 16)', () => {
    const options = [
      { option_id: 'o1', group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 },
      { option_id: 'o2', group_name: 'Suppléments', name: 'Piment', price_delta: 0 },
      { option_id: 'o3', group_name: 'Suppléments', name: 'Œuf', price_delta: 1.2 },
    ];
    render(<OrderItemsList items={[{ plat_id: 'p1', plat_name: 'Yassa', quantity: 1, subtotal: 16.2, options }]} />);
    const chosen = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual([
      'Accompagnement : Alloco (+2,00\u00a0€)',
      'Suppléments : Piment, Œuf (+1,20\u00a0€)',
    ]);
    expect(lineLabel('Yassa', options)).toBe('Yassa (Alloco, Piment, Œuf)');
    expect(lineLabel('Yassa', [])).toBe('Yassa');
  });

  it('a take-away order ends « Récupérée », a delivery « Livrée »', () => {
    expect(orderStatusLabel('livree', 'a_emporter')).toBe('Récupérée');
    expect(orderStatusLabel('livree')).toBe('Livrée');
    expect(orderStatusLabel('prete', 'a_emporter')).toBe('Prête');
  });
});
