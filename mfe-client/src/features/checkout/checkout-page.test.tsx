import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, restaurantIds } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';
import { useCart } from '../../components/cart/cart-store';
import { dish, fillCart } from '../../test/cart';

async function openCheckout() {
  const rendered = renderArea('/client/checkout', { user: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Finaliser la commande' });
  return rendered;
}

/** Replaces the prefilled delivery address with `text`, typed key by key. */
async function typeAddress(events: Awaited<ReturnType<typeof openCheckout>>['events'], text: string) {
  const address = screen.getByLabelText(/Adresse de livraison/);
  await events.clear(address);
  await events.type(address, text);
  return address;
}

describe('CheckoutPage', () => {
  it("says 'Votre panier est vide' with a link to the explorer when the cart is empty", async () => {
    const { events } = await openCheckout();
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmer|Continuer/ })).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Découvrir les restaurants' }));
    expect(currentPath()).toBe('/client/explorer');
  });

  it("prefills the user's address, defaults to card, and sums items, subtotal, the flat 2,50 € fee and total", async () => {
    fillCart([
      ['Thiéboudienne', 2],
      ['Pastels au thon', 1],
    ]);
    await openCheckout();
    expect(screen.getByLabelText(/Adresse de livraison/)).toHaveValue(demoUser.address);
    expect(screen.getByLabelText(/Instructions de livraison/)).toHaveValue('');
    const modes = screen.getByRole('group', { name: 'Mode de paiement' });
    expect(within(modes).getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: /Espèces/ })).not.toBeChecked();

    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent('2 x Thiéboudienne');
    expect(summary).toHaveTextContent('1 x Pastels au thon');
    expect(within(summary).getByTestId('checkout-subtotal')).toHaveTextContent(/35,50\s€/);
    expect(within(summary).getByTestId('checkout-delivery-fee')).toHaveTextContent(/2,50\s€/);
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent(/38,00\s€/);
    // The restaurant's own delivery fee is not the one charged at checkout.
    expect(await within(summary).findByText('Chez Fatou')).toBeInTheDocument();
  });

  it("requires a delivery address: 'Veuillez entrer une adresse de livraison', nothing sent", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const calls = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    const address = await typeAddress(events, '   ');
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));

    expect(screen.getByText('Veuillez entrer une adresse de livraison')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("places a cash order: spec payload, 'Commande passée avec succès!', cart cleared, off to the orders", async () => {
    fillCart([
      ['Thiéboudienne', 2],
      ['Thiakry', 1],
    ]);
    const calls = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await events.type(screen.getByLabelText(/Instructions de livraison/), 'Code 4B12, 3e étage');
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText('Commande passée avec succès!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      restaurant_id: restaurantIds.chezFatou,
      items: [
        { plat_id: dish('Thiéboudienne').id, plat_name: 'Thiéboudienne', quantity: 2, price: 14.5, subtotal: 29 },
        { plat_id: dish('Thiakry').id, plat_name: 'Thiakry', quantity: 1, price: 4.9, subtotal: 4.9 },
      ],
      delivery_address: demoUser.address,
      notes: 'Code 4B12, 3e étage',
      payment_mode: 'cash',
    });
    await waitFor(() => expect(currentPath()).toBe('/client/orders'));
    expect(useCart.getState().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(screen.getByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
    // The new order is the first one listed.
    const [first] = await screen.findAllByTestId('order-card');
    expect(first).toHaveTextContent('2 x Thiéboudienne');
    expect(first).toHaveTextContent(/36,40\s€/);
  });

  it('leaves the instructions out of the payload when empty and sends the typed address', async () => {
    fillCart([['Alloco', 1]]);
    const calls = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await typeAddress(events, '  27 rue Myrha, 75018 Paris ');
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('notes');
    expect(calls[0]?.body).toMatchObject({ delivery_address: '27 rue Myrha, 75018 Paris', payment_mode: 'cash' });
  });

  it("shows the server's detail when the order is refused, and keeps the cart", async () => {
    fillCart([['Thiéboudienne', 2]]);
    server.use(
      http.post(`${MOCK_API_URL}/commandes`, () => problem(422, 'Le plat « Thiéboudienne » n’est plus disponible')),
    );
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText('Le plat « Thiéboudienne » n’est plus disponible')).toBeInTheDocument();
    expect(currentPath()).toBe('/client/checkout');
    expect(useCart.getState().items).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
  });

  it("falls back to 'Erreur lors de la commande' without a server detail", async () => {
    fillCart([['Thiéboudienne', 2]]);
    server.use(http.post(`${MOCK_API_URL}/commandes`, () => HttpResponse.error()));
    const { events } = await openCheckout();
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Erreur lors de la commande')).toBeInTheDocument();
  });

  it("creates a card order, then shows the 'Paiement sécurisé' step; 'Retour' cancels the unpaid order", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));

    const title = await screen.findByRole('heading', { name: 'Paiement sécurisé' });
    expect(title).toHaveFocus();
    expect(posts[0]?.body).toMatchObject({ payment_mode: 'card' });
    const created = db.commandes.at(-1)!;
    expect(created.payment_status).toBe('pending');
    expect(screen.getByTestId('card-step-amount')).toHaveTextContent(/31,50\s€/);
    expect(screen.getByRole('region', { name: 'Paiement sécurisé' })).toHaveTextContent(
      `Commande #${created.id.slice(0, 8)}`,
    );
    // The card step itself (test-mode form, Stripe Elements) is covered by card-payment-step.test.tsx.
    expect(await screen.findByRole('note', { name: 'Mode TEST' })).toHaveTextContent('4242 4242 4242 4242');
    // Not paid: the cart stays.
    expect(useCart.getState().items).toHaveLength(1);

    const deletes = recordRequests(server, { method: 'DELETE', path: `/commandes/${created.id}` });
    await events.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('button', { name: 'Continuer vers le paiement' })).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(created.status).toBe('annulee');
    expect(screen.getByText('Votre commande non payée a été annulée. Votre panier est conservé.')).toBeInTheDocument();
    expect(useCart.getState().items).toHaveLength(1);
  });

  it("blocks an order below the restaurant's minimum and says how much is missing", async () => {
    fillCart([['Thiakry', 1]]);
    await openCheckout();
    expect(
      await screen.findByText(/Le minimum de commande de ce restaurant est de 15,00\s€ : ajoutez encore 10,10\s€\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  });

  it('blocks an order from a restaurant that has closed', async () => {
    fillCart([['Yassa poisson', 2]]);
    await openCheckout();
    expect(await screen.findByText(/Ce restaurant est actuellement fermé/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  });
});
