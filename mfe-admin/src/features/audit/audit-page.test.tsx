import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { formatPrice } from '@teranga/shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../mocks/db';
import {
  CANCELLED_ORDER_REASON,
  HIDDEN_REVIEW_REASON,
  clientPaul,
  demoUser,
  livreurMoussa,
  rejectedMarie,
  secondAdmin,
  type AuditEntry,
} from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { pagedListTests } from '../../test/paged-list-tests';
import { AUDIT_PAGE_SIZE } from './api/get-audit-log';
import { AUDIT_MESSAGES } from './audit-page';

/** The tests' clock: the mock entries are dated from it (see `auditFixtures`). */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const table = () => screen.getByRole('table', { name: /^Actions des administrateurs/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOfAction = (label: string) => within(table()).getByText(label).closest('tr') as HTMLElement;
const summary = () => within(screen.getByRole('main')).getByRole('status');

async function openHistory() {
  const rendered = renderArea('/admin/history', { user: demoUser });
  await screen.findByRole('table', { name: /^Actions des administrateurs/ });
  return rendered;
}

/** `count` entries older than the fixtures', one a minute. */
function olderEntries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    actor_id: secondAdmin.id,
    actor_name: secondAdmin.name,
    action: 'user.status',
    target_type: 'user',
    target_id: clientPaul.id,
    target_name: clientPaul.name,
    reason: null,
    before: { is_active: index % 2 === 0 },
    after: { is_active: index % 2 !== 0 },
    created_at: new Date(NOW - (120 + index) * 60_000).toISOString(),
  }));
}

freshMockApiAt(NOW);

