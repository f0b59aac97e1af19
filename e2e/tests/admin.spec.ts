import { demo, expect, files, mainNav, signIn, signOut, test } from '../support/fixtures';
import type { Locator, Page } from '../support/fixtures';

// Sign-up validation end to end: applicants sign up and send their documents, the admin checks
// them in 'Validations' and approves or rejects; the applicants then see the outcome.

const PASSWORD = 'candidat123';

/** Unique per run (and per retry): the database is shared by every spec. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the admin in and finds the applicant's request in 'Validations', under their role. */
async function openRequest(page: Page, name: string, role: 'Livreur' | 'Restaurateur'): Promise<Locator> {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await mainNav(page).getByRole('link', { name: 'Validations' }).click();
  await expect(page).toHaveURL(/\/admin\/validations$/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(role, { exact: true })).toBeVisible();
  return card;
}

/** A decided request leaves the list; the admin signs out for the applicant's turn. */
async function expectDecided(page: Page, card: Locator, toast: string) {
  await expect(page.getByText(toast)).toBeVisible();
  await expect(card).toHaveCount(0);
  await signOut(page);
}

test('a new livreur signs up, sends documents, is approved by the admin and may then work', async ({ page }) => {
  test.setTimeout(120_000);
  const id = stamp();
  const name = `Ousmane Diarra ${id}`;
  const email = `livreur-${id}@e2e.teranga.test`;

  await test.step('sign-up through the shell lands on a dashboard that awaits validation', async () => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await form.getByLabel('Nom complet').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Téléphone').fill('07 12 34 56 78');
    await form.getByLabel('Type de compte').selectOption('livreur');
    await form.getByLabel('Mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL(/\/livreur\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Compte en attente de validation' })).toBeVisible();
    await expect(page.getByText('Votre compte est en attente de validation par un administrateur.')).toBeVisible();
  });

  await test.step('the three documents are uploaded from the panel', async () => {
    const documents = [
      { label: 'Permis de conduire', file: { name: 'permis.png', mimeType: 'image/png', buffer: files.png } },
      {
        label: "Pièce d'identité (recto et verso)",
        file: { name: 'identite.pdf', mimeType: 'application/pdf', buffer: files.pdf },
      },
      {
        label: 'Assurance responsabilité civile',
        file: { name: 'assurance.pdf', mimeType: 'application/pdf', buffer: files.pdf },
      },
    ];
    for (const { label, file } of documents) {
      await page.getByLabel(`Déposer : ${label}`).setInputFiles(file);
      await expect(page.getByText(`Document envoyé : ${label}`)).toBeVisible();
      await expect(page.getByLabel(`Remplacer : ${label}`)).toBeEnabled();
    }
    await expect(page.getByText('Manquant')).toHaveCount(0);
    await expect(page.getByText(/Vos documents ont bien été reçus/)).toBeVisible();
    await signOut(page);
  });

  await test.step('the admin opens a document of the request and approves it', async () => {
    const card = await openRequest(page, name, 'Livreur');
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByRole('link', { name: /^Voir/ })).toHaveCount(3);

    const documentResponse = page
      .context()
      .waitForEvent(
        'response',
        (response) => response.url().includes('/api/documents/') && response.url().includes('/driver_license?'),
      );
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: /^Voir : Permis de conduire/ }).click(),
    ]);
    const response = await documentResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    await tab.close();

    await card.getByRole('button', { name: 'Approuver' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Approuver cet utilisateur?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Approuver' }).click();
    await expectDecided(page, card, 'Utilisateur approuvé avec succès');
  });

  await test.step('signed in again, the livreur is no longer pending', async () => {
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/livreur\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compte en attente de validation' })).toHaveCount(0);

    await mainNav(page)
      .getByRole('link', { name: /Livraisons disponibles/ })
      .click();
    await expect(page).toHaveURL(/\/livreur\/available$/);
    await expect(page.getByRole('button', { name: 'Actualiser' })).toBeVisible();
    await expect(page.getByText(/en attente de validation/)).toHaveCount(0);
    const accept = page.getByRole('button', { name: 'Accepter la livraison' });
    for (let index = 0; index < (await accept.count()); index += 1) await expect(accept.nth(index)).toBeEnabled();
  });
});

test('a rejected restaurateur sees the reason when signing in', async ({ page, api }) => {
  test.setTimeout(90_000);
  const id = stamp();
  const name = `Nadège Lubin ${id}`;
  const email = `restaurateur-${id}@e2e.teranga.test`;
  const reason = `La licence fournie est illisible (${id}).`;

  const applicant = await api.register({
    name,
    email,
    role: 'restaurateur',
    password: PASSWORD,
    phone: '06 12 34 56 78',
    address: '5 rue des Panoyaux, 75020 Paris',
  });
  await api.call('POST', '/auth/me/documents/license', {
    session: applicant,
    multipart: { file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: files.pdf } },
    status: 200,
  });

  await test.step('the admin rejects the request with a reason', async () => {
    const card = await openRequest(page, name, 'Restaurateur');
    await expect(card.getByRole('link', { name: /^Voir : Licence de restaurant/ })).toBeVisible();
    await expect(card.getByText('Manquant')).toHaveCount(1);
    await expect(card.getByText('Non fourni')).toHaveCount(1);

    await card.getByRole('button', { name: 'Rejeter' }).click();
    const dialog = page.getByRole('dialog', { name: "Rejeter l'inscription" });
    await dialog.getByLabel(/Motif du rejet/).fill(reason);
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await expectDecided(page, card, 'Utilisateur rejeté et email envoyé');
  });

  await test.step('signing in, the restaurateur reads the reason and may resubmit', async () => {
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Votre inscription a été refusée' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByLabel("Remplacer : Licence de restaurant / permis d'exploitation")).toBeEnabled();
  });
});
