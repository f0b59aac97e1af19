import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '@teranga/shared-ui/testing';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderArea } from '../../test/render-area';

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ProfilePage', () => {
  it('shows the courier’s account and saves their notification channels', async () => {
    const saves = recordRequests(server, { method: 'PUT', path: '/auth/me/notifications' });
    const { events } = renderArea('/livreur/profile', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(detail('Nom')).toHaveTextContent(demoUser.name);
    expect(detail('Email')).toHaveTextContent(demoUser.email);
    expect(detail('Compte validé')).toHaveTextContent('Oui');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Quand l’équipe Teranga vous attribue une livraison',
    );

    const push = await screen.findByRole('switch', { name: 'Notifications push' });
    expect(push).toHaveAttribute('aria-checked', 'true');
    await events.click(push);
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'false'));
    expect(saves.map((call) => call.body)).toEqual([{ email: true, push: false }]);
  });

  it('a courier awaiting validation sees it', async () => {
    renderArea('/livreur/profile', { user: pendingUser });
    await waitFor(() => expect(detail('Compte validé')).toHaveTextContent('En attente de validation'));
  });
});
