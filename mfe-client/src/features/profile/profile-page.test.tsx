import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, MOCK_PASSWORD } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { useSession } from '@teranga/shared-ui';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_MESSAGES } from '@teranga/shared-ui';
import { users } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderArea } from '../../test/render-area';
import { pageReload } from './lib/page-reload';

const stubReload = () => vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
const detail = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

async function openProfile(user = demoUser) {
  const rendered = renderArea('/client/profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  return rendered;
}

async function startEditing() {
  const rendered = await openProfile();
  await rendered.events.click(screen.getByRole('button', { name: 'Modifier le profil' }));
  return rendered;
}

describe('ProfilePage: read mode', () => {
  it('shows name, email, phone, address, member-since date, role and account status', async () => {
    await openProfile();
    expect(detail('Nom')).toHaveTextContent('Aminata Diallo');
    expect(detail('Email')).toHaveTextContent('aminata.diallo@example.com');
    expect(detail('Téléphone')).toHaveTextContent('06 12 34 56 78');
    expect(detail('Adresse')).toHaveTextContent('18 rue des Poissonniers, 75018 Paris');
    expect(detail('Membre depuis')).toHaveTextContent('5 novembre 2024');
    expect(screen.getByRole('region', { name: 'Informations personnelles' })).toHaveTextContent('Client');
    expect(detail('Compte actif')).toHaveTextContent('Oui');
    expect(detail('Email vérifié')).toHaveTextContent('Oui');
  });

  it("says 'Non renseignée' without an address and 'Non' for an unverified email", async () => {
    users.users[0] = { ...users.users[0]!, address: null, email_verified: false };
    await openProfile({ ...demoUser, address: null, email_verified: false });
    expect(detail('Adresse')).toHaveTextContent('Non renseignée');
    expect(detail('Email vérifié')).toHaveTextContent('Non');
  });

  it('refreshes the cached user from GET /auth/me', async () => {
    users.users[0] = { ...users.users[0]!, email_verified: false };
    await openProfile();
    await waitFor(() => expect(detail('Email vérifié')).toHaveTextContent('Non'));
    expect(useSession.getState().user?.email_verified).toBe(false);
  });

  it("shows whether the address is verified (email_verified), not the account's approval (is_verified)", async () => {
    users.users[0] = { ...users.users[0]!, is_verified: false, email_verified: true };
    await openProfile({ ...demoUser, is_verified: false, email_verified: true });
    expect(detail('Email vérifié')).toHaveTextContent('Oui');
    expect(screen.queryByRole('button', { name: /Renvoyer le lien/ })).not.toBeInTheDocument();
  });

  it('sends a new verification link from the profile while the address is unverified', async () => {
    users.users[0] = { ...users.users[0]!, is_verified: true, email_verified: false };
    const sends = recordRequests(server, { method: 'POST', path: '/auth/email/resend' });
    const { events } = await openProfile({ ...demoUser, email_verified: false });
    await events.click(within(detail('Email vérifié')).getByRole('button', { name: 'Renvoyer le lien' }));

    expect(await within(detail('Email vérifié')).findByRole('status')).toHaveTextContent(
      ACCOUNT_LINK_MESSAGES.verificationSent,
    );
    expect(sends).toHaveLength(1);
    expect(within(detail('Email vérifié')).getByRole('button', { name: /Renvoyer le lien \(\d+ s\)/ })).toBeDisabled();
  });
});

describe('ProfilePage: edit mode', () => {
  it("switches to a prefilled form with 'Modifier le profil'", async () => {
    await startEditing();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Aminata Diallo');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('aminata.diallo@example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Téléphone/)).toHaveValue('06 12 34 56 78');
    expect(screen.getByLabelText(/^Adresse/)).toHaveValue('18 rue des Poissonniers, 75018 Paris');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('');
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveValue('');
    expect(screen.getByLabelText(/Nom complet/)).toBeRequired();
    expect(screen.getByLabelText(/Téléphone/)).toBeRequired();
    expect(screen.queryByRole('button', { name: 'Modifier le profil' })).not.toBeInTheDocument();
  });

  it("'Annuler' resets the form, clears the messages and returns to read mode", async () => {
    const { events } = await startEditing();
    await events.clear(screen.getByLabelText(/Téléphone/));
    await events.type(screen.getByLabelText(/Téléphone/), '07 00 00 00 00');
    await events.type(screen.getByLabelText(/^Nouveau mot de passe/), 'abcdef');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez entrer votre mot de passe actuel')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByText('Veuillez entrer votre mot de passe actuel')).not.toBeInTheDocument();
    expect(detail('Téléphone')).toHaveTextContent('06 12 34 56 78');

    await events.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    expect(screen.getByLabelText(/Téléphone/)).toHaveValue('06 12 34 56 78');
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('');
  });

  it.each([
    ['', 'abcdef', 'abcdef', 'Veuillez entrer votre mot de passe actuel'],
    [MOCK_PASSWORD, 'abcdef', 'abcdeg', 'Les nouveaux mots de passe ne correspondent pas'],
    [MOCK_PASSWORD, 'abc', 'abc', 'Le nouveau mot de passe doit contenir au moins 6 caractères'],
  ])('checks the password block (current %j, new %j, confirm %j): %s', async (current, next, confirm, message) => {
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    const { events } = await startEditing();
    if (current) await events.type(screen.getByLabelText('Mot de passe actuel'), current);
    await events.type(screen.getByLabelText(/^Nouveau mot de passe/), next);
    await events.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toHaveLength(0);
  });

  it('requires name, a valid email and phone', async () => {
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    const { events } = await startEditing();
    await events.clear(screen.getByLabelText(/Nom complet/));
    await events.clear(screen.getByLabelText(/^Email/));
    await events.type(screen.getByLabelText(/^Email/), 'aminata@');
    await events.clear(screen.getByLabelText(/Téléphone/));
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByText('Veuillez entrer votre nom')).toBeInTheDocument();
    // Email and phone follow the account rules shared with the sign-up form and PUT /auth/me.
    expect(screen.getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("saves with PUT /auth/me ('Enregistrement...'), merges the stored user and reloads 1.5 s later", async () => {
    const reload = stubReload();
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    server.use(
      http.put(`${MOCK_API_URL}/auth/me`, async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { events } = await startEditing();
    await events.clear(screen.getByLabelText(/Téléphone/));
    await events.type(screen.getByLabelText(/Téléphone/), '07 11 22 33 44');
    await events.clear(screen.getByLabelText(/Nom complet/));
    await events.type(screen.getByLabelText(/Nom complet/), 'Aminata Diallo-Sow');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    const savedAt = Date.now();
    expect(calls[0]?.body).toEqual({
      name: 'Aminata Diallo-Sow',
      email: 'aminata.diallo@example.com',
      phone: '07 11 22 33 44',
      address: '18 rue des Poissonniers, 75018 Paris',
    });
    // Read mode, the header and the stored user show the answer.
    expect(detail('Téléphone')).toHaveTextContent('07 11 22 33 44');
    expect(screen.getByRole('link', { name: /Aminata Diallo-Sow/ })).toHaveAttribute('href', '/client/profile');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      phone: '07 11 22 33 44',
      id: demoUser.id,
    });

    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1300);
  });

  it('sends the password block when changing the password', async () => {
    stubReload();
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    const { events } = await startEditing();
    await events.type(screen.getByLabelText('Mot de passe actuel'), MOCK_PASSWORD);
    await events.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
    await events.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      current_password: MOCK_PASSWORD,
      new_password: 'nouveau-secret',
      confirm_password: 'nouveau-secret',
    });
    expect(users.passwords.get(demoUser.id)).toBe('nouveau-secret');
  });

  it("shows the server's detail when the save is refused, and stays in edit mode", async () => {
    const reload = stubReload();
    const { events } = await startEditing();
    await events.type(screen.getByLabelText('Mot de passe actuel'), 'pas-le-bon');
    await events.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
    await events.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe actuel incorrect');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("falls back to 'Erreur lors de la mise à jour du profil'", async () => {
    server.use(http.put(`${MOCK_API_URL}/auth/me`, () => HttpResponse.error()));
    const { events } = await startEditing();
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour du profil');
  });
});

