import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, optionIds, restaurantIds } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';
import { useCart } from '../../components/cart/cart-store';
import { dish, fillCart } from '../../test/cart';

/** The `Idempotency-Key` (and credentials) of every POST /commandes, in order. */
function recordOrderPosts() {
  const posts: { key: string | null; authorization: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || request.url !== `${MOCK_API_URL}/commandes`) return;
    posts.push({ key: request.headers.get('idempotency-key'), authorization: request.headers.get('authorization') });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return posts;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
        {
          plat_id: dish('Thiéboudienne').id,
          plat_name: 'Thiéboudienne',
          quantity: 2,
          price: 14.5,
          subtotal: 29,
          option_ids: [],
        },
        { plat_id: dish('Thiakry').id, plat_name: 'Thiakry', quantity: 1, price: 4.9, subtotal: 4.9, option_ids: [] },
      ],
      fulfillment: 'livraison',
      scheduled_for: null,
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

  it('retries after a network error with the same Idempotency-Key, so the order is placed once', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordOrderPosts();
    const before = db.commandes.length;
    // The first answer is lost on the way back.
    server.use(http.post(`${MOCK_API_URL}/commandes`, () => HttpResponse.error(), { once: true }));
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText('Erreur lors de la commande')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(currentPath()).toBe('/client/orders'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toMatch(UUID);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(db.commandes).toHaveLength(before + 1);

    // The mock honours the key as the API does: the same request again answers the same order,
    // another body with the same key is refused.
    const created = db.commandes.at(-1)!;
    const again = (body: object) =>
      fetch(`${MOCK_API_URL}/commandes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: posts[0]!.authorization!,
          'idempotency-key': posts[0]!.key!,
        },
        body: JSON.stringify(body),
      });
    const payload = {
      payment_mode: 'cash',
      delivery_address: demoUser.address,
      fulfillment: 'livraison',
      scheduled_for: null,
      items: [
        {
          plat_id: dish('Thiéboudienne').id,
          plat_name: 'Thiéboudienne',
          quantity: 2,
          price: 14.5,
          subtotal: 29,
          option_ids: [],
        },
      ],
      restaurant_id: restaurantIds.chezFatou,
    };
    const replay = await again(payload);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { id: string }).id).toBe(created.id);
    const other = await again({ ...payload, notes: 'Autre commande' });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      detail: 'Cette clé d’idempotence a déjà servi pour une autre commande',
    });
    expect(db.commandes).toHaveLength(before + 1);
  });

  it('sends a new Idempotency-Key for a changed cart, and after an order was placed', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordOrderPosts();
    server.use(http.post(`${MOCK_API_URL}/commandes`, () => HttpResponse.error(), { once: true }));
    const { events } = await openCheckout();
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Erreur lors de la commande')).toBeInTheDocument();

    // Another address is another order: reusing the key would be refused (422).
    await typeAddress(events, '27 rue Myrha, 75018 Paris');
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await screen.findByRole('heading', { name: 'Paiement sécurisé' });
    // Leaving the card step cancels that order; submitting again is a new order, with a new key.
    await events.click(screen.getByRole('button', { name: 'Retour' }));
    await events.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    await screen.findByRole('heading', { name: 'Paiement sécurisé' });

    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.key)).size).toBe(3);
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

describe('CheckoutPage: take-away and orders for later', () => {
  /** Date only: timers stay real for the user events. */
  function at(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    onTestFinished(() => void vi.useRealTimers());
  }
  const fatou = () => db.restaurants.find((r) => r.id === restaurantIds.chezFatou)!;
  const slotSelect = () => screen.findByRole('combobox', { name: /Heure de (retrait|livraison)/ });

  it('takes away: no address, the restaurant’s address to collect at, no delivery fee', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /À emporter/ }));

    expect(screen.queryByLabelText(/Adresse de livraison/)).not.toBeInTheDocument();
    expect(screen.getByTestId('pickup-address')).toHaveTextContent(
      'À retirer au : 14 rue des Poissonniers, 75018 Paris',
    );
    expect(screen.getByLabelText(/Instructions pour le restaurant/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Espèces/ })).toHaveAccessibleName(
      'Espèces Vous réglez au restaurant, au retrait',
    );
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).queryByTestId('checkout-delivery-fee')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent(/29,00\s€/);

    // Back to delivery: the address and the fee come back.
    await events.click(screen.getByRole('radio', { name: /Livraison/ }));
    expect(screen.getByLabelText(/Adresse de livraison/)).toHaveValue(demoUser.address);
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent(/31,50\s€/);
  });

  it('places a take-away order with options for a slot tomorrow: the payload, then the server’s total', async () => {
    at('2026-05-04T08:00:00Z'); // Monday 10:00 in Paris
    useCart.getState().addItem(dish('Yassa poulet'), [optionIds.alloco, optionIds.oeuf]);
    useCart.getState().addItem(dish('Thiéboudienne'));
    const slotCalls = recordRequests(server, { method: 'GET', path: `/restaurants/${restaurantIds.chezFatou}/slots` });
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();

    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent(/1 x Yassa poulet16,70\s€/);
    expect(within(summary).getByRole('list', { name: 'Options' })).toHaveTextContent(
      /Accompagnement : Alloco \(\+2,00\s€\)Suppléments : Œuf dur \(\+1,80\s€\)/,
    );

    await events.click(screen.getByRole('radio', { name: /À emporter/ }));
    await events.click(screen.getByRole('radio', { name: /Plus tard/ }));
    await events.click(screen.getByRole('radio', { name: 'Demain' }));
    const select = await slotSelect();
    expect(select).toHaveAccessibleName('Heure de retrait');
    expect(slotCalls.at(-1)?.url.searchParams.get('date')).toBe('2026-05-05');
    expect(slotCalls.at(-1)?.url.searchParams.get('fulfillment')).toBe('a_emporter');
    await events.selectOptions(select, '12:30');
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => expect(currentPath()).toBe('/client/orders'));
    expect(posts[0]?.body).toMatchObject({
      restaurant_id: restaurantIds.chezFatou,
      fulfillment: 'a_emporter',
      scheduled_for: '2026-05-05T10:30:00.000Z',
      items: [
        { plat_id: dish('Yassa poulet').id, quantity: 1, option_ids: [optionIds.alloco, optionIds.oeuf] },
        { plat_id: dish('Thiéboudienne').id, quantity: 1, option_ids: [] },
      ],
      payment_mode: 'cash',
    });
    expect(posts[0]?.body).not.toHaveProperty('delivery_address');
    const created = db.commandes.at(-1)!;
    expect(created).toMatchObject({ fulfillment: 'a_emporter', delivery_fee: 0, total_price: 31.2 });
    const [first] = await screen.findAllByTestId('order-card');
    expect(within(first!).getByTestId('order-total')).toHaveTextContent(/31,20\s€/);
  });

  it("shows the card step with the server's total for a take-away order", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /À emporter/ }));
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await screen.findByRole('heading', { name: 'Paiement sécurisé' });
    expect(screen.getByTestId('card-step-amount')).toHaveTextContent(/29,00\s€/);
  });

  it('offers only later when the restaurant is closed now by its hours, with today’s slots', async () => {
    at('2026-05-04T13:00:00Z'); // Monday 15:00 in Paris
    fatou().opening_hours = [{ day: 1, open: '18:30', close: '23:00' }];
    fillCart([['Thiéboudienne', 2]]);
    await openCheckout();

    const when = screen.getByRole('group', { name: 'Quand ?' });
    await waitFor(() => expect(within(when).getAllByRole('radio')).toHaveLength(1));
    expect(within(when).getByRole('radio', { name: /Plus tard/ })).toBeChecked();
    expect(within(when).queryByRole('radio', { name: /Dès que possible/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Le restaurant est fermé en ce moment : choisissez un créneau pour plus tard (ouvre à 18:30).',
    );
    const select = await slotSelect();
    // Delivery: 20 min of preparation from 18:30, then the 35 min trip; last one leaves at 23:00.
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels[0]).toBe('Choisir un créneau');
    expect(labels[1]).toBe('19:30');
    expect(labels.at(-1)).toBe('23:30');
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
  });

  it("asks for a slot: 'Veuillez choisir un créneau', nothing sent", async () => {
    at('2026-05-04T08:00:00Z'); // Monday 10:00 in Paris: slots left today, whatever the hour the suite runs at
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /Plus tard/ }));
    await slotSelect();
    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Veuillez choisir un créneau')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("says 'Aucun créneau disponible ce jour-là', and shows a failed list with 'Réessayer'", async () => {
    at('2026-05-04T20:00:00Z'); // Monday 22:00 in Paris
    // Open until 22:15: too late today for a delivery (55 min), lunch tomorrow.
    fatou().opening_hours = [
      { day: 1, open: '18:30', close: '22:15' },
      { day: 2, open: '11:30', close: '14:30' },
    ];
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /Plus tard/ }));
    expect(await screen.findByText('Aucun créneau disponible ce jour-là')).toBeInTheDocument();

    server.use(
      http.get(`${MOCK_API_URL}/restaurants/:id/slots`, () => problem(500, 'Erreur interne du serveur'), {
        once: true,
      }),
    );
    await events.click(screen.getByRole('radio', { name: 'Demain' }));
    expect(await screen.findByText('Erreur lors du chargement des créneaux')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    const select = await slotSelect();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)[1],
    ).toBe('12:30');
  });

  it("shows the server's 422 when a slot is refused, and reads the slots again", async () => {
    at('2026-05-04T08:00:00Z'); // Monday 10:00 in Paris: slots left today, whatever the hour the suite runs at
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /Plus tard/ }));
    const select = await slotSelect();
    const slotCalls = recordRequests(server, { method: 'GET', path: `/restaurants/${restaurantIds.chezFatou}/slots` });
    await events.selectOptions(select, within(select).getAllByRole('option')[1]!);
    server.use(
      http.post(
        `${MOCK_API_URL}/commandes`,
        () => problem(422, 'Ce créneau est trop proche : choisissez-en un dans 55 minutes au moins'),
        {
          once: true,
        },
      ),
    );
    await events.click(screen.getByRole('radio', { name: /Espèces/ }));
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(
      await screen.findByText('Ce créneau est trop proche : choisissez-en un dans 55 minutes au moins'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slotCalls.length).toBeGreaterThan(0));
    expect(currentPath()).toBe('/client/checkout');
  });
});
