import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../mocks/db';
import { clientAminata, clientPaul, demoUser, livreurMoussa } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';

const rowOf = (name: string) => within(screen.getByRole('table')).getByText(name).closest('tr') as HTMLElement;
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Rôle de ${name}` });
const statusSwitch = (name: string) => screen.getByRole('switch', { name: `Compte actif : ${name}` });
const dbUser = (id: string) => users.users.find((user) => user.id === id);

async function openUsers() {
  const rendered = renderArea('/admin/users', { user: demoUser });
  await screen.findByRole('table', { name: 'Liste des utilisateurs' });
  return rendered;
}

describe('UsersPage — list, search and filter', () => {
  it('lists every account newest first, with its count in the title', async () => {
    await openUsers();
    expect(screen.getByRole('heading', { level: 1, name: `Utilisateurs (${users.users.length})` })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(users.users.length);
    const newest = [...users.users].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(rows[0]).toHaveTextContent(newest.name);

    const row = rowOf(clientAminata.name);
    expect(row).toHaveTextContent(clientAminata.phone);
    expect(row).toHaveTextContent(clientAminata.email);
    expect(roleSelect(clientAminata.name)).toHaveValue('client');
    expect(statusSwitch(clientAminata.name)).toHaveAttribute('aria-checked', 'true');
    expect(statusSwitch(clientPaul.name)).toHaveAttribute('aria-checked', 'false');
    expect(within(rowOf(demoUser.name)).getByText('(vous)')).toBeInTheDocument();
  });

  it('keeps the edit button visible but disabled', async () => {
    await openUsers();
    expect(screen.getByRole('button', { name: `Modifier ${clientAminata.name}` })).toBeDisabled();
  });

  it('searches by name or email, case-insensitively, without calling the API again', async () => {
    const { events } = await openUsers();
    const calls = recordRequests({ method: 'get', path: '/admin/users' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });

    await events.type(search, 'aMiNaTa');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(rowOf(clientAminata.name)).toBeInTheDocument();
    expect(screen.getByText('1 résultat(s)')).toBeInTheDocument();

    await events.clear(search);
    await events.type(search, 'MOUSSA.TRAORE@');
    expect(rowOf(livreurMoussa.name)).toBeInTheDocument();
    expect(screen.queryByText(clientAminata.name)).not.toBeInTheDocument();

    await events.clear(search);
    await events.type(search, 'personne-inconnue');
    expect(screen.getByText('Aucun utilisateur trouvé')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('filters by role on the server with GET /admin/users?role=', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/users' });
    const { events } = await openUsers();
    expect(calls.map((call) => call.query.has('role'))).toEqual([false]);
    const filter = screen.getByRole('combobox', { name: 'Rôle' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tous les rôles', 'Clients', 'Restaurateurs', 'Livreurs', 'Admins']);

    await events.selectOptions(filter, 'Livreurs');
    const livreurs = users.users.filter((user) => user.role === 'livreur');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Utilisateurs (${livreurs.length})` }),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('role')).toBe('livreur');
    for (const select of screen.getAllByRole('combobox', { name: /^Rôle de / })) expect(select).toHaveValue('livreur');

    await events.selectOptions(filter, 'Tous les rôles');
    // The whole list, loaded first, is still fresh in the cache: shown again without a call.
    expect(
      await screen.findByRole('heading', { level: 1, name: `Utilisateurs (${users.users.length})` }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says so when a role has no account', async () => {
    const { events } = await openUsers();
    server.use(http.get(`${MOCK_API_URL}/admin/users`, () => HttpResponse.json([])));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'Admins');
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs (0)' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/admin/users`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/users', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Liste des utilisateurs' })).toBeInTheDocument();
  });
});