describe('ProfilePage: change of address (issue 15)', () => {
  const newEmail = 'aminata.sow@example.com';

  async function requestNewAddress(currentPassword?: string) {
    const rendered = await startEditing();
    const { events } = rendered;
    await events.clear(screen.getByLabelText(/^Email/));
    await events.type(screen.getByLabelText(/^Email/), ` ${newEmail.toUpperCase()} `);
    if (currentPassword) await events.type(screen.getByLabelText(/^Mot de passe actuel/), currentPassword);
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    return rendered;
  }

  it('asks for the current password once the address differs, before any request', async () => {
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    const { events } = await startEditing();
    const current = screen.getByLabelText('Mot de passe actuel');
    expect(current).not.toBeRequired();

    await events.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toBeRequired();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription(
      'Obligatoire pour changer d’adresse email',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Un lien de confirmation sera envoyé à la nouvelle adresse : saisissez votre mot de passe actuel.',
    );
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword),
    );
    expect(calls).toHaveLength(0);

    // Back to the account's address (whatever its case): nothing to confirm, no password needed.
    await events.clear(screen.getByLabelText(/^Email/));
    await events.type(screen.getByLabelText(/^Email/), 'Aminata.Diallo@example.com');
    expect(screen.getByLabelText('Mot de passe actuel')).not.toBeRequired();
  });

  it('requests the change with the current password, and says the address stays until the link is followed', async () => {
    const reload = stubReload();
    const calls = recordRequests(server, { method: 'PUT', path: '/auth/me' });
    await requestNewAddress(MOCK_PASSWORD);

    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Aminata Diallo',
      email: newEmail,
      phone: '06 12 34 56 78',
      address: '18 rue des Poissonniers, 75018 Paris',
      current_password: MOCK_PASSWORD,
    });
    const pending = screen.getByText(/suivez le lien de confirmation envoyé à/);
    expect(pending).toHaveTextContent(
      `Pour changer d’adresse, suivez le lien de confirmation envoyé à ${newEmail} (valable 24 heures). ` +
        'D’ici là, votre compte garde l’adresse aminata.diallo@example.com.',
    );
    // Nothing claims the address changed: the page, the session and the account keep the old one.
    expect(detail('Email')).toHaveTextContent('aminata.diallo@example.com');
    expect(useSession.getState().user?.email).toBe('aminata.diallo@example.com');
    expect(users.users[0]!.email).toBe('aminata.diallo@example.com');
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('still says it after the reload, until the account has the new address', async () => {
    stubReload();
    const { unmount } = await requestNewAddress(MOCK_PASSWORD);
    await screen.findByText(/suivez le lien de confirmation envoyé à/);
    unmount();

    // The page as the reload shows it.
    const again = await openProfile();
    expect(screen.getByText(/suivez le lien de confirmation envoyé à/)).toHaveTextContent(newEmail);
    again.unmount();

    // The link was followed (on any device): GET /auth/me answers the new address.
    users.users[0] = { ...users.users[0]!, email: newEmail };
    await openProfile();
    await waitFor(() => expect(detail('Email')).toHaveTextContent(newEmail));
    expect(screen.queryByText(/suivez le lien de confirmation envoyé à/)).not.toBeInTheDocument();
  });

  it("shows the API's detail for a wrong current password, and stays in edit mode", async () => {
    const reload = stubReload();
    await requestNewAddress('pas-le-bon');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe actuel incorrect');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(newEmail.toUpperCase());
    expect(screen.queryByText(/suivez le lien de confirmation/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ProfilePage: notifications', () => {
  it('shows the account’s channels and saves a change (the settings themselves are tested in shared-ui)', async () => {
    const saves = recordRequests(server, { method: 'PUT', path: '/auth/me/notifications' });
    const { events } = await openProfile();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Quand votre commande est acceptée, refusée, en route, livrée ou annulée',
    );
    const email = await screen.findByRole('switch', { name: 'Par e-mail' });
    await events.click(email);
    await waitFor(() => expect(email).toHaveAttribute('aria-checked', 'false'));
    expect(saves.map((call) => call.body)).toEqual([{ email: false, push: true }]);
  });
});
