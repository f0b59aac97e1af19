import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { MONEY_MESSAGES, formatPrice } from '@teranga/shared-ui';
import { answer } from '@teranga/shared-ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { promos } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { words } from '../../test/text';
import { CREATE_PROMO_MESSAGES } from './api/create-promo';
import { PROMOTIONS_MESSAGES } from './promotions-page';

/** The tests' clock: the mock codes are dated from it (see `promoFixtures`). */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const table = () => screen.getByRole('table', { name: /^Codes promo/ });
const bodyRows = () => within(table()).getAllByRole<HTMLTableRowElement>('row').slice(1);
const rowOf = (code: string) => within(table()).getByText(code).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog', { name: 'Nouveau code de la plateforme' });
const inDialog = (label: string) => within(dialog()).getByLabelText(label, { exact: false });

async function openPromotions() {
  const rendered = renderArea('/admin/promotions', { user: demoUser });
  await screen.findByRole('table', { name: /^Codes promo/ });
  return rendered;
}

freshMockApiAt(NOW);

describe('PromotionsPage — the codes', () => {
  it('lists every code, newest first: what it gives, its conditions, who pays it, its uses and state', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/promos' });
    await openPromotions();
    expect(calls.map((call) => Object.fromEntries(call.query))).toEqual([{}]);
    expect(bodyRows().map((row) => row.cells[0]!.textContent)).toEqual(
      ['TIPUNCH10', 'LIVRAISON-OFFERTE', 'BIENVENUE', 'NOEL2024'].map((code) => `Code${code}`),
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      `${promos.rows.length} codes affichés`,
    );

    const welcome = rowOf('BIENVENUE');
    expect(words(welcome.textContent)).toContain(words(`${formatPrice(3)} de réduction`));
    expect(words(welcome.textContent)).toContain(words(`Dès ${formatPrice(15)} de plats`));
    expect(welcome).toHaveTextContent('Première commande seulement');
    expect(welcome).toHaveTextContent('1 fois par client au plus');
    expect(welcome).toHaveTextContent('Plateforme');
    expect(welcome).toHaveTextContent('42 / 500');
    expect(welcome).toHaveTextContent('Actif');

    const restaurantCode = rowOf('TIPUNCH10');
    expect(restaurantCode).toHaveTextContent('10 % des plats');
    expect(restaurantCode).toHaveTextContent('Restaurant « Le Ti-Punch »');
    // Ended last week, still on: it no longer applies.
    expect(rowOf('LIVRAISON-OFFERTE')).toHaveTextContent('Livraison offerte');
    expect(rowOf('LIVRAISON-OFFERTE')).toHaveTextContent('Expiré');
    // Its dates as Paris reads them.
    expect(rowOf('LIVRAISON-OFFERTE')).toHaveTextContent('Du 18/02/2025 13:00 au 03/03/2025 13:00');
    expect(welcome).toHaveTextContent('Sans limite de date');
    // Switched off: said in words, nothing left to do.
    expect(rowOf('NOEL2024')).toHaveTextContent('Désactivé');
    expect(within(rowOf('NOEL2024')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters active and switched-off codes on the server', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/promos' });
    const { events } = await openPromotions();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Désactivés');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls.at(-1)?.query.get('active')).toBe('false');
    expect(bodyRows()[0]).toHaveTextContent('NOEL2024');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Actifs');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(calls.at(-1)?.query.get('active')).toBe('true');
  });

  it('says when there is no code, and offers to try again when the list cannot load', async () => {
    promos.rows = [];
    answer(server, 'get', '/admin/promos', undefined, { once: true });
    const { events } = renderArea('/admin/promotions', { user: demoUser });
    expect(await screen.findByText(PROMOTIONS_MESSAGES.loadFailed)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(PROMOTIONS_MESSAGES.empty)).toBeInTheDocument();
  });
});

