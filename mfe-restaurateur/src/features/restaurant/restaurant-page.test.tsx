import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KITCHEN_MESSAGES, SCHEDULE_MESSAGES } from '@teranga/shared-ui';
import { problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { fill } from '../../test/text';

const PATH = '/restaurateur/restaurant';
const stored = () => db.restaurants.find((restaurant) => restaurant.id === demoRestaurant.id)!;

/** The page at a given instant of the restaurant's week (only `Date` is faked: MSW and the events run as usual). */
async function openAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return open();
}

async function open() {
  const view = renderArea(PATH, { user: demoUser });
  await screen.findByRole('heading', { name: 'État du restaurant' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const day = (name: string) => within(section('Horaires')).getByRole('group', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('RestaurantPage', () => {
  describe('state now', () => {
    // The demo restaurant: closed on Mondays, 11:30–14:30 and 18:30–23:00 (01:00 on Friday and Saturday nights).
    it.each([
      ['a Wednesday at 12:00', '2026-05-06T10:00:00Z', 'Ouvert maintenant, ferme à 14:30'],
      ['a Wednesday at 15:00', '2026-05-06T13:00:00Z', 'Fermé, ouvre à 18:30'],
      ['a Friday at 23:30', '2026-05-08T21:30:00Z', 'Ouvert maintenant, ferme demain à 01:00'],
      ['a Tuesday at 23:30', '2026-05-05T21:30:00Z', 'Fermé, ouvre demain à 11:30'],
      ['a Sunday at 23:30', '2026-05-10T21:30:00Z', 'Fermé, ouvre mardi à 11:30'],
    ])('on %s says %s', async (_, now, text) => {
      await openAt(now);
      expect(within(section('État du restaurant')).getByText(text)).toBeInTheDocument();
    });

    it('says the restaurant is closed by its switch, whatever its hours', async () => {
      stored().is_open = false;
      await openAt('2026-05-06T10:00:00Z');
      expect(within(section('État du restaurant')).getByText(/Fermé : les commandes sont coupées/)).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Ouvert aux commandes' })).not.toBeChecked();
    });
  });

  describe('profile', () => {
    it('fills the form with the restaurant and saves the changes with PUT', async () => {
      const calls = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}` });
      const { events } = await open();
      const profile = section('Profil');
      expect(within(profile).getByLabelText(/Nom du restaurant/)).toHaveValue(demoRestaurant.name);
      expect(within(profile).getByRole('checkbox', { name: 'Sénégalais' })).toBeChecked();
      // A cuisine outside the known list stays listed, and ticked.
      expect(within(profile).getByRole('checkbox', { name: 'Grillade' })).toBeChecked();

      await fill(events, within(profile).getByLabelText(/Temps de livraison/), '40');
      await fill(events, within(profile).getByLabelText(/Commande minimum/), '15.5');
      await fill(events, within(profile).getByLabelText(/Temps de préparation habituel/), '25');
      await events.click(within(profile).getByRole('checkbox', { name: 'Africain' }));
      await events.type(within(profile).getByLabelText('Autre cuisine'), 'Thiéboudienne{Enter}');
      expect(within(profile).getByRole('checkbox', { name: 'Thiéboudienne' })).toBeChecked();
      await fill(events, within(profile).getByLabelText(/Adresse/), '12 rue des Poissonniers, 75018 Paris');
      await events.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));

      expect(await screen.findByText('Restaurant enregistré')).toBeInTheDocument();
      expect(calls[0]?.body).toEqual({
        name: demoRestaurant.name,
        address: '12 rue des Poissonniers, 75018 Paris',
        description: demoRestaurant.description,
        delivery_time: 40,
        min_order: 15.5,
        prep_minutes: 25,
        categories: ['Sénégalais', 'Grillade', 'Thiéboudienne'],
        image_url: demoRestaurant.image_url,
      });
      // The API located the new address with its postcode table: the page says what it found.
      expect(
        within(profile).getByText(/Adresse localisée par son code postal \(48,8925 ; 2,3484\)/),
      ).toBeInTheDocument();
      expect(stored()).toMatchObject({ delivery_time: 40, min_order: 15.5, prep_minutes: 25 });
    });

    it('says when the API could not locate the address', async () => {
      const { events } = await open();
      const profile = section('Profil');
      await fill(events, within(profile).getByLabelText(/Adresse/), '3 place du Marché, 97200 Fort-de-France');
      await events.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
      expect(await within(profile).findByText(/Adresse non localisée/)).toBeInTheDocument();
    });

    it('checks the fields before sending anything, with the kitchen’s rule for the preparation time', async () => {
      const calls = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}` });
      const { events } = await open();
      const profile = section('Profil');
      await events.clear(within(profile).getByLabelText(/Nom du restaurant/));
      await events.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
      expect(within(profile).getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');

      await fill(events, within(profile).getByLabelText(/Nom du restaurant/), 'Le Dibi');
      await fill(events, within(profile).getByLabelText(/Temps de préparation habituel/), '200');
      await events.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
      expect(within(profile).getByText(KITCHEN_MESSAGES.prepMinutes)).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('shows the detail of a refused save next to the form', async () => {
      const detail = 'Le champ « min_order » doit avoir au plus 2 décimales';
      answer('put', '/restaurants/:id', () => problem(422, detail));
      const { events } = await open();
      const profile = section('Profil');
      await events.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
      expect(await within(profile).findByRole('alert')).toHaveTextContent(detail);
    });
  });

  describe('hours', () => {
    it('shows each day’s ranges, a range passing midnight said as such', async () => {
      await open();
      expect(within(day('Lundi')).getByText('Fermé')).toBeInTheDocument();
      const friday = within(day('Vendredi'));
      expect(friday.getAllByLabelText('Ouverture').map((input) => (input as HTMLInputElement).value)).toEqual([
        '11:30',
        '18:30',
      ]);
      expect(friday.getByText('jusqu’au lendemain 01:00')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue('Europe/Paris');
    });

    it('adds a range passing midnight and a closure, and saves the week with PUT /hours', async () => {
      const calls = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}/hours` });
      const { events } = await open();
      const monday = within(day('Lundi'));
      await events.click(monday.getByRole('button', { name: 'Ajouter une plage (lundi)' }));
      await events.click(monday.getByRole('button', { name: 'Ajouter une plage (lundi)' }));
      const [, evening] = monday.getAllByRole('group');
      expect(within(evening!).getByLabelText('Ouverture')).toHaveValue('18:30');
      await fill(events, within(evening!).getByLabelText('Fermeture'), '02:00');
      expect(monday.getByText('jusqu’au lendemain 02:00')).toBeInTheDocument();

      const closures = within(section('Fermetures exceptionnelles'));
      await events.click(closures.getByRole('button', { name: 'Ajouter une fermeture' }));
      const added = closures.getAllByRole('group').at(-1)!;
      await fill(events, within(added).getByLabelText('Du'), '2026-08-10');
      await fill(events, within(added).getByLabelText(/Au/), '2026-08-23');
      await fill(events, within(added).getByLabelText(/Motif/), 'Congés d’été');
      await events.selectOptions(screen.getByRole('combobox', { name: 'Fuseau horaire' }), 'America/Martinique');
      await events.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));

      expect(await screen.findByText('Horaires enregistrés')).toBeInTheDocument();
      const body = calls[0]?.body as { opening_hours: unknown[]; closures: unknown[]; time_zone: string };
      expect(body.opening_hours.slice(0, 2)).toEqual([
        { day: 1, open: '11:30', close: '14:30' },
        { day: 1, open: '18:30', close: '02:00' },
      ]);
      expect(body.opening_hours).toHaveLength(demoRestaurant.opening_hours.length + 2);
      expect(body.closures).toEqual([
        ...demoRestaurant.closures,
        { from: '2026-08-10', to: '2026-08-23', reason: 'Congés d’été' },
      ]);
      expect(body.time_zone).toBe('America/Martinique');
      expect(stored().opening_hours).toContainEqual({ day: 1, open: '18:30', close: '02:00' });
      expect(stored().time_zone).toBe('America/Martinique');
      // The answer's state is shown in the new zone.
      expect(within(section('État du restaurant')).getByText(/fuseau America\/Martinique/)).toBeInTheDocument();
    });

    it('refuses overlapping ranges and a closure ending before it starts, with the shared messages, next to them', async () => {
      const calls = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}/hours` });
      const { events } = await open();
      const tuesday = within(day('Mardi'));
      await events.click(tuesday.getByRole('button', { name: 'Ajouter une plage (mardi)' }));
      const third = tuesday.getAllByRole('group').at(-1)!;
      await fill(events, within(third).getByLabelText('Ouverture'), '13:00');
      await fill(events, within(third).getByLabelText('Fermeture'), '15:00');
      const closures = within(section('Fermetures exceptionnelles'));
      const first = closures.getAllByRole('group')[0]!;
      await fill(events, within(first).getByLabelText(/Au/), '2026-12-20');
      await events.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));

      expect(await tuesday.findByText(SCHEDULE_MESSAGES.overlap(2))).toBeInTheDocument();
      expect(within(first).getByText(SCHEDULE_MESSAGES.closureOrder)).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      // Removing the extra range and mending the closure lets it through.
      await events.click(within(third).getByRole('button', { name: /Retirer/ }));
      await fill(events, within(first).getByLabelText(/Au/), '2026-12-26');
      await events.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      await waitFor(() => expect(calls).toHaveLength(1));
    });

    it("'Copier sur tous les jours' gives every day the same ranges", async () => {
      const calls = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}/hours` });
      const { events } = await open();
      await events.click(within(day('Vendredi')).getByRole('button', { name: 'Copier sur tous les jours (vendredi)' }));
      expect(
        within(day('Lundi'))
          .getAllByLabelText('Fermeture')
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['14:30', '01:00']);
      await events.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      const body = calls[0]!.body as { opening_hours: { day: number; open: string; close: string }[] };
      expect(body.opening_hours).toHaveLength(14);
      expect(body.opening_hours.filter((range) => range.close === '01:00').map((range) => range.day)).toEqual([
        1, 2, 3, 4, 5, 6, 7,
      ]);
    });

    it('shows why the API refused the hours', async () => {
      answer('put', '/restaurants/:id/hours', () => problem(400, SCHEDULE_MESSAGES.timeZone));
      const { events } = await open();
      await events.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      expect(await within(section('Horaires')).findByRole('alert')).toHaveTextContent(SCHEDULE_MESSAGES.timeZone);
    });
  });

  describe('busy mode', () => {
    it('adds 30 minutes until the chosen time, then stops', async () => {
      const puts = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}/busy` });
      const deletes = recordRequests(server, { method: 'delete', path: `/restaurants/${demoRestaurant.id}/busy` });
      // Wednesday 12:00 in Paris: open until 14:30, which the form proposes.
      const { events } = await openAt('2026-05-06T10:00:00Z');
      const busy = within(section('Mode affluence'));
      expect(busy.getByLabelText('Jusqu’à')).toHaveValue('14:30');
      expect(busy.getByRole('radio', { name: '+20 min' })).toBeChecked();
      await events.click(busy.getByRole('radio', { name: '+30 min' }));
      await fill(events, busy.getByLabelText('Jusqu’à'), '13:45');
      await events.click(busy.getByRole('button', { name: 'Activer le mode affluence' }));

      expect(await screen.findByText('Mode affluence activé')).toBeInTheDocument();
      expect(puts[0]?.body).toEqual({ minutes: 30, until: '2026-05-06T11:45:00.000Z' });
      expect((await busy.findByText('Mode affluence en cours')).parentElement).toHaveTextContent(
        'Mode affluence en cours : +30 min de préparation jusqu’à 13:45',
      );
      expect(stored()).toMatchObject({ busy_minutes: 30, busy_until: '2026-05-06T11:45:00.000Z' });

      await events.click(busy.getByRole('button', { name: 'Arrêter le mode affluence' }));
      expect(await screen.findByText('Mode affluence arrêté')).toBeInTheDocument();
      expect(deletes).toHaveLength(1);
      expect(busy.queryByText(/Mode affluence en cours/)).not.toBeInTheDocument();
      expect(stored()).toMatchObject({ busy_minutes: null, busy_until: null });
    });

    it('ends at that time tomorrow when it has passed today', async () => {
      const puts = recordRequests(server, { method: 'put', path: `/restaurants/${demoRestaurant.id}/busy` });
      const { events } = await openAt('2026-05-06T21:30:00Z');
      const busy = within(section('Mode affluence'));
      await fill(events, busy.getByLabelText('Jusqu’à'), '01:00');
      await events.click(busy.getByRole('button', { name: 'Activer le mode affluence' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]?.body).toEqual({ minutes: 20, until: '2026-05-06T23:00:00.000Z' });
      expect((await busy.findByText('Mode affluence en cours')).parentElement).toHaveTextContent(
        /jusqu’à demain 01:00$/,
      );
    });

    it('shows the API’s 422 detail', async () => {
      answer('put', '/restaurants/:id/busy', () => problem(422, SCHEDULE_MESSAGES.busyUntilRange));
      const { events } = await open();
      const busy = within(section('Mode affluence'));
      await events.click(busy.getByRole('button', { name: 'Activer le mode affluence' }));
      expect(await busy.findByRole('alert')).toHaveTextContent(SCHEDULE_MESSAGES.busyUntilRange);
    });
  });

  it('keeps every change disabled for an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    renderArea(PATH, { user: pendingUser });
    expect(await screen.findByRole('button', { name: 'Enregistrer le profil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer les horaires' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activer le mode affluence' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Ouvert aux commandes' })).toBeDisabled();
  });

  it('says when the restaurant cannot be loaded', async () => {
    answer('get', '/restaurants');
    renderArea(PATH, { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement du restaurant')).toBeInTheDocument();
  });
});
