import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPTION_MESSAGES } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { plats } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';
import { fill } from '../../test/text';

const yassa = plats.find((plat) => plat.name === 'Yassa poulet')!;
const [side, extras] = yassa.option_groups as [
  (typeof yassa.option_groups)[number],
  (typeof yassa.option_groups)[number],
];
const stored = (id: string) => db.plats.find((plat) => plat.id === id)!;

const options = () => screen.getByRole('region', { name: 'Options' });
const group = (name: string) => within(options()).getByRole('group', { name: `Groupe d’options « ${name} »` });
const option = (n: number, groupName: string) =>
  within(options()).getByRole('group', { name: `Option ${n} du groupe « ${groupName} »` });
const values = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(label)
    .map((input) => (input as HTMLInputElement).value);

async function editYassa() {
  const view = renderArea(`/restaurateur/menu/${yassa.id}/edit`, { user: demoUser });
  await screen.findByRole('group', { name: 'Groupe d’options « Accompagnement »' });
  return view;
}

describe('dish options', () => {
  it("shows the dish's groups and options in order, a required choice said as such", async () => {
    await editYassa();
    expect(values(options(), 'Nom du groupe')).toEqual(['Accompagnement', 'Suppléments']);
    expect(within(group('Accompagnement')).getByText('Choix obligatoire')).toBeInTheDocument();
    expect(within(group('Suppléments')).getByText('Choix facultatif')).toBeInTheDocument();
    expect(values(group('Accompagnement'), 'Nom de l’option')).toEqual(['Riz blanc', 'Attiéké', 'Alloco']);
    expect(within(option(3, 'Accompagnement')).getByLabelText('Supplément (€)')).toHaveValue(2);
    expect(within(option(2, 'Suppléments')).getByRole('checkbox', { name: 'Disponible' })).not.toBeChecked();
  });

  it('reorders groups and options with the keyboard and sends the ids back so the server keeps them', async () => {
    const updates = recordRequests(server, { method: 'put', path: `/plats/${yassa.id}` });
    const { events } = await editYassa();

    // The supplements first; the keyboard stays on the button it pressed, now at the top (so on 'Descendre').
    within(group('Suppléments')).getByRole('button', { name: 'Monter le groupe « Suppléments »' }).focus();
    await events.keyboard('{Enter}');
    expect(values(options(), 'Nom du groupe')).toEqual(['Suppléments', 'Accompagnement']);
    expect(
      within(group('Suppléments')).getByRole('button', { name: 'Descendre le groupe « Suppléments »' }),
    ).toHaveFocus();

    // Alloco moves up one place, with Enter again.
    within(option(3, 'Accompagnement'))
      .getByRole('button', { name: /^Monter/ })
      .focus();
    await events.keyboard('{Enter}');
    expect(values(group('Accompagnement'), 'Nom de l’option')).toEqual(['Riz blanc', 'Alloco', 'Attiéké']);
    expect(within(option(2, 'Accompagnement')).getByRole('button', { name: /^Monter/ })).toHaveFocus();

    // The egg is back, at 1.20 €, and the group allows it.
    await events.click(within(option(2, 'Suppléments')).getByRole('checkbox', { name: 'Disponible' }));
    await fill(events, within(option(2, 'Suppléments')).getByLabelText('Supplément (€)'), '1.2');
    await events.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
    const [riz, attieke, alloco] = side.options;
    const [onions, egg] = extras.options;
    expect((updates[0]?.body as { option_groups: unknown }).option_groups).toEqual([
      {
        id: extras.id,
        name: 'Suppléments',
        min: 0,
        max: 2,
        options: [
          { id: onions!.id, name: onions!.name, price_delta: 1, is_available: true },
          { id: egg!.id, name: egg!.name, price_delta: 1.2, is_available: true },
        ],
      },
      {
        id: side.id,
        name: 'Accompagnement',
        min: 1,
        max: 1,
        options: [
          { id: riz!.id, name: 'Riz blanc', price_delta: 0, is_available: true },
          { id: alloco!.id, name: 'Alloco', price_delta: 2, is_available: true },
          { id: attieke!.id, name: 'Attiéké', price_delta: 0, is_available: true },
        ],
      },
    ]);
    // Same ids, new order: carts and past orders still find their options.
    expect(stored(yassa.id).option_groups.map((g) => g.id)).toEqual([extras.id, side.id]);
    expect(stored(yassa.id).option_groups[1]!.options.map((o) => o.id)).toEqual([riz!.id, alloco!.id, attieke!.id]);
  });

  it('adds a group with its options to a new dish; the server gives the ids', async () => {
    const created = recordRequests(server, { method: 'post', path: '/plats' });
    const { events } = renderArea('/restaurateur/menu/add', { user: demoUser });
    await screen.findByRole('option', { name: 'Desserts' });
    await fill(events, screen.getByLabelText(/Nom du plat/), 'Thiéboudienne');
    await fill(events, screen.getByLabelText(/Description/), 'Riz au poisson et légumes');
    await fill(events, screen.getByLabelText(/Prix \(€\)/), '14');
    await events.selectOptions(screen.getByRole('combobox', { name: /Catégorie/ }), 'Plats');

    await events.click(screen.getByRole('button', { name: 'Ajouter un groupe d’options' }));
    const added = within(options()).getByRole('group', { name: 'Groupe d’options 1' });
    await fill(events, within(added).getByLabelText('Nom du groupe'), 'Poisson');
    await fill(events, within(added).getByLabelText('Minimum'), '1');
    expect(within(options()).getByText('Choix obligatoire')).toBeInTheDocument();
    await fill(events, within(option(1, 'Poisson')).getByLabelText('Nom de l’option'), 'Thiof');
    await events.click(within(options()).getByRole('button', { name: 'Ajouter une option au groupe « Poisson »' }));
    await fill(events, within(option(2, 'Poisson')).getByLabelText('Nom de l’option'), 'Capitaine');
    await fill(events, within(option(2, 'Poisson')).getByLabelText('Supplément (€)'), '3.5');
    await events.click(screen.getByRole('button', { name: 'Ajouter le plat' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect((created[0]!.body as { option_groups: unknown }).option_groups).toEqual([
      {
        name: 'Poisson',
        min: 1,
        max: 1,
        options: [
          { name: 'Thiof', price_delta: 0, is_available: true },
          { name: 'Capitaine', price_delta: 3.5, is_available: true },
        ],
      },
    ]);
    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
    const dish = db.plats.find((plat) => plat.name === 'Thiéboudienne')!;
    expect(dish.option_groups[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(dish.option_groups[0]!.options.map((o) => o.name)).toEqual(['Thiof', 'Capitaine']);
  });

  it('checks the options with the shared rules before sending, each message next to its field', async () => {
    const updates = recordRequests(server, { method: 'put', path: `/plats/${yassa.id}` });
    const { events } = await editYassa();
    await fill(events, within(group('Suppléments')).getByLabelText('Maximum'), '3');
    await fill(events, within(option(2, 'Accompagnement')).getByLabelText('Nom de l’option'), 'riz blanc');
    await events.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText(OPTION_MESSAGES.maxAboveOptions('Suppléments', 2))).toBeInTheDocument();
    expect(
      within(option(2, 'Accompagnement')).getByText(OPTION_MESSAGES.duplicateOption('Accompagnement', 'riz blanc')),
    ).toBeInTheDocument();
    expect(screen.getByText('Vérifiez les options du plat.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('removes every group: the dish is sent with no options', async () => {
    const updates = recordRequests(server, { method: 'put', path: `/plats/${yassa.id}` });
    const { events } = await editYassa();
    await events.click(screen.getByRole('button', { name: 'Retirer le groupe « Suppléments »' }));
    await events.click(screen.getByRole('button', { name: 'Retirer le groupe « Accompagnement »' }));
    expect(within(options()).getByText('Aucune option : le plat se commande tel quel.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toMatchObject({ option_groups: [] });
    await waitFor(() => expect(stored(yassa.id).option_groups).toEqual([]));
  });
});
