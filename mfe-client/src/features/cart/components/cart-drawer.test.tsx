import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@teranga/shared-ui';
import { demoUser } from '../../mocks/fixtures';
import { renderArea } from '../../test/render-area';
import { cartItem } from '../../test/factories';
import { restoreCart } from './cart-store';

const thieb = cartItem({ quantity: 2 });

function storeCart(items: CartItem[]) {
  localStorage.setItem('cart', JSON.stringify({ items, restaurantId: items[0]?.restaurant_id ?? null }));
  restoreCart();
}

describe('cart button and drawer', () => {
  it('badges the cart button with the number of items of the stored cart', () => {
    storeCart([thieb, cartItem({ id: 'p-alloco', name: 'Alloco', price: 5 })]);
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

  it('lists the stored items with their subtotal', async () => {
    storeCart([thieb]);
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await events.click(screen.getByRole('button', { name: /^Panier/ }));
    const drawer = screen.getByRole('dialog', { name: 'Mon Panier' });
    expect(drawer).toHaveTextContent('2 × Thiéboudienne');
    expect(drawer).toHaveTextContent(/Sous-total\s*29,00\s€/);
  });
});
