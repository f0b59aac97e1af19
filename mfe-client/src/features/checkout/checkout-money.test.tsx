import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@teranga/shared-ui';
import { answer, recordRequests } from '@teranga/shared-ui/testing';
import { useCart } from '../../components/cart/cart-store';
import { db } from '../../mocks/db';
import { demoUser, restaurantIds } from '../../mocks/fixtures';
import { promoCodes } from '../../mocks/money-fixtures';
import { server } from '../../mocks/server';
import { dish, fillCart } from '../../test/cart';
import { renderArea } from '../../test/render-area';

// Issue 17 at checkout: the platform's fee, the courier's tip, promo codes and the totals.

async function openCheckout() {
  const rendered = renderArea('/client/checkout', { user: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Finaliser la commande' });
  return rendered;
}
type Events = Awaited<ReturnType<typeof openCheckout>>['events'];

const summary = () => screen.getByRole('region', { name: 'Récapitulatif' });
const amount = (testId: string) => within(summary()).getByTestId(testId);
const tipGroup = () => screen.getByRole('group', { name: 'Pourboire pour le livreur' });
const promoField = () => screen.getByRole('textbox', { name: /Code promo/ });

async function applyCode(events: Events, code: string) {
  await events.clear(promoField());
  await events.type(promoField(), code);
  await events.click(screen.getByRole('button', { name: 'Appliquer' }));
}

async function placeCashOrder(events: Events) {
  await events.click(screen.getByRole('radio', { name: /Espèces/ }));
  await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
}

const lastOrder = () => db.commandes.at(-1)!;

describe('CheckoutPage: the delivery fee and the tip', () => {
  it('counts the platform’s delivery fee (GET /settings/checkout), as the order does', async () => {
    db.moneySettings.delivery_fee_cents = 320;
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    expect(amount('checkout-subtotal')).toHaveTextContent(/29,00\s€/);
    expect(amount('checkout-delivery-fee')).toHaveTextContent(/3,20\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/32,20\s€/);
    expect(summary()).toHaveTextContent('Aperçu : le montant final est calculé à la commande.');

    await placeCashOrder(events);
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(lastOrder()).toMatchObject({ delivery_fee: 3.2, total_price: 32.2 }));
  });

  it('waits for the fee, and offers to try again when it cannot be read', async () => {
    fillCart([['Thiéboudienne', 2]]);
    answer(server, 'get', '/settings/checkout', undefined, { once: true });
    const { events } = renderArea('/client/checkout', { user: demoUser });
    expect(screen.getByText('Chargement de la commande...')).toBeInTheDocument();
    expect(await screen.findByText('Erreur lors du chargement des frais de livraison')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continuer/ })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Continuer vers le paiement' })).toBeInTheDocument();
    expect(amount('checkout-delivery-fee')).toHaveTextContent(/2,50\s€/);
  });

  it("offers 'Aucun', the server’s presets and 'Autre', all to the courier; a tip is counted and sent", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    const group = tipGroup();
    expect(group).toHaveAccessibleDescription('Reversé intégralement au livreur');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['none', '1', '2', '3', 'other']);
    expect(within(group).getByRole('radio', { name: 'Aucun' })).toBeChecked();
    for (const name of ['1 €', '2 €', '3 €', 'Autre'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(summary()).queryByTestId('checkout-tip')).not.toBeInTheDocument();

    await events.click(within(group).getByRole('radio', { name: '2 €' }));
    expect(amount('checkout-tip')).toHaveTextContent(/2,00\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/33,50\s€/);

    await placeCashOrder(events);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ tip: 2 });
    await waitFor(() => expect(lastOrder()).toMatchObject({ tip: 2, total_price: 33.5 }));
  });

  it("'Autre': a bad amount gets the shared rule’s message and nothing is sent; a good one is", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await events.click(within(tipGroup()).getByRole('radio', { name: 'Autre' }));
    const field = screen.getByRole('textbox', { name: /Montant du pourboire/ });

    for (const typed of ['25', '1,234', 'beaucoup', '']) {
      await events.clear(field);
      if (typed) await events.type(field, typed);
      await placeCashOrder(events);
      expect(await screen.findByText(MONEY_MESSAGES.tip)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // An amount the order would refuse is not counted in the preview either.
      expect(within(summary()).queryByTestId('checkout-tip')).not.toBeInTheDocument();
    }
    expect(posts).toHaveLength(0);

    await events.clear(field);
    await events.type(field, '4,50');
    expect(amount('checkout-tip')).toHaveTextContent(/4,50\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/36,00\s€/);
    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ tip: 4.5 });
  });

  it('takes away without a tip: no courier to tip, nothing sent', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await events.click(within(tipGroup()).getByRole('radio', { name: '3 €' }));
    await events.click(screen.getByRole('radio', { name: /À emporter/ }));

    expect(screen.queryByRole('group', { name: 'Pourboire pour le livreur' })).not.toBeInTheDocument();
    expect(within(summary()).queryByTestId('checkout-tip')).not.toBeInTheDocument();
    expect(amount('checkout-total')).toHaveTextContent(/29,00\s€/);
    await placeCashOrder(events);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).not.toHaveProperty('tip');
  });
});

