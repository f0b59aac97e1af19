import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandeItem } from '@teranga/shared-ui';
import { OrderItems } from './order-items';

const items: CommandeItem[] = ['Thiéboudienne', 'Yassa poulet', 'Mafé bœuf', 'Alloco', 'Bissap maison'].map(
  (name, index) => ({
    plat_id: `p${index}`,
    plat_name: name,
    quantity: index + 1,
    price: 5,
    subtotal: 5 * (index + 1),
  }),
);

describe('OrderItems', () => {
  it("shows at most `max` lines, then '+N autre(s)'", () => {
    render(<OrderItems items={items} max={3} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1x Thiéboudienne5,00 €',
      '2x Yassa poulet10,00 €',
      '3x Mafé bœuf15,00 €',
      '+2 autre(s)',
    ]);
  });

  it('shows every line without a cap, or when the cap is not reached', () => {
    const { rerender } = render(<OrderItems items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    rerender(<OrderItems items={items.slice(0, 3)} max={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/autre\(s\)/)).not.toBeInTheDocument();
  });
});
