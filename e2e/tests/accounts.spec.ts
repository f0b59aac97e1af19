import { expect, signOut, submitLogin, test, type Page } from '../support/fixtures';
import { waitForLink } from '../support/outbox';

// Issue 15, "Done when": a new user signs up, verifies their address from the e-mailed link, forgets
// their password, resets it from the e-mailed link and signs in with the new one. The links are
// read from the API's outbox (the .eml files it writes without SMTP), as the user would click them.

/** The value beside a term of the profile's lists ('Email vérifié' → 'Oui'). */
const detail = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a new client verifies their address, then resets a forgotten password from the e-mailed links', async ({
  page,
}) => {
  const email = `fatou.${Date.now()}@teranga.test`;
  // Long and unusual: the API refuses the passwords of its list of common ones.
  const firstPassword = 'Baobab-de-Thies-1987';
  const newPassword = 'Mangue-Casamance-4412';

  await test.step('signs up in the browser', async () => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await form.getByLabel('Nom complet').fill('Fatou Ndiaye');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Téléphone').fill('06 12 34 56 78');
    await form.getByLabel('Mot de passe').fill(firstPassword);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Inscription réussie!')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/explorer$/);
    await page.goto('/client/profile');
    await expect(detail(page, 'Email vérifié')).toContainText('Non');
  });

  await test.step('verifies the address with the link of the sign-up e-mail', async () => {
    await page.goto(await waitForLink(email, '/verify-email'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification de votre adresse email');
    await expect(page.getByText('Votre adresse email est vérifiée.')).toBeVisible();
    await page.getByRole('link', { name: 'Aller à mon espace' }).click();
    await expect(page).toHaveURL(/\/client\/explorer$/);
    await page.goto('/client/profile');
    await expect(detail(page, 'Email vérifié')).toContainText('Oui');
    await signOut(page);
  });

  await test.step('asks for a reset link from the sign-in form', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  });

  await test.step('chooses a new password with the link of the reset e-mail', async () => {
    await page.goto(await waitForLink(email, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisir un nouveau mot de passe');
    // By role: the label's text also holds the required mark ('*', hidden from assistive tech).
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.')).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await submitLogin(page, email, firstPassword);
    await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, newPassword);
    await expect(page.getByText('Connexion réussie!')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/explorer$/);
  });
});