describe('CheckoutPage: promo codes', () => {
  it('applies a code: the server’s quote, the discount line, the total, and the code on the order', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const checks = recordRequests(server, { method: 'POST', path: '/promos/validate' });
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await applyCode(events, ' bienvenue ');

    expect(await screen.findByTestId('promo-applied')).toHaveTextContent(
      'Code BIENVENUE appliqué : BIENVENUE : −3,00 €',
    );
    expect(checks[0]?.body).toEqual({
      code: 'BIENVENUE',
      restaurant_id: restaurantIds.chezFatou,
      items: [{ plat_id: dish('Thiéboudienne').id, quantity: 2, option_ids: [] }],
      fulfillment: 'livraison',
    });
    expect(within(summary()).getByText('Réduction (BIENVENUE)')).toBeInTheDocument();
    expect(amount('checkout-discount')).toHaveTextContent(/^−3,00\s€$/);
    expect(amount('checkout-subtotal')).toHaveTextContent(/29,00\s€/);
    expect(amount('checkout-delivery-fee')).toHaveTextContent(/2,50\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/28,50\s€/);

    await placeCashOrder(events);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ promo_code: 'BIENVENUE' });
    await waitFor(() =>
      expect(lastOrder()).toMatchObject({ promo_code: 'BIENVENUE', discount: 3, tip: 0, total_price: 28.5 }),
    );
  });

  it('says the API’s reason under the field, and checks the format before asking', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const checks = recordRequests(server, { method: 'POST', path: '/promos/validate' });
    const { events } = await openCheckout();

    await applyCode(events, 'x!');
    expect(await screen.findByText(MONEY_MESSAGES.promoCode)).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    await applyCode(events, promoCodes.expired);
    expect(await screen.findByText(MONEY_MESSAGES.promoExpired)).toBeInTheDocument();
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(promoField()).toHaveAccessibleDescription(MONEY_MESSAGES.promoExpired);
    expect(within(summary()).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(amount('checkout-total')).toHaveTextContent(/31,50\s€/);

    // Typing again forgets the refusal.
    await events.type(promoField(), 'X');
    expect(screen.queryByText(MONEY_MESSAGES.promoExpired)).not.toBeInTheDocument();

    await applyCode(events, promoCodes.chezFatou);
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('FATOU15 : −4,35 €');
  });

  it('is keyboard operable: Enter applies, focus moves to Retirer, then back to the empty field', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(promoField());
    await events.keyboard('teranga10{Enter}');
    const remove = await screen.findByRole('button', { name: 'Retirer' });
    await waitFor(() => expect(remove).toHaveFocus());
    expect(within(summary()).getByRole('status')).toHaveTextContent('Code TERANGA10 appliqué : TERANGA10 : −2,90 €');
    // Enter in the code's field never placed the order.
    expect(screen.queryByRole('heading', { name: 'Paiement sécurisé' })).not.toBeInTheDocument();

    await events.keyboard('{Enter}');
    await waitFor(() => expect(promoField()).toHaveFocus());
    expect(promoField()).toHaveValue('');
  });

  it("'Retirer' removes the code: no discount, nothing sent", async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await applyCode(events, promoCodes.percent);
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/2,90\s€/);

    await events.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(within(summary()).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(promoField()).toHaveValue('');
    expect(amount('checkout-total')).toHaveTextContent(/31,50\s€/);
    await placeCashOrder(events);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).not.toHaveProperty('promo_code');
  });

  it('checks the code again when the cart or the fulfillment changes', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const checks = recordRequests(server, { method: 'POST', path: '/promos/validate' });
    const { events } = await openCheckout();
    await applyCode(events, promoCodes.percent);
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/2,90\s€/);

    // A dish more: 10 % of 35,50 €.
    act(() => void useCart.getState().addItem(dish('Pastels au thon')));
    await waitFor(() => expect(amount('checkout-discount')).toHaveTextContent(/3,55\s€/));
    expect(checks.at(-1)?.body).toMatchObject({ items: [{ quantity: 2 }, { quantity: 1 }] });
    expect(amount('checkout-total')).toHaveTextContent(/34,45\s€/);

    // A free delivery does not apply to take-away: it says so and is not counted, then applies again.
    await events.click(screen.getByRole('button', { name: 'Retirer' }));
    await applyCode(events, promoCodes.freeDelivery);
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/2,50\s€/);
    await events.click(screen.getByRole('radio', { name: /À emporter/ }));
    expect(await screen.findByText(MONEY_MESSAGES.promoTakeAway)).toBeInTheDocument();
    expect(within(summary()).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(checks.at(-1)?.body).toMatchObject({ code: promoCodes.freeDelivery, fulfillment: 'a_emporter' });
    await events.click(screen.getByRole('radio', { name: /Livraison/ }));
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/2,50\s€/);
  });

  it('drops a code below its minimum after a dish is removed', async () => {
    fillCart([
      ['Thiéboudienne', 1],
      ['Pastels au thon', 1],
    ]);
    const { events } = await openCheckout();
    await applyCode(events, promoCodes.welcome);
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/3,00\s€/);

    act(() => useCart.getState().removeItem(dish('Pastels au thon').id));
    expect(await screen.findByText(MONEY_MESSAGES.promoBelowMinimum(1500))).toBeInTheDocument();
    expect(within(summary()).queryByTestId('checkout-discount')).not.toBeInTheDocument();
  });

  it('shows an order refused for its code on the code’s field, and orders again without it', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const posts = recordRequests(server, { method: 'POST', path: '/commandes' });
    const { events } = await openCheckout();
    await applyCode(events, promoCodes.welcome);
    await within(summary()).findByTestId('checkout-discount');
    // Meanwhile the last uses went to other clients.
    Object.assign(
      db.promos.find((promo) => promo.code === promoCodes.welcome)!,
      { max_uses: 10, uses: 10 },
    );

    await placeCashOrder(events);
    const form = await screen.findByRole('form', { name: 'Code promo' });
    expect(await within(form).findByText(MONEY_MESSAGES.promoExhausted)).toBeInTheDocument();
    expect(promoField()).toHaveValue(promoCodes.welcome);
    expect(within(summary()).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(posts[0]?.body).toMatchObject({ promo_code: promoCodes.welcome });

    await events.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).not.toHaveProperty('promo_code');
  });

  it('asks for cash when a code brings a card total under the card minimum', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await events.click(screen.getByRole('radio', { name: /À emporter/ }));
    await applyCode(events, promoCodes.free);
    expect(await within(summary()).findByTestId('checkout-discount')).toHaveTextContent(/29,00\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/0,00\s€/);
    expect(screen.getByText(`${MONEY_MESSAGES.cardMinimum}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();

    await placeCashOrder(events);
    await waitFor(() => expect(lastOrder()).toMatchObject({ discount: 29, total_price: 0, payment_mode: 'cash' }));
  });
});

describe('CheckoutPage: after the order', () => {
  it('shows the server’s amounts beside the card payment, and pays the order’s total', async () => {
    fillCart([['Thiéboudienne', 2]]);
    const { events } = await openCheckout();
    await applyCode(events, promoCodes.welcome);
    await within(summary()).findByTestId('checkout-discount');
    await events.click(within(tipGroup()).getByRole('radio', { name: '3 €' }));
    expect(amount('checkout-total')).toHaveTextContent(/31,50\s€/);
    // The platform's fee changes between the preview and the order: the order's own numbers win.
    db.moneySettings.delivery_fee_cents = 300;

    await events.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await screen.findByRole('heading', { name: 'Paiement sécurisé' });
    expect(screen.getByTestId('card-step-amount')).toHaveTextContent(/32,00\s€/);
    expect(amount('checkout-delivery-fee')).toHaveTextContent(/3,00\s€/);
    expect(amount('checkout-discount')).toHaveTextContent(/−3,00\s€/);
    expect(amount('checkout-tip')).toHaveTextContent(/3,00\s€/);
    expect(amount('checkout-total')).toHaveTextContent(/32,00\s€/);
    expect(summary()).toHaveTextContent('Les montants de votre commande, calculés par Teranga.');
    expect(lastOrder()).toMatchObject({ total_price: 32, tip: 3, discount: 3, delivery_fee: 3 });
  });
});
