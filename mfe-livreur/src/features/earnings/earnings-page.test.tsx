import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MONEY_SETTINGS, MONEY_MESSAGES, courierPay, formatKm, formatPrice } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { answer, serverError } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser, type LivraisonRow } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { liveStream } from '../../test/live';
import { recordApiRequests, renderArea } from '../../test/render-area';
import { deliveredAt, deliveriesOf, giveCurrentDelivery, orderOf } from '../../test/scenarios';
import { asRendered } from '../../test/text';
import { EARNINGS_CSV_ERROR } from './api/download-earnings-csv';

// Thursday 12 March 2026, 11:00 in Paris: 'Cette semaine' runs from Monday 9 to Thursday 12 March.
const NOW = new Date('2026-03-12T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const isCash = (livraison: LivraisonRow) => orderOf(livraison).payment_mode === 'cash';
const cashOf = (livraison: LivraisonRow) => (isCash(livraison) ? Math.round(orderOf(livraison).total_price * 100) : 0);
/** A delivery's pay in cents at the platform's default terms, its whole tip included. */
const payOf = (livraison: LivraisonRow) =>
  courierPay(DEFAULT_MONEY_SETTINGS, livraison.distance_km).total_cents + Math.round(orderOf(livraison).tip * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The demo courier's past rounds, handed over at chosen times around the periods' edges (UTC
 * instants; Paris is UTC+1 in early March).
 */
function arrangeRounds() {
  const delivered = deliveriesOf().filter((livraison) => livraison.status === 'livree');
  const cash = delivered.filter(isCash);
  const card = delivered.filter((livraison) => !isCash(livraison));
  if (cash.length < 2 || card.length < 4) throw new Error('Pas assez de livraisons passées dans les données de test');
  const monday = deliveredAt(card[0]!, '2026-03-09T06:00:00Z');
  const wednesdayCash = deliveredAt(cash[0]!, '2026-03-11T12:10:00Z');
  const wednesday = deliveredAt(card[1]!, '2026-03-11T19:30:00Z');
  // 23:30 on Sunday 8 March in Paris: the week before.
  const sundayNight = deliveredAt(card[2]!, '2026-03-08T22:30:00Z');
  // 00:30 on Sunday 1 March in Paris: March's, although still 28 February in UTC.
  const firstOfMarch = deliveredAt(card[3]!, '2026-02-28T23:30:00Z');
  const february = deliveredAt(cash[1]!, '2026-02-20T12:00:00Z');
  return { thisWeek: [monday, wednesdayCash, wednesday], sundayNight, firstOfMarch, february, delivered };
}

/** '12,50 €' as fr-FR writes it (narrow spaces, a true minus sign) → 1250. */
function cents(text: string | null | undefined): number {
  const number = (text ?? '').replace(/[\s€]/g, '').replace('−', '-').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(number)) throw new Error(`Montant illisible : ${text}`);
  return Math.round(Number(number) * 100);
}

const amountIn = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const totals = () => screen.getByRole('region', { name: 'Totaux de la période' });
const deliveryCards = () => within(screen.getByRole('region', { name: 'Détail des courses' })).getAllByRole('article');
const rowsOf = (list: 'Par jour' | 'Par semaine') =>
  within(screen.getByRole('region', { name: list })).getAllByRole('listitem');
const rowPay = (row: HTMLElement) => cents(row.querySelector('strong')?.textContent);
/** The sum of one figure over the delivery cards shown. */
const column = (term: string) => sum(deliveryCards().map((card) => cents(amountIn(card, term))));
const loaded = () => screen.findByRole('region', { name: 'Totaux de la période' });
const periods = (requests: { query: URLSearchParams }[]) =>
  requests.map((request) => `${request.query.get('from')}→${request.query.get('to')}`);

describe('Gains', () => {
  it("shows this week's pay (Paris days): each delivery's lines, and totals that are the sums of what is shown", async () => {
    const { thisWeek } = arrangeRounds();
    const requests = recordApiRequests({ method: 'GET', path: '/livraisons/earnings' });
    renderArea('/livreur/gains', { user: demoUser });
    expect(screen.getByText('Chargement de vos gains...')).toBeInTheDocument();
    await loaded();

    expect(screen.getByRole('button', { name: 'Cette semaine' })).toHaveAttribute('aria-pressed', 'true');
    expect(periods(requests)).toEqual(['2026-03-09→2026-03-12']);

    // One card per delivery, oldest first: base + distance + tip = its total, at the default terms.
    const cards = deliveryCards();
    expect(cards).toHaveLength(thisWeek.length);
    cards.forEach((card, index) => {
      const livraison = thisWeek[index]!;
      const pay = courierPay(DEFAULT_MONEY_SETTINGS, livraison.distance_km);
      const tip = Math.round(orderOf(livraison).tip * 100);
      expect(card).toHaveAccessibleName(new RegExp(`^${livraison.restaurant_name}`));
      expect(amountIn(card, 'Trajet')).toBe(formatKm(livraison.distance_km));
      expect(cents(amountIn(card, 'Base'))).toBe(pay.base_cents);
      expect(cents(amountIn(card, 'Distance'))).toBe(pay.distance_cents);
      expect(cents(amountIn(card, 'Pourboire'))).toBe(tip);
      expect(cents(amountIn(card, 'Total'))).toBe(pay.total_cents + tip);
    });
    expect(thisWeek.every((livraison) => orderOf(livraison).tip > 0)).toBe(true);
    expect(within(cards[1]!).getByText(/^Espèces encaissées auprès du client/)).toHaveTextContent(
      asRendered(formatPrice(orderOf(thisWeek[1]!).total_price)),
    );

    const box = totals();
    const cash = sum(thisWeek.map(cashOf));
    expect(cash).toBeGreaterThan(0);
    expect(amountIn(box, 'Courses')).toBe(String(cards.length));
    expect(cents(amountIn(box, 'Base'))).toBe(column('Base'));
    expect(cents(amountIn(box, 'Distance'))).toBe(column('Distance'));
    expect(cents(amountIn(box, 'Pourboires'))).toBe(column('Pourboire'));
    expect(cents(amountIn(box, 'Total gagné'))).toBe(column('Total'));
    expect(cents(amountIn(box, 'Total gagné'))).toBe(sum(thisWeek.map(payOf)));
    expect(cents(amountIn(box, 'Espèces encaissées'))).toBe(cash);
    expect(cents(amountIn(box, 'Net'))).toBe(column('Total') - cash);

    // Monday and Wednesday worked; the other days are left out, and the week is the whole total.
    const days = rowsOf('Par jour');
    expect(days.map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'lundi 9 mars',
      'mercredi 11 mars',
    ]);
    expect(days[1]).toHaveTextContent('2 courses');
    expect(sum(days.map(rowPay))).toBe(column('Total'));
    expect(screen.getByText('Les jours sans course ne sont pas listés.')).toBeInTheDocument();
    const weeks = rowsOf('Par semaine');
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toHaveTextContent(/^Semaine du 9 mars/);
    expect(rowPay(weeks[0]!)).toBe(column('Total'));
  });

  it('asks again for each period chosen, the days of Paris deciding where a delivery belongs', async () => {
    const { february, firstOfMarch, sundayNight, thisWeek } = arrangeRounds();
    const requests = recordApiRequests({ method: 'GET', path: '/livraisons/earnings' });
    const { events } = renderArea('/livreur/gains', { user: demoUser });
    await loaded();

    // 1 March at 00:30 in Paris is not February's.
    await events.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    await waitFor(() => expect(deliveryCards()).toHaveLength(1));
    expect(deliveryCards()[0]).toHaveAccessibleName(/vendredi 20 février$/);
    expect(cents(amountIn(totals(), 'Total gagné'))).toBe(payOf(february));

    await events.click(screen.getByRole('button', { name: 'Ce mois-ci' }));
    await waitFor(() => expect(deliveryCards()).toHaveLength(thisWeek.length + 2));
    const march = [firstOfMarch, sundayNight, ...thisWeek];
    expect(cents(amountIn(totals(), 'Total gagné'))).toBe(sum(march.map(payOf)));
    expect(sum(rowsOf('Par jour').map(rowPay))).toBe(column('Total'));
    // The week of 23 February touches March by its Sunday only: it counts that day alone.
    const weeks = rowsOf('Par semaine');
    expect(weeks.map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Semaine du 23 février',
      'Semaine du 2 mars',
      'Semaine du 9 mars',
    ]);
    expect(weeks[0]).toHaveTextContent('Seulement le 1 mars, dans la période');
    expect(weeks.map(rowPay)).toEqual([payOf(firstOfMarch), payOf(sundayNight), sum(thisWeek.map(payOf))]);

    // The dates themselves: Wednesday 11 to Thursday 12 March.
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-11' } });
    await waitFor(() => expect(deliveryCards()).toHaveLength(2));
    expect(periods(requests)).toEqual([
      '2026-03-09→2026-03-12',
      '2026-02-01→2026-02-28',
      '2026-03-01→2026-03-12',
      '2026-03-11→2026-03-12',
    ]);
  });

  it('explains the balance: cash collected from clients is owed to Teranga, the pay is owed by it', async () => {
    const { delivered } = arrangeRounds();
    const owed = sum(delivered.map((livraison) => payOf(livraison) - cashOf(livraison)));
    expect(owed).toBeLessThan(0);
    const { unmount } = renderArea('/livreur/gains', { user: demoUser });
    expect(
      await screen.findByText(asRendered(`Vous devez ${formatPrice(-owed / 100)} à Teranga (espèces encaissées)`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Solde au jeudi 12 mars/)).toBeInTheDocument();
    unmount();

    for (const livraison of delivered) orderOf(livraison).payment_mode = 'card';
    renderArea('/livreur/gains', { user: demoUser });
    expect(
      await screen.findByText(asRendered(`Teranga vous doit ${formatPrice(sum(delivered.map(payOf)) / 100)}`)),
    ).toBeInTheDocument();
  });

  it("downloads the period's CSV through the API client, under the API's file name, its total the page's", async () => {
    arrangeRounds();
    const requests = recordApiRequests({ method: 'GET', path: '/livraisons/earnings' });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:gains';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { events } = renderArea('/livreur/gains', { user: demoUser });
    await loaded();

    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(saved).toEqual(['teranga-gains-2026-03-09-2026-03-12.csv']));
    const csv = requests.filter((request) => request.query.get('format') === 'csv');
    expect(periods(csv)).toEqual(['2026-03-09→2026-03-12']);

    // One line per delivery shown, then 'Total', whose pay is the page's 'Total gagné'.
    const rows = (await files[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((row) => row.split(';'));
    expect(rows[0]?.slice(0, 4)).toEqual(['Commande', 'Référence', 'Date', 'Restaurant']);
    expect(rows).toHaveLength(deliveryCards().length + 2);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(cents(total[rows[0]!.indexOf('Rémunération')])).toBe(cents(amountIn(totals(), 'Total gagné')));
    expect(cents(total[rows[0]!.indexOf('Net')])).toBe(cents(amountIn(totals(), 'Net')));
  });

  it('says when the CSV could not be downloaded, and lets the courier try again', async () => {
    arrangeRounds();
    server.use(
      http.get(`${MOCK_API_URL}/livraisons/earnings`, ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'csv' ? serverError() : undefined,
      ),
    );
    const { events } = renderArea('/livreur/gains', { user: demoUser });
    await loaded();
    await events.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    expect(await screen.findByText(EARNINGS_CSV_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeEnabled();
  });

  it('adds a delivery completed meanwhile, told by the live stream', async () => {
    const { thisWeek } = arrangeRounds();
    const live = liveStream();
    const current = giveCurrentDelivery('en_cours');
    renderArea('/livreur/gains', { user: demoUser });
    await loaded();
    await live.connected();
    expect(deliveryCards()).toHaveLength(thisWeek.length);

    deliveredAt(current, '2026-03-12T09:45:00Z');
    live.send({
      type: 'livraison.completed',
      commande_id: current.commande_id,
      livraison_id: current.id,
      livreur_id: demoUser.id,
    });
    await waitFor(() => expect(deliveryCards()).toHaveLength(thisWeek.length + 1));
    expect(cents(amountIn(totals(), 'Total gagné'))).toBe(sum([...thisWeek, current].map(payOf)));
  });

  it('says there was no delivery in the period, and that nothing is owed either way', async () => {
    db.livraisons = db.livraisons.filter((livraison) => livraison.livreur_id !== demoUser.id);
    renderArea('/livreur/gains', { user: demoUser });
    expect(await screen.findByText('Aucune course sur cette période')).toBeInTheDocument();
    expect(amountIn(totals(), 'Courses')).toBe('0');
    expect(cents(amountIn(totals(), 'Net'))).toBe(0);
    expect(screen.getByText('Vous êtes à jour avec Teranga : rien à régler')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Par jour' })).not.toBeInTheDocument();
  });

  it("shows the load error and 'Réessayer'", async () => {
    arrangeRounds();
    answer(server, 'get', '/livraisons/earnings', serverError, { once: true });
    const { events } = renderArea('/livreur/gains', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    await loaded();
    expect(deliveryCards()).toHaveLength(3);
  });

  it('asks nothing for a period the API would refuse (too long, or the end first), and says why', async () => {
    const requests = recordApiRequests({ method: 'GET', path: '/livraisons/earnings' });
    renderArea('/livreur/gains', { user: demoUser });
    await loaded();

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-01-01' } });
    expect(await screen.findByText(MONEY_MESSAGES.periodTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-20' } });
    expect(await screen.findByText(MONEY_MESSAGES.periodInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
    expect(screen.queryByText(MONEY_MESSAGES.periodTooLong)).not.toBeInTheDocument();
    // The shared period rule is the API's: only the first, valid period was asked for.
    expect(periods(requests)).toEqual(['2026-03-09→2026-03-12']);
  });

  it('asks nothing for a courier awaiting approval, and says when the earnings will show', async () => {
    const requests = recordApiRequests({ method: 'GET', path: '/livraisons/earnings' });
    renderArea('/livreur/gains', { user: pendingUser });
    expect(await screen.findByText(/^Vos gains apparaîtront ici/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le CSV' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
