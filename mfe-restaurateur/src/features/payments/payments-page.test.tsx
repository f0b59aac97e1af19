import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MONEY_MESSAGES, formatPrice, shortId, type RestaurantStatement } from '@teranga/shared-ui';
import { problem } from '@teranga/shared-ui/mocks';
import { recordRequests, refusals } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { buildPromos } from '../../mocks/money-fixtures';
import { restaurantStatement } from '../../mocks/money';
import { buildOrders, buildRefunds } from '../../mocks/order-fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { flat, statValue } from '../../test/text';

// Wednesday 18 March 2026, noon in Paris: 'Ce mois-ci' is 1–18 March, 'Le mois dernier' February.
const NOW = Date.parse('2026-03-18T11:00:00Z');
const MARCH = { from: '2026-03-01', to: '2026-03-18' };
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };
const STATEMENTS = `/restaurants/${demoRestaurant.id}/statements`;

beforeEach(() => {
  // Only the clock: MSW, react-query and user-event keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The demo history as of NOW (it is built relative to the real time at import).
  db.commandes = buildOrders(NOW);
  db.refunds = buildRefunds(db.commandes);
  db.promos = buildPromos(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** '− 1 234,50 €', 'Ventes : 12,00 €' → cents. */
function cents(text: string): number {
  const amount = flat(text).split(' : ').at(-1)!.replace('−', '-').replace(/[\s€]/g, '').replace(',', '.');
  expect(amount).toMatch(/^-?\d+\.\d\d$/);
  return Math.round(Number(amount) * 100);
}

const COLUMNS = ['Ventes', 'Commission', 'Promotions', 'Remboursements', 'Espèces encaissées', 'Net'] as const;

/** The statement's table: each order's line, then the 'Total' line, as cells' texts. */
function tableRows() {
  const rows = within(screen.getByRole('table', { name: 'Relevé par commande' })).getAllByRole('row');
  const [header, ...body] = rows;
  const names = within(header!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(['Date', 'Commande', ...COLUMNS]);
  return body.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

/**
 * jsdom has no object URLs: what `downloadFromApi` saves is kept instead, by URL, and each link
 * it clicks is recorded with the file name and the blob it points to.
 */
function recordDownloads() {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  const originals = ['createObjectURL', 'revokeObjectURL'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(URL, key)] as const,
  );
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:teranga/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  onTestFinished(() => {
    for (const [key, descriptor] of originals) {
      if (descriptor) Object.defineProperty(URL, key, descriptor);
      else delete (URL as unknown as Record<string, unknown>)[key];
    }
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return saved;
}

async function openPayments() {
  const view = renderArea('/restaurateur/paiements', { user: demoUser });
  await screen.findByRole('table', { name: 'Relevé par commande' });
  return view;
}

describe('PaymentsPage', () => {
  it("shows this month's statement, whose lines add up to the totals shown", async () => {
    const calls = recordRequests(server, { method: 'get', path: STATEMENTS });
    await openPayments();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.query)).toEqual(MARCH);
    expect(screen.getByRole('button', { name: 'Ce mois-ci' })).toHaveAttribute('aria-pressed', 'true');

    const expected = restaurantStatement(demoRestaurant, MARCH.from, MARCH.to);
    const rows = tableRows();
    const lines = rows.slice(0, -1);
    const total = rows.at(-1)!;
    expect(lines).toHaveLength(expected.lines.length);
    expect(lines.map((cells) => cells[1])).toEqual(expected.lines.map((line) => `#${shortId(line.commande_id)}`));
    expect(lines[0]![0]).toBe(`${expected.lines[0]!.date.slice(8)}/03/2026`);
    expect(total[0]).toBe('Total');

    const figures = COLUMNS.map((_, column) => lines.map((cells) => cents(cells[column + 2]!)));
    // Each line: its net is its sales minus its deductions (shown as negative amounts).
    lines.forEach((_, line) => {
      const [sales, commission, promos, refunds, cash, net] = figures.map((column) => column[line]!);
      expect(net).toBe(sales! + commission! + promos! + refunds! + cash!);
    });
    // Each column adds up to the 'Total' line, which is what the cards say.
    COLUMNS.forEach((label, column) => {
      const sum = figures[column]!.reduce((a, b) => a + b, 0);
      expect(cents(total[column + 2]!)).toBe(sum);
      const card = label === 'Net' ? 'Net à recevoir' : label;
      expect(cents(statValue('Totaux de la période', card))).toBe(sum);
    });
    // The demo month holds every kind of line: the restaurant's own code, a refund, cash at the counter.
    expect(expected.totals.promos).toBeGreaterThan(0);
    expect(expected.totals.refunds).toBeGreaterThan(0);
    expect(expected.totals.cash_collected).toBeGreaterThan(0);
    expect(cents(statValue('Totaux de la période', 'Net à recevoir'))).toBe(Math.round(expected.totals.net * 100));
    expect(statValue('Totaux de la période', 'Ventes')).toBe(flat(formatPrice(expected.totals.sales)));
    expect(screen.getByText(/^Solde dû par Teranga/)).toHaveTextContent(
      flat(`Solde dû par Teranga : ${formatPrice(expected.balance)}`),
    );
    expect(screen.getByText(/jusqu’au 18\/03\/2026 inclus/)).toBeInTheDocument();
  });

  it('asks again with the from/to of each period chosen', async () => {
    const calls = recordRequests(server, { method: 'get', path: STATEMENTS });
    const { events } = await openPayments();

    await events.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1]!.query)).toEqual(FEBRUARY);
    const february = restaurantStatement(demoRestaurant, FEBRUARY.from, FEBRUARY.to);
    await waitFor(() => expect(tableRows()).toHaveLength(february.lines.length + 1));
    expect(cents(statValue('Totaux de la période', 'Net à recevoir'))).toBe(Math.round(february.totals.net * 100));

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(Object.fromEntries(calls[2]!.query)).toEqual({ from: '2026-01-15', to: FEBRUARY.to });

    // An end before the start is no period: nothing is asked, nothing can be downloaded.
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-01-01' } });
    expect(screen.getByLabelText('Au')).toHaveAccessibleDescription(MONEY_MESSAGES.periodInvalid);
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(3);
  });

  it("downloads the period's CSV through the API, under the statement's name", async () => {
    const calls = recordRequests(server, { method: 'get', path: STATEMENTS });
    const saved = recordDownloads();
    const { events } = await openPayments();
    await events.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    await waitFor(() => expect(calls).toHaveLength(2));

    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(calls[2]!.query)).toEqual({ ...FEBRUARY, format: 'csv' });
    expect(saved[0]!.name).toBe('teranga-releve-2026-02-01-2026-02-28.csv');
    const text = await saved[0]!.blob!.text();
    const csvLines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const february = restaurantStatement(demoRestaurant, FEBRUARY.from, FEBRUARY.to);
    expect(csvLines).toHaveLength(february.lines.length + 2);
    // The file's 'Total' line says what the page says.
    expect(csvLines.at(-1)!.split(';').at(-1)).toBe(february.totals.net.toFixed(2).replace('.', ','));
  });

  it.each(refusals(400, MONEY_MESSAGES.periodTooLong, 'Erreur lors du téléchargement du relevé'))(
    'says why the download failed, with %s',
    async (_, response, message) => {
      const saved = recordDownloads();
      const { events } = await openPayments();
      answer('get', STATEMENTS, response);
      await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    },
  );

  it('says when nothing happened in the period, with the balance still', async () => {
    renderArea('/restaurateur/paiements', { user: demoUser });
    await screen.findByRole('table', { name: 'Relevé par commande' });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-06-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2025-06-30' } });
    expect(await screen.findByText('Aucune opération sur cette période')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/^Solde dû par Teranga/)).toHaveTextContent(
      flat(`Solde dû par Teranga : ${formatPrice(0)}`),
    );
  });

  it('says what the restaurant owes Teranga when the cash it collected exceeds what it is owed', async () => {
    answer('get', STATEMENTS, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const statement = restaurantStatement(demoRestaurant, query.get('from')!, query.get('to')!);
      return HttpResponse.json<RestaurantStatement>({ ...statement, balance: -12.5 });
    });
    await openPayments();
    expect(screen.getByText(/^Vous devez/)).toHaveTextContent(flat(`Vous devez ${formatPrice(12.5)} à Teranga`));
    expect(screen.queryByText(/^Solde dû par Teranga/)).not.toBeInTheDocument();
    expect(screen.getByText(/réglées en espèces sont payées à votre comptoir/)).toBeInTheDocument();
  });

  it.each([
    ['the server message', () => problem(400, MONEY_MESSAGES.periodTooLong), MONEY_MESSAGES.periodTooLong],
    ['the fallback', undefined, 'Erreur lors du chargement du relevé'],
  ])('shows a failed load with %s, and tries again', async (_, response, message) => {
    answer('get', STATEMENTS, response, { once: true });
    const { events } = renderArea('/restaurateur/paiements', { user: demoUser });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Relevé par commande' })).toBeInTheDocument();
  });

  it('loads nothing for an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    const calls = recordRequests(server, { method: 'get', path: STATEMENTS });
    renderArea('/restaurateur/paiements', { user: pendingUser });
    expect(await screen.findByText(/Votre compte est en attente de validation/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
