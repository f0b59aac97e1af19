import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_TIME_ZONE,
  LEDGER_ACCOUNTS,
  MONEY_MESSAGES,
  addDays,
  formatPrice,
  startOfLocalDate,
  type PlatformFinances,
} from '@teranga/shared-ui';
import { answer } from '@teranga/shared-ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ledger } from '../../mocks/db';
import { demoUser, livreurMoussa } from '../../mocks/fixtures';
import { checkLedger, platformFinances } from '../../mocks/handlers/admin-finances';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { words } from '../../test/text';
import { LEDGER_CHECK_MESSAGES } from './components/ledger-check-panel';
import { FINANCES_MESSAGES } from './finances-page';

/** The tests' clock: the mock ledger is dated from it (see `ledgerFixtures`). 10 March, 13:00 in Paris. */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const price = (euros: number) => words(formatPrice(euros));

/** What the mock API answers for `from`…`to` (Paris days), the figures the page must show. */
const financesOf = (from: string, to: string): PlatformFinances =>
  platformFinances(
    from,
    to,
    startOfLocalDate(from, DEFAULT_TIME_ZONE).toISOString(),
    startOfLocalDate(addDays(to, 1), DEFAULT_TIME_ZONE).toISOString(),
  );

const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Chiffres de la période' }))
    .getByText(label, { selector: 'dt' })
    .closest('dl') as HTMLElement;
const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (name: string) => within(table(name)).getAllByRole<HTMLTableRowElement>('row').slice(1);
const ledgerNotice = () =>
  within(screen.getByRole('region', { name: 'Contrôle du grand livre' })).getAllByRole('status')[0] as HTMLElement;

async function openFinances() {
  const rendered = renderArea('/admin/finances', { user: demoUser });
  await screen.findByRole('heading', { name: 'Dû aux restaurants' });
  await screen.findByText(/^Contrôlé le /);
  return rendered;
}

freshMockApiAt(NOW);

describe('FinancesPage — the period’s figures', () => {
  it('asks GET /admin/finances for this month in Paris, and shows every figure of the answer', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/finances' });
    await openFinances();
    expect(calls.map((call) => Object.fromEntries(call.query))).toEqual([{ from: '2025-03-01', to: '2025-03-10' }]);
    expect(screen.getByRole('button', { name: 'Ce mois-ci' })).toHaveAttribute('aria-pressed', 'true');

    const figures = financesOf('2025-03-01', '2025-03-10');
    const expected: [string, number][] = [
      ['Ventes brutes', figures.gross_sales],
      ['Commission', figures.commission],
      ['Frais de livraison', figures.delivery_fees],
      ['Pourboires', figures.tips],
      ['Rémunération livreurs', figures.courier_pay],
      ['Promotions', figures.promos_platform],
      ['Remboursements', figures.refunds],
      ['Résultat plateforme', figures.platform_net],
    ];
    for (const [label, value] of expected) expect(words(card(label).textContent)).toContain(price(value));
    expect(words(card('Promotions').textContent)).toContain(
      `par les restaurants : ${price(figures.promos_restaurant)}`,
    );
    expect(words(screen.getByText('Paiements par carte reçus').closest('div')!.textContent)).toContain(
      price(figures.payments_received),
    );
  });

  it('gets figures that add up: the five orders delivered this month, and the platform’s result from its accounts', async () => {
    await openFinances();
    const figures = financesOf('2025-03-01', '2025-03-10');
    // 24,50 + 18 + 31 + 22 + 14,50 € of dishes (the order of February is not in it).
    expect(figures.gross_sales).toBe(110);
    expect(words(card('Ventes brutes').textContent)).toContain(price(110));
    // No refund was charged to the platform: its result is its revenue less its expenses, to the cent.
    const cents = (euros: number) => Math.round(euros * 100);
    expect(cents(figures.platform_net)).toBe(
      cents(figures.commission) +
        cents(figures.delivery_fees) +
        cents(figures.retained) -
        cents(figures.courier_pay) -
        cents(figures.promos_platform),
    );
  });

  it('lists what is owed to each restaurant and courier, balances carried from before the period', async () => {
    await openFinances();
    const figures = financesOf('2025-03-01', '2025-03-10');
    const restaurants = bodyRows('Ce que la plateforme doit à chaque restaurant');
    expect(restaurants.map((row) => row.cells[0]!.textContent)).toEqual(
      figures.restaurants.map((row) => `Restaurant${row.restaurant_name}`),
    );
    figures.restaurants.forEach((row, index) => {
      const text = words(restaurants[index]!.textContent);
      expect(text).toContain(price(row.net));
      expect(text).toContain(price(row.balance));
    });
    // Chez Fatou's order of February is still owed.
    const chezFatou = figures.restaurants.find((row) => row.restaurant_name === 'Chez Fatou')!;
    expect(chezFatou.balance).toBeGreaterThan(chezFatou.net);

    const couriers = bodyRows('Ce que la plateforme doit à chaque livreur');
    expect(couriers).toHaveLength(figures.couriers.length);
    // Moussa collected a cash order for the platform: he owes more than he earned.
    const moussa = figures.couriers.find((row) => row.livreur_id === livreurMoussa.id)!;
    expect(moussa.balance).toBeLessThan(0);
    const moussaRow = couriers.find((row) => row.textContent?.includes(livreurMoussa.name))!;
    expect(words(moussaRow.textContent)).toContain(price(moussa.balance));
    expect(words(moussaRow.textContent)).toContain(price(moussa.pay));
  });

  it('reads another period when a quick period is chosen', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/finances' });
    const { events } = await openFinances();
    await events.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    await waitFor(() => expect(words(card('Ventes brutes').textContent)).toContain(price(30)));
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(financesOf('2025-02-01', '2025-02-28').gross_sales).toBe(30);
  });

  it('asks nothing for a period the API would refuse: the filter says why with the API’s words', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/finances' });
    await openFinances();
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-03-20' } });
    expect(screen.getByText(MONEY_MESSAGES.periodInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dû aux restaurants' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2023-01-01' } });
    expect(screen.getByText(MONEY_MESSAGES.periodTooLong)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-03-09' } });
    await screen.findByRole('heading', { name: 'Dû aux restaurants' });
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ from: '2025-03-09', to: '2025-03-10' });
  });

  it('offers to try again when the figures cannot load', async () => {
    answer(server, 'get', '/admin/finances', undefined, { once: true });
    const { events } = renderArea('/admin/finances', { user: demoUser });
    expect(await screen.findByText(FINANCES_MESSAGES.loadFailed)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Dû aux restaurants' })).toBeInTheDocument();
    await screen.findByText(/^Contrôlé le /);
  });
});

