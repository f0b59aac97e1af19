import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { isPending } from '../../mocks/handlers/admin-access';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';

const statCard = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl') as HTMLElement;

describe('DashboardPage', () => {
  it('welcomes the admin and shows the platform counts from GET /admin/stats', async () => {
    server.use(
      http.get(`${MOCK_API_URL}/admin/stats`, () =>
        HttpResponse.json({
          totalUsers: 1234,
          clients: 1100,
          restaurateurs: 84,
          livreurs: 47,
          admins: 3,
          pendingValidations: 0,
        }),
      ),
    );
    renderArea('/admin/dashboard', { user: demoUser });

    expect(screen.getByText(/Bienvenue, Claire Mensah/)).toBeInTheDocument();
    await waitFor(() => expect(within(statCard('Utilisateurs')).getByText('1 234')).toBeInTheDocument());
    expect(within(statCard('Clients')).getByText('1 100')).toBeInTheDocument();
    expect(within(statCard('Restaurateurs')).getByText('84')).toBeInTheDocument();
    expect(within(statCard('Livreurs')).getByText('47')).toBeInTheDocument();
    // Nothing waits for validation: no notice.
    expect(screen.queryByText(/en attente de validation/)).not.toBeInTheDocument();
  });

  it('counts what the mock API holds and links the pending notice to Validations', async () => {
    const { events } = renderArea('/admin/dashboard', { user: demoUser });
    const pendingCount = users.users.filter(isPending).length;
    expect(pendingCount).toBeGreaterThan(0);

    const notice = await screen.findByText(/demande\(s\) d'inscription en attente de validation$/);
    expect(notice).toHaveTextContent(`${pendingCount} demande(s) d'inscription en attente de validation`);
    expect(within(statCard('Utilisateurs')).getByText(String(users.users.length))).toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Examiner les demandes' }));
    expect(currentPath()).toBe('/admin/validations');
  });

  it.each([
    ['Gérer les utilisateurs', '/admin/users'],
    ['Valider les inscriptions', '/admin/validations'],
  ])("quick action '%s' opens %s", async (label, path) => {
    const { events } = renderArea('/admin/dashboard', { user: demoUser });
    await screen.findByText(/en attente de validation/);
    await events.click(screen.getByRole('link', { name: label }));
    expect(currentPath()).toBe(path);
  });

  it('only logs a stats failure: the page still renders, without error message or toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/admin/stats`, () => problem(500, 'Erreur interne')));
    renderArea('/admin/dashboard', { user: demoUser });

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(statCard('Utilisateurs')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer les utilisateurs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Erreur interne')).not.toBeInTheDocument();
    expect(screen.queryByText(/en attente de validation/)).not.toBeInTheDocument();
  });
});
