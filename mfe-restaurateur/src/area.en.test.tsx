import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale, shortId } from '@teranga/shared-ui';
import { frenchOnPage } from '@teranga/shared-ui/testing';
import { restaurateur as restaurateurEn } from './locales/en';
import { restaurateur as restaurateurFr } from './locales/fr';
import { db } from './mocks/db';
import { demoUser } from './mocks/fixtures';
import { newestFirst } from './mocks/handlers/commandes';
import { demoRestaurant } from './mocks/restaurant-fixtures';
import { renderArea } from './test/render-area';

// The area's busiest pages in English: English words on screen, and none of the French texts of
// this area's catalogue or of shared-ui's `common` one (outside user data: dish names, addresses…).

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  await setLocale('fr', { remember: false });
  localStorage.clear();
});

/** Every text of the mock API's data (restaurants, dishes, orders, reviews…): user data, in French. */
function userData(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(db);
  walk(demoUser);
  return [...texts].filter((text) => text.length >= 3).sort((a, b) => b.length - a.length);
}

/** This area's catalogues, for `frenchOnPage`. */
const CATALOGUES = { fr: restaurateurFr, en: restaurateurEn };

describe('restaurateur area in English', () => {
  it('dashboard: the menu, the welcome, the restaurant and its week', async () => {
    renderArea('/restaurateur/dashboard', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${demoUser.name}!`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer reviews' })).toBeInTheDocument();
    expect(await screen.findByText('Recent orders')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: demoRestaurant.name });
    expect(within(card).getByText(/\(187 reviews\)/)).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The last 7 days' })).toHaveTextContent('Average order');
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('kitchen: the filters, the cards and the accept dialog', async () => {
    const { events } = renderArea('/restaurateur/orders', { user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveDisplayValue('All');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);

    const waiting = [...db.commandes]
      .sort(newestFirst)
      .find((order) => order.status === 'en_attente' && order.payment_mode === 'cash')!;
    const card = await screen.findByRole('article', { name: `Order #${shortId(waiting.id)}` });
    expect(within(card).getByText(/^Total:/)).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: `Accept order #${shortId(waiting.id)}` });
    expect(within(dialog).getByRole('group', { name: 'Preparation time' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept the order' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('menu: the figures, the dishes and their actions', async () => {
    renderArea('/restaurateur/menu', { user: demoUser });
    expect(await screen.findByText('Total dishes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a dish' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Edit / }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Delete / }).length).toBeGreaterThan(0);
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('the add-dish form: its fields, allergens and options', async () => {
    renderArea('/restaurateur/menu/add', { user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a dish' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Dish name/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Allergens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an option group' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('my restaurant: its state, busy mode and opening hours', async () => {
    renderArea('/restaurateur/restaurant', { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'Restaurant status' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Busy mode' })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByRole('group', { name: 'Monday' })).toBeInTheDocument();
    expect(within(hours).getByRole('option', { name: 'Paris (mainland France)' })).toBeInTheDocument();
    expect(within(hours).getByRole('button', { name: 'Add a range (Tuesday)' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('payments: the balance, the totals and the statement', async () => {
    renderArea('/restaurateur/paiements', { user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download the CSV' })).toBeInTheDocument();
    expect(await screen.findByText(/^(Balance owed by Teranga|You owe Teranga)/)).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });
});