describe('FinancesPage — the ledger’s check', () => {
  it('says the ledger is balanced, with its counts', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/ledger/check' });
    await openFinances();
    const check = checkLedger();
    expect(check.balanced).toBe(true);
    const notice = ledgerNotice();
    expect(notice).toHaveTextContent('Grand livre équilibré');
    expect(notice).toHaveTextContent(`${check.transactions} transactions et ${check.entries} lignes re-additionnées`);
    expect(calls).toHaveLength(1);
  });

  it("lists the transactions that do not add up once 'Vérifier' runs the check again", async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/ledger/check' });
    const { events } = await openFinances();
    const [delivery] = ledger.rows.filter((row) => row.transaction_kind === 'delivery');
    // A commission line off by 5 cents.
    ledger.rows.push({ ...delivery!, account: LEDGER_ACCOUNTS.commission, kind: 'commission', cents: -5 });
    await events.click(screen.getByRole('button', { name: 'Vérifier' }));

    await waitFor(() => expect(ledgerNotice()).toHaveTextContent('Grand livre déséquilibré'));
    expect(calls).toHaveLength(2);
    const notice = ledgerNotice();
    expect(words(notice.textContent)).toContain(`Somme de toutes les lignes : ${price(-0.05)}`);
    expect(within(notice).getByRole('list', { name: 'Transactions déséquilibrées' })).toHaveTextContent(
      words(`Livraison · commande #${delivery!.commande_id!.slice(0, 8)} : ${price(-0.05)}`),
    );
    expect(notice).not.toHaveTextContent('prestataire de paiement :');
  });

  it('warns of a difference with the payment provider alone (a refund in flight)', async () => {
    const { events } = await openFinances();
    // The provider refunded 2 € the ledger has not recorded yet.
    ledger.provider[0]!.refunded_cents += 200;
    await events.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(ledgerNotice()).toHaveTextContent('Écart avec le prestataire de paiement'));
    const check = checkLedger();
    expect(words(ledgerNotice().textContent)).toContain(
      `Écart avec le prestataire de paiement : ${price(2)} (grand livre ${price(check.provider.ledger)}, prestataire ${price(check.provider.recorded)}).`,
    );
    expect(ledgerNotice()).toHaveTextContent('vérifiez de nouveau dans quelques secondes');
  });

  it('offers to try again when the check cannot run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(server, 'get', '/admin/ledger/check', undefined, { once: true });
    const { events } = renderArea('/admin/finances', { user: demoUser });
    const region = await screen.findByRole('region', { name: 'Contrôle du grand livre' });
    expect(await within(region).findByText(LEDGER_CHECK_MESSAGES.loadFailed)).toBeInTheDocument();
    await events.click(within(region).getByRole('button', { name: 'Réessayer' }));
    expect(await within(region).findByText('Grand livre équilibré')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Dû aux restaurants' });
  });
});
