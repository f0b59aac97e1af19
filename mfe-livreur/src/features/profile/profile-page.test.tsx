import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_LINK_MESSAGES } from '@teranga/shared-ui';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '@teranga/shared-ui/testing';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { users } from '../../mocks/db';
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
    expect(detail('Email vérifié')).toHaveTextContent('Oui');
    expect(screen.queryByRole('button', { name: /Renvoyer le lien/ })).not.toBeInTheDocument();
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

describe('ProfilePage: e-mail verification (issue 15)', () => {
  it('says an unverified address apart from the approval, and sends a new link from the row', async () => {
    const unverified = { ...demoUser, email_verified: false };
    const index = users.users.findIndex((user) => user.id === demoUser.id);
    users.users[index] = { ...users.users[index]!, email_verified: false };
    const sends = recordRequests(server, { method: 'POST', path: '/auth/email/resend' });
    const { events } = renderArea('/livreur/profile', { user: unverified });

    const row = await waitFor(() => {
      const found = detail('Email vérifié') as HTMLElement;
      expect(found).toHaveTextContent('Non');
      return found;
    });
    expect(detail('Compte validé')).toHaveTextContent('Oui');
    await events.click(within(row).getByRole('button', { name: 'Renvoyer le lien' }));

    expect(await within(row).findByRole('status')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verificationSent);
    expect(sends).toHaveLength(1);
    // The area's reminder shares the cooldown: neither offers another link yet.
    for (const button of screen.getAllByRole('button', { name: /^Renvoyer le lien \(\d+ s\)$/ })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getAllByRole('button', { name: /^Renvoyer le lien/ })).toHaveLength(2);
  });
});
