import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { problem } from '@teranga/shared-ui/mocks';
import { KITCHEN_MESSAGES, formatPrice, shortId } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db, users } from '../../mocks/db';
import { demoUser, newcomerUser, pendingUser } from '../../mocks/fixtures';
import { computeAnalytics } from '../../mocks/handlers/analytics';
import { newestFirst } from '../../mocks/handlers/commandes';
import { demoRestaurant, otherRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { openShowing, renderArea } from '../../test/render-area';
import { flat, statValue } from '../../test/text';

const weekStat = (label: string) => statValue('Les 7 derniers jours', label);

const ANALYTICS_PATH = /^\/analytics\/restaurant\/[^/]+$/;

describe('DashboardPage', () => {
  it('welcomes the user and shows their restaurant, not another one', async () => {
    renderArea('/restaurateur/dashboard', { user: demoUser });
    expect(screen.getByText(`Bienvenue, ${demoUser.name} !`)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: demoRestaurant.name });
    expect(within(card).getByText(demoRestaurant.description)).toBeInTheDocument();
    expect(within(card).getByText(/4,6 \(187 avis\)/)).toBeInTheDocument();
    expect(within(card).getByText('35 min')).toBeInTheDocument();
    expect(within(card).getByText(flat(formatPrice(demoRestaurant.delivery_fee)))).toBeInTheDocument();
    expect(within(card).getByText('Ouvert')).toBeInTheDocument();
    expect(screen.queryByText(otherRestaurant.name)).not.toBeInTheDocument();
  });

  it('finds the restaurant with owner_id, and still the right one when the API ignores the filter', async () => {
    answer('get', '/restaurants', () => HttpResponse.json(db.restaurants));
    const calls = recordRequests(server, { method: 'get', path: '/restaurants' });
    renderArea('/restaurateur/dashboard', { user: demoUser });
    expect(await screen.findByRole('heading', { name: demoRestaurant.name })).toBeInTheDocument();
    expect(calls[0]?.query.get('owner_id')).toBe(demoUser.id);
    expect(screen.queryByRole('heading', { name: otherRestaurant.name })).not.toBeInTheDocument();
  });

  it('shows the four 7-day figures and the 5 latest orders', async () => {
    const analyticsCalls = recordRequests(server, { method: 'get', path: ANALYTICS_PATH });
    const orderCalls = recordRequests(server, { method: 'get', path: '/commandes' });
    renderArea('/restaurateur/dashboard', { user: demoUser });
    await screen.findByText('Commandes récentes');

    const expected = computeAnalytics(demoRestaurant.id, 7).summary;
    expect(analyticsCalls[0]?.query.get('days')).toBe('7');
    expect(weekStat("Chiffre d'affaires")).toBe(flat(formatPrice(expected.total_revenue)));
    expect(weekStat('Commandes')).toBe(String(expected.total_orders));
    expect(weekStat('Panier moyen')).toBe(flat(formatPrice(expected.avg_order_value)));
    const rate = Math.round(((expected.orders_by_status.livree ?? 0) / expected.total_orders) * 100);
    expect(weekStat('Taux de réussite')).toBe(`${rate} %`);

    expect(orderCalls[0]?.query.get('restaurant_id')).toBe(demoRestaurant.id);
    expect(orderCalls[0]?.query.get('limit')).toBe('5');
    const latest = [...db.commandes].sort(newestFirst).slice(0, 5);
    const rows = within(screen.getByRole('region', { name: 'Commandes récentes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    rows.forEach((row, index) => {
      const order = latest[index]!;
      const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
      expect(row).toHaveTextContent(`#${shortId(order.id)}`);
      expect(row).toHaveTextContent(`${units} article${units > 1 ? 's' : ''}`);
      expect(row).toHaveTextContent(flat(formatPrice(order.total_price)));
    });
  });

  it('shows a 0 % success rate when the week has no order', async () => {
    db.commandes = [];
    renderArea('/restaurateur/dashboard', { user: demoUser });
    await screen.findByText('Commandes récentes');
    expect(weekStat('Taux de réussite')).toBe('0 %');
    expect(screen.getByText('Aucune commande')).toBeInTheDocument();
  });

  it('opens and closes the restaurant with the switch', async () => {
    const { events } = renderArea('/restaurateur/dashboard', { user: demoUser });
    const toggle = await screen.findByRole('switch', { name: 'Ouvert aux commandes' });
    expect(toggle).toBeChecked();
    await events.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText('Fermé')).toBeInTheDocument();
    expect(await screen.findByText('Le restaurant est maintenant fermé')).toBeInTheDocument();
    expect(db.restaurants.find((r) => r.id === demoRestaurant.id)?.is_open).toBe(false);
  });

  it('keeps the switch as it was when the API refuses', async () => {
    answer('patch', '/restaurants/:id/toggle-open');
    const { events } = renderArea('/restaurateur/dashboard', { user: demoUser });
    const toggle = await screen.findByRole('switch', { name: 'Ouvert aux commandes' });
    await events.click(toggle);
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it.each([
    ['the restaurant lookup', '/restaurants'],
    ['the figures', '/analytics/restaurant/:id'],
    ['the latest orders', '/commandes'],
  ])("says 'Erreur lors du chargement des données' when %s fails", async (_, path) => {
    answer('get', path, () => problem(500, 'Erreur interne'));
    await openShowing('/restaurateur/dashboard', 'Erreur lors du chargement des données');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  describe('without a restaurant', () => {
    it('says so and lets a verified restaurateur create it', async () => {
      const created = recordRequests(server, { method: 'post', path: '/restaurants' });
      const { events } = renderArea('/restaurateur/dashboard', { user: newcomerUser });
      expect(await screen.findByText('Aucun restaurant trouvé')).toBeInTheDocument();
      expect(screen.getByText("Contactez l'administrateur pour créer votre restaurant")).toBeInTheDocument();

      await events.click(screen.getByRole('button', { name: 'Créer mon restaurant maintenant' }));
      const form = await screen.findByRole('form', { name: 'Créer mon restaurant' });
      // The explorer's 'Tous' is not a cuisine.
      expect(within(form).queryByRole('checkbox', { name: 'Tous' })).not.toBeInTheDocument();

      await events.click(within(form).getByRole('button', { name: 'Créer mon restaurant' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');

      await events.type(within(form).getByLabelText(/Nom du restaurant/), 'Chez Kadiatou');
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
      await events.type(within(form).getByLabelText(/Adresse/), '19 rue Myrha, 75018 Paris');
      await events.type(within(form).getByLabelText('Description'), 'Cuisine malienne');
      const fee = within(form).getByLabelText(/Frais de livraison/);
      await events.clear(fee);
      await events.type(fee, '1.9');
      await events.click(within(form).getByRole('checkbox', { name: 'Africain' }));
      await events.click(within(form).getByRole('checkbox', { name: 'Halal' }));
      await events.upload(
        within(form).getByLabelText(/Choisir une image/),
        new File(['png'], 'facade.png', { type: 'image/png' }),
      );
      expect(await within(form).findByRole('img', { name: /Photo du restaurant/ })).toBeInTheDocument();

      await events.click(within(form).getByRole('button', { name: 'Créer mon restaurant' }));
      expect(await screen.findByText('Restaurant créé avec succès!')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Chez Kadiatou' })).toBeInTheDocument();
      expect(created[0]?.body).toEqual({
        name: 'Chez Kadiatou',
        description: 'Cuisine malienne',
        address: '19 rue Myrha, 75018 Paris',
        delivery_time: 30,
        delivery_fee: 1.9,
        min_order: 0,
        categories: ['Africain', 'Halal'],
        image_url: expect.stringMatching(/^\/api\/uploads\//),
      });
    });

    it('shows the server message when the creation is refused', async () => {
      answer('post', '/restaurants', () => problem(409, 'Vous avez déjà un restaurant'));
      const { events } = renderArea('/restaurateur/dashboard', { user: newcomerUser });
      await events.click(await screen.findByRole('button', { name: 'Créer mon restaurant maintenant' }));
      const form = await screen.findByRole('form', { name: 'Créer mon restaurant' });
      await events.type(within(form).getByLabelText(/Nom du restaurant/), 'Chez Kadiatou');
      await events.type(within(form).getByLabelText(/Adresse/), '19 rue Myrha, 75018 Paris');
      const time = within(form).getByLabelText(/Temps de livraison/);
      fireEvent.change(time, { target: { value: '0' } });
      await events.click(within(form).getByRole('button', { name: 'Créer mon restaurant' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Le temps de livraison doit être un nombre entier de minutes',
      );
      fireEvent.change(time, { target: { value: '40' } });
      await events.click(within(form).getByRole('button', { name: 'Créer mon restaurant' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Vous avez déjà un restaurant');
    });
  });

  describe('account awaiting validation', () => {
    it('explains it and offers no restaurant creation', async () => {
      const analyticsCalls = recordRequests(server, { method: 'get', path: ANALYTICS_PATH });
      renderArea('/restaurateur/dashboard', { user: pendingUser });
      const notice = screen.getByRole('region', { name: 'Compte en attente de validation' });
      expect(notice).toHaveTextContent('Votre compte est en attente de validation par un administrateur');
      expect(await screen.findByText('Aucun restaurant trouvé')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Créer mon restaurant/ })).not.toBeInTheDocument();
      expect(analyticsCalls).toHaveLength(0);
    });

    it('shows the restaurant with the switch disabled and no figures (the API refuses them)', async () => {
      db.restaurants.push({
        ...otherRestaurant,
        id: 'resto-en-attente',
        name: 'Ti Punch Créole',
        owner_id: pendingUser.id,
      });
      const calls = recordRequests(server, { method: 'get', path: /^\/(analytics\/restaurant\/[^/]+|commandes)$/ });
      renderArea('/restaurateur/dashboard', { user: pendingUser });
      expect(await screen.findByRole('heading', { name: 'Ti Punch Créole' })).toBeInTheDocument();
      const toggle = screen.getByRole('switch', { name: 'Ouvert aux commandes' });
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(/en attente de validation par un administrateur/);
      expect(screen.queryByText('Commandes récentes')).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });
  });
});

describe('DashboardPage: a restaurant paused by the platform', () => {
  const demo = () => db.restaurants.find((r) => r.id === demoRestaurant.id)!;

  it.each([
    ['auto', KITCHEN_MESSAGES.autoPaused],
    ['admin', 'Restaurant mis en pause par l’équipe Teranga'],
  ])('says why (%s) and reopens it with the open toggle, which clears the pause', async (reason, message) => {
    Object.assign(demo(), { is_open: false, paused_reason: reason });
    const calls = recordRequests(server, { method: 'patch', path: /^\/restaurants\/[^/]+\/toggle-open$/ });
    const { events } = renderArea('/restaurateur/dashboard', { user: demoUser });
    const notice = (await screen.findByText(message)).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Ouvert aux commandes' });
    expect(toggle).not.toBeChecked();

    await events.click(within(notice).getByRole('button', { name: 'Rouvrir le restaurant' }));
    expect(await screen.findByText('Le restaurant est maintenant ouvert')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(calls).toHaveLength(1);
    expect(demo()).toMatchObject({ is_open: true, paused_reason: null });
  });

  it('says nothing of a pause when the owner closed the restaurant', async () => {
    demo().is_open = false;
    renderArea('/restaurateur/dashboard', { user: demoUser });
    expect(await screen.findByText('Fermé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rouvrir le restaurant' })).not.toBeInTheDocument();
  });

  it('shows the pause to an account awaiting validation, without the reopen it is refused', async () => {
    giveDemoRestaurantToPendingUser();
    Object.assign(demo(), { is_open: false, paused_reason: 'admin' });
    renderArea('/restaurateur/dashboard', { user: pendingUser });
    expect(await screen.findByText('Restaurant mis en pause par l’équipe Teranga')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rouvrir le restaurant' })).toBeDisabled();
  });
});

describe('DashboardPage: the usual preparation time', () => {
  const PUT_PATH = /^\/restaurants\/[^/]+$/;

  it('shows it on the restaurant card and edits it in place', async () => {
    const calls = recordRequests(server, { method: 'put', path: PUT_PATH });
    const { events } = renderArea('/restaurateur/dashboard', { user: demoUser });
    const card = await screen.findByRole('region', { name: demoRestaurant.name });
    expect(card).toHaveTextContent(flat('Temps de préparation habituel : 20 min'));

    await events.click(within(card).getByRole('button', { name: 'Modifier le temps de préparation' }));
    const form = await within(card).findByRole('form', { name: 'Temps de préparation habituel' });
    const field = within(form).getByRole('spinbutton', { name: 'Temps de préparation habituel (minutes)' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(20);
    expect(field).toHaveAccessibleDescription(/entre 5 et 120 minutes/);

    for (const wrong of ['3', '121', '']) {
      await events.clear(field);
      if (wrong) await events.type(field, wrong);
      await events.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.prepMinutes);
    }
    expect(calls).toHaveLength(0);

    await events.clear(field);
    await events.type(field, '25');
    await events.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Temps de préparation enregistré')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ prep_minutes: 25 });
    expect(db.restaurants.find((r) => r.id === demoRestaurant.id)?.prep_minutes).toBe(25);
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(flat('Temps de préparation habituel : 25 min'));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Modifier le temps de préparation' })).toHaveFocus(),
    );
  });

  it('keeps the form open with the API’s message when the save is refused, and cancels without saving', async () => {
    answer('put', '/restaurants/:id', () => problem(400, KITCHEN_MESSAGES.prepMinutes));
    const calls = recordRequests(server, { method: 'put', path: PUT_PATH });
    const { events } = renderArea('/restaurateur/dashboard', { user: demoUser });
    const card = await screen.findByRole('region', { name: demoRestaurant.name });
    await events.click(within(card).getByRole('button', { name: 'Modifier le temps de préparation' }));
    const form = await within(card).findByRole('form', { name: 'Temps de préparation habituel' });
    await events.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(KITCHEN_MESSAGES.prepMinutes)).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await events.click(within(form).getByRole('button', { name: 'Annuler' }));
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(flat('Temps de préparation habituel : 20 min'));
    expect(calls).toHaveLength(1);
  });

  it('is shown, not editable, to an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    renderArea('/restaurateur/dashboard', { user: pendingUser });
    const card = await screen.findByRole('region', { name: demoRestaurant.name });
    expect(card).toHaveTextContent(flat('Temps de préparation habituel : 20 min'));
    expect(within(card).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  });
});

describe('DashboardPage after an approval', () => {
  it('picks up an approval given since the sign-in, without signing in again', async () => {
    // Signed in while pending; approved by an administrator since.
    const stored = { ...pendingUser };
    users.users.find((user) => user.id === pendingUser.id)!.is_verified = true;
    renderArea('/restaurateur/dashboard', { user: stored });
    expect(await screen.findByRole('button', { name: 'Créer mon restaurant maintenant' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compte en attente de validation' })).not.toBeInTheDocument();
  });
});