describe('PromotionsPage — a new platform code', () => {
  it('creates it with POST /admin/promos and lists it', async () => {
    const posts = recordRequests({ method: 'post', path: '/admin/promos' });
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Nouveau code' }));
    expect(inDialog('Code')).toHaveFocus();
    await events.type(inDialog('Code'), 'printemps');
    await events.selectOptions(inDialog('Type de réduction'), 'Montant fixe');
    await events.type(inDialog('Réduction (€)'), '4,5');
    await events.type(inDialog('Minimum de plats (€)'), '20');
    fireEvent.change(inDialog('Jusqu’au (inclus)'), { target: { value: '2025-03-31' } });
    await events.type(inDialog('Utilisations au total'), '200');
    await events.click(within(dialog()).getByRole('checkbox', { name: /Première commande seulement/ }));
    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));

    expect(await screen.findByText(CREATE_PROMO_MESSAGES.created('PRINTEMPS'))).toBeInTheDocument();
    expect(posts.map((call) => call.body)).toEqual([
      {
        code: 'PRINTEMPS',
        kind: 'fixed',
        value: 4.5,
        min_subtotal: 20,
        starts_at: null,
        // The last day included: the code stops at the next midnight in Paris.
        ends_at: '2025-03-31T22:00:00.000Z',
        max_uses: 200,
        max_uses_per_client: null,
        first_order_only: true,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const created = await waitFor(() => rowOf('PRINTEMPS'));
    expect(bodyRows()[0]).toBe(created);
    expect(created).toHaveTextContent('Plateforme');
    expect(created).toHaveTextContent('0 / 200');
  });

  it('hides the amount of a free delivery and sends 0', async () => {
    const posts = recordRequests({ method: 'post', path: '/admin/promos' });
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Nouveau code' }));
    await events.type(inDialog('Code'), 'LIVRAISON-MARS');
    await events.selectOptions(inDialog('Type de réduction'), 'Livraison offerte');
    expect(within(dialog()).queryByLabelText(/^Réduction/)).not.toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));
    await screen.findByText(CREATE_PROMO_MESSAGES.created('LIVRAISON-MARS'));
    expect(posts[0]!.body).toMatchObject({ kind: 'free_delivery', value: 0 });
  });

  it('shows the shared schema’s messages on the fields and sends nothing', async () => {
    const posts = recordRequests({ method: 'post', path: '/admin/promos' });
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Nouveau code' }));
    await events.type(inDialog('Code'), 'x');
    await events.type(inDialog('Réduction (%)'), '150');
    fireEvent.change(inDialog('Valable du'), { target: { value: '2025-03-20' } });
    fireEvent.change(inDialog('Jusqu’au (inclus)'), { target: { value: '2025-03-10' } });
    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));

    expect(await within(dialog()).findByText(MONEY_MESSAGES.promoCode)).toBeInTheDocument();
    expect(inDialog('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText(MONEY_MESSAGES.promoPercent)).toBeInTheDocument();
    expect(within(dialog()).getByText(MONEY_MESSAGES.promoDates)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('puts a code already taken (409) on the code field, the dialog staying open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Nouveau code' }));
    // Another case of an existing code: codes are unique whatever their case.
    await events.type(inDialog('Code'), 'bienvenue');
    await events.type(inDialog('Réduction (%)'), '10');
    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));

    expect(await within(dialog()).findByText(MONEY_MESSAGES.promoCodeTaken)).toBeInTheDocument();
    expect(inDialog('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(inDialog('Code')).toHaveFocus();
    // Said once, on its field: no toast.
    expect(screen.getAllByText(MONEY_MESSAGES.promoCodeTaken)).toHaveLength(1);
    expect(promos.rows.filter((row) => row.code === 'BIENVENUE')).toHaveLength(1);
  });

  it('puts a field the API refused (422) on that field, and anything else in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(
        `${MOCK_API_URL}/admin/promos`,
        () =>
          HttpResponse.json(
            { detail: 'Trop de codes', errors: [{ field: 'max_uses', message: 'Trop d’utilisations pour ce code' }] },
            { status: 422 },
          ),
        { once: true },
      ),
      http.post(
        `${MOCK_API_URL}/admin/promos`,
        () => HttpResponse.json({ detail: 'Service indisponible' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Nouveau code' }));
    await events.type(inDialog('Code'), 'ETE2025');
    await events.type(inDialog('Réduction (%)'), '10');
    await events.type(inDialog('Utilisations au total'), '50');
    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));
    expect(await within(dialog()).findByText('Trop d’utilisations pour ce code')).toBeInTheDocument();
    expect(inDialog('Utilisations au total')).toHaveAttribute('aria-invalid', 'true');

    await events.click(within(dialog()).getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });
});

describe('PromotionsPage — switching a code off', () => {
  it('switches it off with DELETE /promos/:id after a confirmation; it stays listed with its uses', async () => {
    const deletes = recordRequests({ method: 'delete' });
    const { events } = await openPromotions();
    const welcome = promos.rows.find((row) => row.code === 'BIENVENUE')!;
    await events.click(screen.getByRole('button', { name: 'Désactiver le code BIENVENUE' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Désactiver le code' });
    expect(confirm).toHaveTextContent('« BIENVENUE » ne s’appliquera plus aux prochaines commandes');
    await events.click(within(confirm).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Code « BIENVENUE » désactivé')).toBeInTheDocument();
    expect(deletes.map((call) => call.path)).toEqual([`/promos/${welcome.id}`]);
    await waitFor(() => expect(rowOf('BIENVENUE')).toHaveTextContent('Désactivé'));
    expect(rowOf('BIENVENUE')).toHaveTextContent('42 / 500');
    expect(within(rowOf('BIENVENUE')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the code when the confirmation is cancelled', async () => {
    const deletes = recordRequests({ method: 'delete' });
    const { events } = await openPromotions();
    await events.click(screen.getByRole('button', { name: 'Désactiver le code TIPUNCH10' }));
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toHaveLength(0);
    expect(rowOf('TIPUNCH10')).toHaveTextContent('Actif');
  });
});
