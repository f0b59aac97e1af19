import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'teranga123';
export const demo = {
  client: 'client@teranga.test',
  restaurateur: 'restaurateur@teranga.test',
  livreur: 'livreur@teranga.test',
  admin: 'admin@teranga.test',
} as const;

/** Signs in through the shell's real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie!')).toBeVisible();
}