describe('AuditPage — the log', () => {
  it('asks GET /admin/audit for a first page, newest first', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/audit' });
    await openHistory();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ limit: String(AUDIT_PAGE_SIZE) });
    expect(bodyRows()).toHaveLength(auditLog.entries.length);
    expect(bodyRows()[0]).toHaveTextContent('Commande annulée');
    expect(bodyRows().at(-1)).toHaveTextContent('Restaurant supprimé');
    expect(summary()).toHaveTextContent(`${auditLog.entries.length} actions affichées`);
  });

  it('shows when, who, what, on what, why, and the values before → after in French', async () => {
    await openHistory();
    const cancel = rowOfAction('Commande annulée');
    // 7 min before noon UTC, in Paris.
    expect(within(cancel).getByRole('time')).toHaveTextContent('10 mars 2025 à 12:53');
    expect(within(cancel).getByRole('time')).toHaveAttribute('datetime', '2025-03-10T11:53:00.000Z');
    expect(cancel).toHaveTextContent(demoUser.name);
    expect(cancel).toHaveTextContent('Commande#a1b20008');
    expect(cancel).toHaveTextContent(CANCELLED_ORDER_REASON);
    const changes = within(cancel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Statut : en préparation → annulée',
      'Paiement : payée → remboursée',
      'Livraison : en attente → annulée',
      `Remboursé : ${formatPrice(17)}`,
    ]);

    expect(rowOfAction('Livreur attribué')).toHaveTextContent(`Livreur : aucun → ${livreurMoussa.name}`);
    expect(rowOfAction('Livreur attribué')).toHaveTextContent('Statut : en attente → acceptée');
    expect(rowOfAction('Restaurant mis en pause')).toHaveTextContent('Pause : aucune → équipe Teranga');
    expect(rowOfAction('Restaurant rouvert')).toHaveTextContent('État : fermé → ouvert');
    expect(rowOfAction('Compte activé ou désactivé')).toHaveTextContent('Compte : actif → inactif');
    expect(rowOfAction('Inscription rejetée')).toHaveTextContent(rejectedMarie.rejection_reason!);
    expect(rowOfAction('Inscription approuvée')).toHaveTextContent('Validé : non → oui');

    // An author whose account is gone, and a target named by the entry.
    const role = rowOfAction('Rôle modifié');
    expect(role).toHaveTextContent('Compte supprimé');
    expect(role).toHaveTextContent('Rôle : client → livreur');
    expect(role).toHaveTextContent(`Utilisateur#${livreurMoussa.id.slice(0, 8)}`);
    expect(rowOfAction('Restaurant supprimé')).toHaveTextContent('RestaurantChez Fatou (doublon)#b1e2c3d4');
  });

  pagedListTests({
    path: '/admin/audit',
    pageSize: AUDIT_PAGE_SIZE,
    addOlderRows: (count) => auditLog.entries.push(...olderEntries(count)),
    total: () => auditLog.entries.length,
    open: openHistory,
    table: /^Actions des administrateurs/,
    summary: (count) => `${count} actions affichées`,
    moreFailed: AUDIT_MESSAGES.moreFailed,
  });

  it('filters by target type on the server', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/audit' });
    const { events } = await openHistory();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Cible' }), 'Restaurants');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(calls.at(-1)?.query.get('target_type')).toBe('restaurant');
    expect(bodyRows().map((row) => row.textContent)).toEqual(
      ['Restaurant mis en pause', 'Restaurant rouvert', 'Restaurant supprimé'].map((label) =>
        expect.stringContaining(label),
      ),
    );
  });

  it("reads a review's moderation, and filters the reviews' entries", async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/audit' });
    const { events } = await openHistory();
    const hidden = rowOfAction('Avis masqué');
    expect(hidden).toHaveTextContent('AvisLe Ti-Punch · Jean Dupont');
    expect(hidden).toHaveTextContent(HIDDEN_REVIEW_REASON);
    expect(
      within(hidden)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Avis : visible → masqué',
      `Motif du masquage : aucun → « ${HIDDEN_REVIEW_REASON} »`,
      'Note du restaurant : 4,1 → 4,2',
      'Avis comptés : 57 → 56',
    ]);

    await events.selectOptions(screen.getByRole('combobox', { name: 'Cible' }), 'Avis');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls.at(-1)?.query.get('target_type')).toBe('review');
  });

  it("says 'Aucune action enregistrée' when the log is empty", async () => {
    auditLog.entries = [];
    renderArea('/admin/history', { user: demoUser });
    expect(await screen.findByText('Aucune action enregistrée')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it("shows an error with 'Réessayer' when the log cannot load, then the log", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/admin/audit`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/history', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: /^Actions des administrateurs/ })).toBeInTheDocument();
  });
});

describe('AuditPage — after an action', () => {
  it('shows an action the admin just took on another page, though the log was already loaded', async () => {
    const { events } = await openHistory();
    const sidebar = screen.getByRole('navigation', { name: 'Navigation principale' });
    await events.click(within(sidebar).getByRole('link', { name: 'Utilisateurs' }));
    await events.click(await screen.findByRole('switch', { name: `Compte actif : ${clientPaul.name}` }));
    expect(await screen.findByText('Utilisateur activé')).toBeInTheDocument();

    await events.click(within(sidebar).getByRole('link', { name: 'Historique' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Compte : inactif → actif'));
    expect(bodyRows()[0]).toHaveTextContent(demoUser.name);
  });
});

describe('AuditPage — the money settings', () => {
  it('reads a settings change saved on the settings page, and filters the settings’ entries', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/audit' });
    const { events } = renderArea('/admin/settings', { user: demoUser });
    const settingsForm = await screen.findByRole('form', { name: 'Paramètres de la plateforme' });
    await screen.findByRole('button', { name: 'Enregistrer la commission' });
    await events.clear(within(settingsForm).getByLabelText('Commission (%)'));
    await events.type(within(settingsForm).getByLabelText('Commission (%)'), '12');
    await events.type(within(settingsForm).getByLabelText('Acceptation (min)'), '5');
    await events.click(within(settingsForm).getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'historique' }));
    await screen.findByRole('table', { name: /^Actions des administrateurs/ });
    const saved = rowOfAction('Paramètres modifiés');
    expect(saved).toHaveTextContent(demoUser.name);
    // One settings row: named, without an id.
    expect(saved).toHaveTextContent('Paramètres de la plateforme');
    expect(saved).not.toHaveTextContent('#platform');
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Commission : 15 % → 12 %', 'Délai d’acceptation : configuration du serveur → 5 min']);

    await events.selectOptions(screen.getByRole('combobox', { name: 'Cible' }), 'Paramètres');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls.at(-1)?.query.get('target_type')).toBe('settings');
  });
});
