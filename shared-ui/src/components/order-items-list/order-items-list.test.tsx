import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
