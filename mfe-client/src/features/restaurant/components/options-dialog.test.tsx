import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, optionIds, restaurantIds } from '../../../mocks/fixtures';
import { renderArea } from '../../../test/render-area';
import { useCart } from '../../../components/cart/cart-store';
import { dish } from '../../../test/cart';

const chezFatou = `/client/restaurants/${restaurantIds.chezFatou}`;

async function openYassaOptions() {
  const rendered = renderArea(chezFatou, { user: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Chez Fatou' });
  const add = screen.getByRole('button', { name: 'Ajouter Yassa poulet au panier' });
  expect(add).toHaveAttribute('aria-haspopup', 'dialog');
  await rendered.events.click(add);
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Yassa poulet' }) };
}

const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Ajouter au panier/ });

describe('options dialog', () => {
  it('shows each group with its rule: radios for one choice, checkboxes up to the maximum', async () => {
    const { dialog } = await openYassaOptions();
    const side = within(dialog).getByRole('group', { name: 'Accompagnement' });
    expect(side).toHaveAccessibleDescription('Obligatoire');
    const labels = within(side)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' '));
    expect(labels).toEqual(['Riz blanc', 'Attiéké+1,00 €', 'Alloco+2,00 €', 'FritesIndisponible']);
    expect(within(side).getByRole('radio', { name: /Frites/ })).toBeDisabled();
    expect(within(side).queryByRole('radio', { name: 'Aucun' })).not.toBeInTheDocument();

    const extras = within(dialog).getByRole('group', { name: 'Suppléments' });
    expect(extras).toHaveAccessibleDescription('Facultatif · Jusqu’à 2');
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(3);
    expect(extras).toHaveTextContent(/Œuf dur\+1,80\s€/);
  });

  it('enables the button only once the choice is valid, with the shared rule’s message meanwhile', async () => {
    const { dialog, events } = await openYassaOptions();
    const add = addButton(dialog);
    expect(add).toBeDisabled();
    expect(add).toHaveTextContent(/Ajouter au panier – 12,90\s€/);
    expect(add).toHaveAccessibleDescription('Choisissez au moins 1 option « Accompagnement » pour « Yassa poulet »');

    await events.click(within(dialog).getByRole('radio', { name: /Alloco/ }));
    expect(add).toBeEnabled();
    expect(add).toHaveTextContent(/Ajouter au panier – 14,90\s€/);
    expect(within(dialog).queryByTestId('options-hint')).not.toBeInTheDocument();
  });

  it('stops the checkboxes at the maximum and follows the price live, quantity included', async () => {
    const { dialog, events } = await openYassaOptions();
    await events.click(within(dialog).getByRole('radio', { name: /Alloco/ }));
    await events.click(within(dialog).getByRole('checkbox', { name: /Sauce piment/ }));
    await events.click(within(dialog).getByRole('checkbox', { name: /Œuf dur/ }));
    expect(addButton(dialog)).toHaveTextContent(/– 17,20\s€/);
    // Two out of two: the third waits until one is unticked.
    expect(within(dialog).getByRole('checkbox', { name: /Oignons confits/ })).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox', { name: /Sauce piment/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Oignons confits/ })).toBeEnabled();
    await events.click(within(dialog).getByRole('checkbox', { name: /Sauce piment/ }));

    const quantity = within(dialog).getByRole('group', { name: 'Quantité' });
    expect(within(quantity).getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    await events.click(within(quantity).getByRole('button', { name: 'Augmenter la quantité' }));
    expect(quantity).toHaveTextContent('2');
    expect(addButton(dialog)).toHaveTextContent(/– 34,40\s€/);
  });

  it('adds the line with its options and quantity, and closes', async () => {
    const { dialog, events } = await openYassaOptions();
    await events.click(within(dialog).getByRole('radio', { name: /Alloco/ }));
    await events.click(within(dialog).getByRole('checkbox', { name: /Œuf dur/ }));
    await events.click(within(dialog).getByRole('checkbox', { name: /Sauce piment/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Augmenter la quantité' }));
    await events.click(addButton(dialog));

    expect(await screen.findByText('Yassa poulet ajouté au panier!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Yassa poulet' })).not.toBeInTheDocument();
    expect(useCart.getState().items).toEqual([
      expect.objectContaining({
        id: dish('Yassa poulet').id,
        quantity: 2,
        price: 17.2,
        // The dish's order, not the clicks'.
        option_ids: [optionIds.alloco, optionIds.piment, optionIds.oeuf],
        line_key: `${dish('Yassa poulet').id}|${[optionIds.alloco, optionIds.piment, optionIds.oeuf].sort().join(',')}`,
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  });

  it('keeps two choices of one dish as two cart lines, each listing its options in the drawer', async () => {
    const { events } = await openYassaOptions();
    const choose = async (side: RegExp) => {
      await events.click(screen.getByRole('button', { name: 'Ajouter Yassa poulet au panier' }));
      const dialog = screen.getByRole('dialog', { name: 'Yassa poulet' });
      await events.click(within(dialog).getByRole('radio', { name: side }));
      await events.click(addButton(dialog));
    };
    await events.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /Riz blanc/ }));
    await events.click(addButton(screen.getByRole('dialog')));
    await choose(/Alloco/);
    await choose(/Riz blanc/);

    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });
    const lines = within(drawer).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('list', { name: 'Options' })).toHaveTextContent('Accompagnement : Riz blanc');
    expect(within(lines[0]!).getByRole('group', { name: 'Quantité de Yassa poulet (Riz blanc)' })).toHaveTextContent(
      '2',
    );
    expect(within(lines[1]!).getByRole('list', { name: 'Options' })).toHaveTextContent(
      /Accompagnement : Alloco \(\+2,00\s€\)/,
    );
    expect(lines[1]).toHaveTextContent(/14,90\s€ l’unité/);
    await events.click(within(drawer).getByRole('button', { name: 'Supprimer Yassa poulet (Riz blanc) du panier' }));
    expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('closes with Escape without adding anything, focus back on the dish’s button', async () => {
    const { events } = await openYassaOptions();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter Yassa poulet au panier' })).toHaveFocus();
    expect(useCart.getState().items).toEqual([]);
  });

  it('adds a dish without options straight away, as before', async () => {
    const { events } = await openYassaOptions();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCart.getState().items.map((item) => [item.line_key, item.option_ids])).toEqual([
      [dish('Thiéboudienne').id, []],
    ]);
  });
});
