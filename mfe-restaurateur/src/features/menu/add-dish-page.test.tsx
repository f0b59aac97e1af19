import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@teranga/shared-ui';
import { recordRequests, refusals } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { currentPath, renderArea } from '../../test/render-area';
import { fill } from '../../test/text';

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Ajouter le plat' });
const formError = () => screen.queryAllByRole('alert').find((alert) => alert.tagName === 'P' && alert.closest('form'));
const png = (name = 'plat.png', size?: number) =>
  new File([size ? new Uint8Array(size) : 'png'], name, { type: 'image/png' });

async function open() {
  const view = renderArea('/restaurateur/menu/add', { user: demoUser });
  // Categories arrive with the restaurant: wait for the select to list them.
  await screen.findByRole('option', { name: 'Desserts' });
  return view;
}

type Events = Awaited<ReturnType<typeof open>>['events'];

type RequiredFields = { name: string; description: string; price: string; category: string };

const validDish: RequiredFields = {
  name: 'Yassa poisson',
  description: 'Capitaine mariné',
  price: '13.9',
  category: 'Plats',
};

/** The four required fields (a valid dish unless told otherwise), the category picked from the select. */
async function fillRequired(events: Events, fields: Partial<RequiredFields> = {}) {
  const dish = { ...validDish, ...fields };
  await fill(events, field(/Nom du plat/), dish.name);
  await fill(events, field(/Description/), dish.description);
  await fill(events, field(/Prix \(€\)/), dish.price);
  await events.selectOptions(screen.getByRole('combobox', { name: /Catégorie/ }), dish.category);
}