describe('UsersPage — role change', () => {
  it('asks for confirmation, then sends PATCH /admin/users/:id/role and keeps the new role', async () => {
    const { events } = await openUsers();
    const calls = recordRequests({ method: 'patch', path: /\/role$/ });

    await events.selectOptions(roleSelect(clientAminata.name), 'Livreur');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Changer le rôle de cet utilisateur en Livreur?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Rôle mis à jour')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(`/admin/users/${clientAminata.id}/role`);
    expect(calls[0]?.body).toEqual({ role: 'livreur' });
    expect(roleSelect(clientAminata.name)).toHaveValue('livreur');
    expect(dbUser(clientAminata.id)?.role).toBe('livreur');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reverts the select when the change is cancelled (button or Escape)', async () => {
    const { events } = await openUsers();
    const calls = recordRequests({ method: 'patch', path: /\/role$/ });

    await events.selectOptions(roleSelect(clientAminata.name), 'Administrateur');
    expect(screen.getByText('Changer le rôle de cet utilisateur en Administrateur?')).toBeInTheDocument();
    expect(roleSelect(clientAminata.name)).toHaveValue('admin');
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(roleSelect(clientAminata.name)).toHaveValue('client');

    await events.selectOptions(roleSelect(clientAminata.name), 'Restaurateur');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(roleSelect(clientAminata.name)).toHaveValue('client');
    expect(calls).toHaveLength(0);
    expect(dbUser(clientAminata.id)?.role).toBe('client');
  });

  it("shows the server's refusal of a self-demotion and restores the role", async () => {
    const { events } = await openUsers();
    await events.selectOptions(roleSelect(demoUser.name), 'Client');
    await events.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByText('Vous ne pouvez pas retirer votre propre rôle d’administrateur'),
    ).toBeInTheDocument();
    expect(roleSelect(demoUser.name)).toHaveValue('admin');
  });

  it("falls back to 'Erreur lors de la mise à jour' without a server detail", async () => {
    const { events } = await openUsers();
    server.use(http.patch(`${MOCK_API_URL}/admin/users/:id/role`, () => HttpResponse.error()));
    await events.selectOptions(roleSelect(clientAminata.name), 'Restaurateur');
    await events.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(roleSelect(clientAminata.name)).toHaveValue('client');
  });
});

describe('UsersPage — active flag', () => {
  it.each([
    ['deactivates an active', false, clientAminata, 'Utilisateur désactivé', 'Inactif'],
    ['activates an inactive', true, clientPaul, 'Utilisateur activé', 'Actif'],
  ] as const)('%s account by sending is_active %s', async (_, isActive, account, toastText, label) => {
    const { events } = await openUsers();
    const calls = recordRequests({ method: 'patch', path: /\/status$/ });
    await events.click(statusSwitch(account.name));

    expect(await screen.findByText(toastText)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(`/admin/users/${account.id}/status`);
    expect(calls[0]?.body).toEqual({ is_active: isActive });
    expect(statusSwitch(account.name)).toHaveAttribute('aria-checked', String(isActive));
    expect(statusSwitch(account.name)).toHaveTextContent(label);
    expect(dbUser(account.id)?.is_active).toBe(isActive);
  });

  it('keeps the state and shows the server detail when the change is refused', async () => {
    const { events } = await openUsers();
    await events.click(statusSwitch(demoUser.name));
    expect(await screen.findByText('Vous ne pouvez pas désactiver votre propre compte')).toBeInTheDocument();
    expect(statusSwitch(demoUser.name)).toHaveAttribute('aria-checked', 'true');
  });

  it("says 'Erreur lors de la mise à jour' when the call fails without detail", async () => {
    const { events } = await openUsers();
    server.use(http.patch(`${MOCK_API_URL}/admin/users/:id/status`, () => new HttpResponse(null, { status: 500 })));
    await events.click(statusSwitch(clientAminata.name));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    await waitFor(() => expect(statusSwitch(clientAminata.name)).toBeEnabled());
    expect(statusSwitch(clientAminata.name)).toHaveAttribute('aria-checked', 'true');
  });
});
