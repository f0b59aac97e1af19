import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandeItem } from '@teranga/shared-ui';
import { optionGroupTexts } from '@teranga/shared-ui/area';
import { OrderItems } from './order-items';

const items: CommandeItem[] = ['Thiéboudienne', 'Yassa poulet', 'Mafé bœuf', 'Alloco', 'Bissap maison'].map(
  (name, index) => ({
    plat_id: `p${index}`,
    plat_name: name,
    quantity: index + 1,
    price: 5,
    subtotal: 5 * (index + 1),
    options: [],
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

  it("shows each line's chosen options under its name, one line per group, in the order chosen", () => {
    const option = (group_name: string, name: string, price_delta = 0) => ({
      option_id: `${group_name}-${name}`,
      group_name,
      name,
      price_delta,
    });
    const withOptions: CommandeItem = {
      ...items[0]!,
      quantity: 2,
      price: 17,
      subtotal: 34,
      options: [
        option('Accompagnement', 'Riz blanc'),
        option('Suppléments', 'Alloco', 2),
        option('Suppléments', 'Piment', 0.5),
      ],
    };
    render(<OrderItems items={[withOptions, items[1]!]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent(
      /^2x Thiéboudienne\s*Accompagnement : Riz blanc\s*Suppléments : Alloco, Piment\s*34,00/,
    );
    // The name alone is still its own text (the options are apart from it).
    expect(screen.getByText('Thiéboudienne')).toBeInTheDocument();
    expect(second).toHaveTextContent(/^2x Yassa poulet\s*10,00/);
    expect(optionGroupTexts(items[1]!.options)).toEqual([]);
  });
});