describe('AddDishPage', () => {
  it('lists the restaurant categories in the select, and the allergen and diet checkboxes', async () => {
    const calls = recordRequests(server, { method: 'get', path: '/categories' });
    await open();
    expect(calls[0]?.query.get('restaurant_id')).toBe(demoRestaurant.id);
    const options = within(screen.getByRole('combobox', { name: /Catégorie/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    const expected = db.categories.filter((c) => c.restaurant_id === demoRestaurant.id).map((c) => c.name);
    expect(options.slice(1).sort()).toEqual(expected.sort());
    const allergens = within(screen.getByRole('group', { name: 'Allergènes' })).getAllByRole('checkbox');
    expect(allergens).toHaveLength(8);
    expect(screen.getByRole('checkbox', { name: 'Plat disponible immédiatement' })).toBeChecked();
    expect(field(/Prix \(€\)/)).toHaveAttribute('step', '0.01');
    expect(field(/Prix \(€\)/)).toHaveAttribute('min', '0');
    expect(screen.getByText(/PNG, JPG, GIF/)).toBeInTheDocument();
  });

  it('requires the mandatory fields, refuses a non-positive price and clears the error on typing', async () => {
    const created = recordRequests(server, { method: 'post', path: '/plats' });
    const { events } = await open();
    await events.click(submit());
    expect(formError()).toHaveTextContent('Veuillez remplir tous les champs obligatoires');

    await events.type(field(/Nom du plat/), 'Y');
    expect(formError()).toBeUndefined();

    await fillRequired(events, { price: '0' });
    await events.click(submit());
    expect(formError()).toHaveTextContent('Le prix doit être un nombre positif');
    expect(created).toHaveLength(0);
  });

  it('adds a dish with exactly the spec body, then goes back to the menu where it shows', async () => {
    const created = recordRequests(server, { method: 'post', path: '/plats' });
    const { events } = await open();
    await fillRequired(events, {
      name: '  Yassa poisson ',
      description: 'Capitaine mariné au citron, oignons confits',
      price: '13.9',
      category: 'Plats',
    });
    await fill(events, field(/Temps de préparation/), '25');
    await events.click(screen.getByRole('checkbox', { name: 'Poisson' }));
    await events.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    await events.click(screen.getByRole('checkbox', { name: 'Épicé' }));
    await events.upload(field(/Choisir une image/), png());
    expect(await screen.findByText('Image téléchargée avec succès')).toBeInTheDocument();

    await events.click(submit());
    expect(await screen.findByText('Plat ajouté avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
    expect(created[0]?.body).toEqual({
      name: 'Yassa poisson',
      description: 'Capitaine mariné au citron, oignons confits',
      price: 13.9,
      category: 'Plats',
      image_url: expect.stringMatching(/^\/api\/uploads\/\w+\.png$/),
      allergens: ['fish', 'gluten'],
      is_available: true,
      preparation_time: 25,
      restaurant_id: demoRestaurant.id,
      ingredients: [],
      is_vegetarian: false,
      is_vegan: false,
      is_spicy: true,
    });
    expect(await screen.findByRole('article', { name: 'Yassa poisson' })).toBeInTheDocument();
  });

  it('sends no image and a null preparation time when left empty, and an unavailable dish when unticked', async () => {
    const created = recordRequests(server, { method: 'post', path: '/plats' });
    const { events } = await open();
    await fillRequired(events);
    await events.click(screen.getByRole('checkbox', { name: 'Plat disponible immédiatement' }));
    await events.click(submit());
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({ image_url: null, preparation_time: null, is_available: false });
  });

  it.each(refusals(400, 'Le champ « price » doit avoir au plus 2 décimales', "Erreur lors de l'ajout du plat"))(
    'shows a refused creation with %s, inline and as a toast',
    async (_, response, message) => {
      answer('post', '/plats', response);
      const { events } = await open();
      await fillRequired(events);
      await events.click(submit());
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      expect(currentPath()).toBe('/restaurateur/menu/add');
    },
  );

  it("'Annuler' goes back to the menu", async () => {
    const { events } = await open();
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
  });

  describe('inline category', () => {
    it('refuses an empty name', async () => {
      const { events } = await open();
      await events.type(screen.getByLabelText('Nouvelle catégorie'), '   ');
      await events.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
      expect(screen.getByText('Veuillez entrer un nom de catégorie')).toBeInTheDocument();
    });

    it('adds a trimmed category with Enter, selects it and does not submit the dish', async () => {
      const categoryCalls = recordRequests(server, { method: 'post', path: '/categories' });
      const dishCalls = recordRequests(server, { method: 'post', path: '/plats' });
      const { events } = await open();
      await events.type(screen.getByLabelText('Nouvelle catégorie'), '  Soupes {Enter}');
      expect(await screen.findByText('Catégorie ajoutée')).toBeInTheDocument();
      expect(categoryCalls[0]?.body).toEqual({ name: 'Soupes', restaurant_id: demoRestaurant.id });
      expect(screen.getByRole('combobox', { name: /Catégorie/ })).toHaveValue('Soupes');
      expect(screen.getByLabelText('Nouvelle catégorie')).toHaveValue('');
      expect(dishCalls).toHaveLength(0);
      expect(screen.queryByText('Veuillez remplir tous les champs obligatoires')).not.toBeInTheDocument();
    });

    it('shows why the API refused it', async () => {
      const { events } = await open();
      await events.type(screen.getByLabelText('Nouvelle catégorie'), 'desserts');
      await events.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
      await waitFor(() => expect(screen.getAllByText('Cette catégorie existe déjà')).toHaveLength(2));
    });

    it("says when the categories can't be loaded", async () => {
      answer('get', '/categories');
      renderArea('/restaurateur/menu/add', { user: demoUser });
      expect(await screen.findByText('Erreur lors du chargement des catégories')).toBeInTheDocument();
    });
  });

  describe('image', () => {
    it('refuses a file over 5 MB without uploading it', async () => {
      const uploads = recordRequests(server, { method: 'post', path: '/upload/image' });
      const { events } = await open();
      await events.upload(field(/Choisir une image/), png('grand.png', LIMITS.maxImageBytes + 1));
      expect(screen.getByText('La taille du fichier ne doit pas dépasser 5MB')).toBeInTheDocument();
      expect(uploads).toHaveLength(0);
    });

    it('refuses a file that is not an image', async () => {
      const uploads = recordRequests(server, { method: 'post', path: '/upload/image' });
      await open();
      // user-event would filter by `accept`; a drop or a lax picker can still hand over anything.
      fireEvent.change(field(/Choisir une image/), {
        target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
      });
      expect(screen.getByText('Veuillez sélectionner une image')).toBeInTheDocument();
      expect(uploads).toHaveLength(0);
    });

    it('uploads the file as multipart `file`, previews it and can remove it', async () => {
      const uploads = recordRequests(server, { method: 'post', path: '/upload/image' });
      const { events } = await open();
      const file = png('yassa.png');
      await events.upload(field(/Choisir une image/), file);
      const preview = await screen.findByRole('img', { name: /Image du plat/ });
      expect(preview.getAttribute('src')).toMatch(/^http:\/\/localhost:8000\/api\/uploads\/\w+\.png$/);
      expect((uploads[0]?.body as FormData).get('file')).toHaveProperty('name', 'yassa.png');
      expect(await screen.findByText('Image téléchargée avec succès')).toBeInTheDocument();
      // The picker gave way to the preview: the keyboard lands on what replaced it.
      expect(screen.getByRole('button', { name: "Retirer l'image" })).toHaveFocus();

      await events.click(screen.getByRole('button', { name: "Retirer l'image" }));
      expect(screen.queryByRole('img', { name: /Image du plat/ })).not.toBeInTheDocument();
      expect(field(/Choisir une image/)).toHaveFocus();
    });

    it('reports a failed upload', async () => {
      answer('post', '/upload/image');
      const { events } = await open();
      await events.upload(field(/Choisir une image/), png());
      await waitFor(() => expect(screen.getAllByText("Erreur lors du téléchargement de l'image")).toHaveLength(2));
      expect(screen.queryByRole('img', { name: /Image du plat/ })).not.toBeInTheDocument();
    });
  });

  it('keeps the form disabled for an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    renderArea('/restaurateur/menu/add', { user: pendingUser });
    expect(await screen.findByRole('note')).toHaveTextContent('en attente de validation');
    expect(submit()).toBeDisabled();
  });
});
