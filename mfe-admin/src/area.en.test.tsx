import { screen, within } from '@testing-library/react';
import { setLocale } from '@teranga/shared-ui';
import { frenchOnPage } from '@teranga/shared-ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admin as adminEn } from './locales/en';
import { admin as adminFr } from './locales/fr';
import { catalogue, reviews } from './mocks/db';
import { CANCELLED_ORDER_REASON, demoUser, pendingYannick } from './mocks/fixtures';
import { renderArea } from './test/render-area';
import { freshMockApiAt } from './test/mock-clock';

/** The tests' clock: the mock orders and ledger are dated from it. */
const NOW = Date.parse('2025-03-10T12:00:00Z');
freshMockApiAt(NOW);

/** This area's catalogues, for `frenchOnPage`. */
const CATALOGUES = { fr: adminFr, en: adminEn };

describe('admin area in English', () => {
  beforeEach(async () => {
    await setLocale('en', { remember: false });
  });

  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('shows the live board, its key and its dialogs in English', async () => {
    const { events } = renderArea('/admin/live', { user: demoUser });
    const board = await screen.findByRole('table', { name: 'Orders in progress, late ones first, then the oldest' });
    expect(screen.getByRole('heading', { level: 1, name: 'Live orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live orders' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      /^\d+ orders? in progress, \d+ late/,
    );
    expect(screen.getByRole('heading', { name: 'Key' })).toBeInTheDocument();
    expect(within(board).getAllByText('Late').length).toBeGreaterThan(0);
    expect(frenchOnPage(CATALOGUES)).toEqual([]);

    await events.click(within(board).getAllByRole('button', { name: /^Cancel the order no\. / })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES)).toEqual([]);
  });

  it('shows the users, their roles and a role change in English', async () => {
    const { events } = renderArea('/admin/users', { user: demoUser });
    await screen.findByRole('table', { name: 'List of users' });
    expect(screen.getByRole('heading', { level: 1, name: /^Users \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name or email');
    expect(screen.getByRole('option', { name: 'All roles' })).toBeInTheDocument();
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES)).toEqual([]);

    const select = screen.getAllByRole('combobox', { name: /^Role of / })[0]!;
    await events.selectOptions(select, select.querySelector('option:not(:checked)')!.getAttribute('value')!);
    expect(await screen.findByRole('alertdialog', { name: 'Change the role' })).toHaveTextContent(
      /Change this user’s role to (Customer|Restaurant owner|Courier|Administrator)\?/,
    );
    expect(frenchOnPage(CATALOGUES)).toEqual([]);
  });

  it('shows the finances and the ledger check in English', async () => {
    renderArea('/admin/finances', { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'Owed to restaurants' })).toBeInTheDocument();
    expect(await screen.findByText(/^Checked on \d+ March 2025 at \d\d:\d\d\.$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Figures for the period' })).toHaveTextContent('Gross sales');
    expect(screen.getByRole('heading', { name: 'Ledger check' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES)).toEqual([]);
  });

  it('shows the settings and their form in English', async () => {
    renderArea('/admin/settings', { user: demoUser });
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    expect(within(form).getByRole('group', { name: 'Kitchen deadlines' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Commission (%)' })).toBeInTheDocument();
    expect(
      screen.getByText(/^(Default values: never changed\.|Changed on \d+ \w+ \d{4} at \d\d:\d\d by .+\.) Every change/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'history' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save the commission' })).toBeInTheDocument();
    // The restaurants' names ('Mama Créole') are theirs.
    expect(
      frenchOnPage(
        CATALOGUES,
        catalogue.restaurants.map((restaurant) => restaurant.name),
      ),
    ).toEqual([]);
  });

  it('shows the pending sign-ups and the history in English', async () => {
    const { events } = renderArea('/admin/validations', { user: demoUser });
    expect(await screen.findByText(/^\d+ requests? pending$/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: pendingYannick.name });
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES)).toEqual([]);

    await events.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the sign-up' });
    expect(within(dialog).getByRole('textbox')).toHaveAttribute(
      'placeholder',
      adminEn.validations.reject.defaultReason,
    );
    expect(frenchOnPage(CATALOGUES)).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await events.click(screen.getByRole('link', { name: 'History' }));
    expect(await screen.findByText(/^\d+ actions? shown$/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Administrators’ actions, newest first' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, [CANCELLED_ORDER_REASON])).toEqual([]);
  });

  it.each([
    ['/admin/dashboard', 'Quick actions'],
    ['/admin/restaurants', /^\d+ restaurants?, \d+ open, \d+ paused, \d+ open now$/],
    ['/admin/reviews', /^\d+ reviews? shown$/],
    ['/admin/promotions', /^\d+ codes? shown$/],
  ])('shows %s in English', async (path, content) => {
    renderArea(path, { user: demoUser });
    expect(await screen.findByText(content)).toBeInTheDocument();
    const userData = [
      ...catalogue.restaurants.flatMap((restaurant) => [restaurant.name, restaurant.location.address]),
      ...reviews.rows.flatMap((review) => [review.comment ?? '', review.reply ?? '', review.hidden_reason ?? '']),
    ].filter(Boolean);
    expect(frenchOnPage(CATALOGUES, userData)).toEqual([]);
  });
});
