import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { demoUser } from '../../mocks/fixtures';
import { currentPath, renderArea } from '../../test/render-area';
import { storeCart } from '../../test/cart';
import { useCart } from './cart-store';

const thieb = factories.cartItem({ quantity: 2 });

describe('cart button and drawer', () => {
  it('badges the cart button with the number of items of the stored cart', () => {
    storeCart([thieb, factories.cartItem({ id: 'p-alloco', name: 'Alloco', price: 5 })]);
    renderArea('/client/explorer', { user: demoUser });
    const button = screen.getByRole('button', { name: 'Panier, 3 articles' });
    expect(button).toHaveTextContent('3');
  });

  it('shows no badge when the cart is empty', () => {
    renderArea('/client/explorer', { user: demoUser });
    expect(screen.getByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it("opens 'Mon Panier' with the empty-cart message and closes it with Escape", async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));

    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });
    expect(drawer).toHaveTextContent('Votre panier est vide');

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mon Panier' })).not.toBeInTheDocument();
  });

  it('is keyboard operable and gives focus back to the cart button on close', async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    const cartButton = screen.getByRole('button', { name: /^Panier/ });
    cartButton.focus();

    await events.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Mon Panier' })).toContainElement(document.activeElement as HTMLElement);
    expect(cartButton).toHaveAttribute('aria-expanded', 'true');

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();
    expect(cartButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer from its overlay and from its close button', async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    const open = () => events.click(screen.getByRole('button', { name: /^Panier/ }));

    await open();
    await events.click(screen.getByTestId('tg-drawer-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();
    await events.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the stored items with their quantity, line total and subtotal', async () => {
    storeCart([thieb, factories.cartItem({ id: 'p-alloco', name: 'Alloco', price: 5.5 })]);
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });

    const lines = within(drawer).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Thiéboudienne');
    expect(within(lines[0]!).getByRole('group', { name: 'Quantité de Thiéboudienne' })).toHaveTextContent('2');
    expect(lines[0]).toHaveTextContent(/29,00\s€/);
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent(/34,50\s€/);
  });

  it('changes quantities with + and −, and the badge, subtotal and stored cart follow', async () => {
    storeCart([thieb]);
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });

    await events.click(within(drawer).getByRole('button', { name: 'Augmenter la quantité de Thiéboudienne' }));
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent(/43,50\s€/);
    expect(screen.getByRole('button', { name: 'Panier, 3 articles' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      items: [{ id: 'p-thieb', quantity: 3 }],
      restaurantId: 'r-dakar',
    });

    await events.click(within(drawer).getByRole('button', { name: 'Diminuer la quantité de Thiéboudienne' }));
    await events.click(within(drawer).getByRole('button', { name: 'Diminuer la quantité de Thiéboudienne' }));
    expect(within(drawer).getByRole('group', { name: 'Quantité de Thiéboudienne' })).toHaveTextContent('1');

    // At 1, the minus button removes the line.
    await events.click(within(drawer).getByRole('button', { name: 'Retirer Thiéboudienne du panier' }));
    expect(drawer).toHaveTextContent('Votre panier est vide');
    expect(useCart.getState().restaurantId).toBeNull();
  });

  it('removes a line with its delete button', async () => {
    storeCart([thieb, factories.cartItem({ id: 'p-alloco', name: 'Alloco', price: 5.5 })]);
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });

    await events.click(within(drawer).getByRole('button', { name: 'Supprimer Thiéboudienne du panier' }));
    expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1);
    expect(drawer).not.toHaveTextContent('Thiéboudienne');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent(/5,50\s€/);
  });

  it('goes to the checkout and closes the drawer', async () => {
    storeCart([thieb]);
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    await events.click(screen.getByRole('button', { name: 'Commander (2 articles)' }));

    // The checkout page is loaded on demand: the router commits the navigation once it is there.
    expect(await screen.findByRole('heading', { name: 'Finaliser la commande' })).toBeInTheDocument();
    expect(currentPath()).toBe('/client/checkout');
    expect(screen.queryByRole('dialog', { name: 'Mon Panier' })).not.toBeInTheDocument();
  });

  it('follows a cart changed in another tab', () => {
    renderArea('/client/explorer', { user: demoUser });
    expect(screen.getByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
    localStorage.setItem('cart', JSON.stringify({ items: [thieb], restaurantId: 'r-dakar' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  });
});
