import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, setLocale, shortId } from '@teranga/shared-ui';
import { frenchOnPage } from '@teranga/shared-ui/testing';
import { client as clientEn } from './locales/en';
import { client as clientFr } from './locales/fr';
import { db } from './mocks/db';
import { commandeIds, demoUser, restaurantIds } from './mocks/fixtures';
import { fillCart } from './test/cart';
import { renderArea } from './test/render-area';

/** What the restaurants, the clients and the API wrote (names, addresses, dishes, notes, reviews): French, and rightly so. */
function userData(): string[] {
  return [
    ...db.restaurants.flatMap((restaurant) => [
      restaurant.name,
      restaurant.description,
      restaurant.location.address,
      ...restaurant.closures.map((closure) => closure.reason),
    ]),
    ...db.plats.flatMap((plat) => [
      plat.name,
      plat.description,
      plat.category,
      ...plat.option_groups.flatMap((group) => [group.name, ...group.options.map((option) => option.name)]),
    ]),
    ...db.commandes.flatMap((commande) => [
      commande.restaurant_name,
      commande.restaurant_address,
      commande.delivery_address,
      commande.notes,
      commande.cancel_message,
      ...commande.items.flatMap((item) => [item.plat_name, ...(item.options ?? []).map((o) => o.name)]),
    ]),
    ...db.reviews.flatMap((review) => [review.client_name, review.comment, review.reply]),
    demoUser.name,
    demoUser.address,
    // shared-ui's rules' messages shown on these pages: translated centrally, with the API's (not this area's words).
    REVIEW_MESSAGES.invite,
  ]
    .filter((text): text is string => Boolean(text))
    .sort((a, b) => b.length - a.length);
}

/** This area's catalogues, for `frenchOnPage`. */
const CATALOGUES = { fr: clientFr, en: clientEn };

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  await setLocale('fr', { remember: false });
  localStorage.clear();
});

describe('the client area in English', () => {
  it('explorer: the header, the search, the categories and the cards', async () => {
    renderArea('/client/explorer', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByText('Loading restaurants...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('restaurant-card');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basket, empty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer en français' })).toHaveTextContent('Français');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(categories.getByRole('button', { name: 'Senegalese' })).toBeInTheDocument();
    expect(screen.getByText(`${cards.length} restaurants found`)).toBeInTheDocument();

    const fatou = cards.find((card) => within(card).queryByRole('heading', { name: 'Chez Fatou' }))!;
    expect(fatou).toHaveTextContent('Delivery €2.50');
    expect(within(within(fatou).getByRole('list', { name: 'Cuisines' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Senegalese',
    );
    const yassa = cards.find((card) => within(card).queryByRole('heading', { name: 'Le Petit Yassa' }))!;
    expect(yassa).toHaveTextContent('Closed');
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('restaurant page: the facts, the menu, the hours and the reviews', async () => {
    const { events } = renderArea(`/client/restaurants/${restaurantIds.chezFatou}`, { user: demoUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chez Fatou' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All restaurants/ })).toBeInTheDocument();
    expect(screen.getByText('Minimum order')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The menu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add Thiéboudienne to the basket' })).toHaveTextContent('Add');
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByTestId('opening-state')).toHaveTextContent('Open now');
    expect(await screen.findByRole('list', { name: 'Latest reviews' })).toBeInTheDocument();
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent(/\d+ reviews/);

    await events.click(screen.getByRole('button', { name: 'Add Thiéboudienne to the basket' }));
    expect(await screen.findByText('Thiéboudienne added to the basket!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeInTheDocument();
    expect(screen.getByText('1 in the basket')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('a restaurant switched off: the notice and the week, in English', async () => {
    renderArea(`/client/restaurants/${restaurantIds.petitYassa}`, { user: demoUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'Le Petit Yassa' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^This restaurant is closed at the moment/);
    expect(screen.getByTestId('opening-state')).toHaveTextContent('Closed: the restaurant is not taking orders');
    const week = within(document.querySelector<HTMLElement>('dl[aria-label="Opening hours of the week"]')!);
    expect(week.getByText('Monday')).toBeInTheDocument();
    expect(week.getByText('Sunday')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('checkout: the form, the tip, the payment and the summary', async () => {
    fillCart([
      ['Thiéboudienne', 2],
      ['Pastels au thon', 1],
    ]);
    const { events } = renderArea('/client/checkout', { user: demoUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Takeaway/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Delivery address/)).toHaveValue(demoUser.address);
    expect(screen.getByRole('group', { name: 'When?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Tip for the courier/ })).toBeInTheDocument();
    const modes = within(screen.getByRole('group', { name: 'Payment method' }));
    expect(modes.getByRole('radio', { name: /Secure online payment/ })).toBeChecked();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Subtotal')).toBeInTheDocument();
    expect(summary.getByTestId('checkout-total')).toHaveTextContent('€38.00');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();

    await events.click(modes.getByRole('radio', { name: /You pay the courier on delivery/ }));
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: /Later/ }));
    expect(await screen.findByRole('group', { name: 'Day' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('orders: the cards, a refusal and its refund, the review and the cancellation', async () => {
    const { events } = renderArea('/client/orders', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('order-card');
    const card = (id: string) =>
      within(cards.find((c) => within(c).queryByRole('heading', { name: `Order #${shortId(id)}` }))!);

    const refused = card(commandeIds.refusedCard);
    expect(refused.getByTestId('order-cancellation')).toHaveTextContent('Declined by the restaurant: Out of stock');
    expect(refused.getByText('Refund: €18.40')).toBeInTheDocument();
    expect(refused.getByText('Card · Refunded')).toBeInTheDocument();
    const delivered = card(commandeIds.deliveredCard);
    expect(delivered.getByRole('button', { name: 'Rate this order' })).toBeInTheDocument();
    expect(delivered.getByRole('link', { name: `Receipt for order #${shortId(commandeIds.deliveredCard)}` }));
    const pending = card(commandeIds.pendingCash);
    expect(pending.getByTestId('order-waiting')).toHaveTextContent(/^Waiting for the restaurant to confirm, answer by/);
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);

    await events.click(pending.getByRole('button', { name: 'Cancel the order' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText(`Cancel order #${shortId(commandeIds.pendingCash)}? The restaurant will not prepare it.`),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('tracking and receipt of a delivered order', async () => {
    const { events } = renderArea(`/client/orders/${commandeIds.deliveredCard}`, { user: demoUser });

    const steps = await screen.findByRole('list', { name: 'Order steps' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Order #${shortId(commandeIds.deliveredCard)}` }),
    ).toBeInTheDocument();
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Pending');
    const summary = within(screen.getByRole('region', { name: 'Where the order is' }));
    expect(summary.getByTestId('tracking-status')).toHaveTextContent('Status: Delivered');
    expect(summary.getByText('Delivered by Moussa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Map key' })).toHaveTextContent('Your place:');
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);

    await events.click(screen.getByRole('link', { name: 'Receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const receipt = await screen.findByRole('article', { name: /^Receipt no\. / });
    expect(within(receipt).getByText('Total paid')).toBeInTheDocument();
    expect(within(receipt).getByRole('rowheader', { name: 'Food' })).toBeInTheDocument();
    expect(within(receipt).getByRole('columnheader', { name: 'Unit price' })).toBeInTheDocument();
    expect(within(receipt).getByTestId('receipt-payment')).toHaveTextContent('Card');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('profile: the details, and the form', async () => {
    const { events } = renderArea('/client/profile', { user: demoUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByText('Member since')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('heading', { name: 'Edit my details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue(demoUser.name);
    await events.clear(screen.getByLabelText(/Full name/));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });
});
