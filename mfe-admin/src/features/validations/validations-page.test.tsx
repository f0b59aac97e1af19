import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../mocks/db';
import { demoUser, pendingAicha, pendingSekou, pendingYannick, rejectedMarie } from '../../mocks/fixtures';
import { isPending } from '../../mocks/handlers/admin-access';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { DEFAULT_REJECT_REASON } from './components/reject-dialog';

const cardOf = (name: string) => screen.getByRole('article', { name });
const docRow = (card: HTMLElement, label: string) => within(card).getByText(label).closest('li') as HTMLElement;
const pendingCount = () => users.users.filter(isPending).length;
const dbUser = (id: string) => users.users.find((user) => user.id === id);

async function openValidations() {
  const rendered = renderArea('/admin/validations', { user: demoUser });
  await screen.findByRole('article', { name: pendingAicha.name });
  return rendered;
}

describe('ValidationsPage — the queue', () => {
  it('counts the pending requests, asks to check documents and shows one card per applicant', async () => {
    await openValidations();
    expect(screen.getByText(`${pendingCount()} demande(s) en attente`)).toBeInTheDocument();
    expect(screen.getByText(/Vérifiez les documents de chaque demandeur/)).toHaveAttribute('role', 'note');
    expect(screen.getAllByRole('article')).toHaveLength(pendingCount());
    // A rejected sign-up waits for new documents, not for the admin.
    expect(screen.queryByRole('article', { name: rejectedMarie.name })).not.toBeInTheDocument();

    const card = cardOf(pendingAicha.name);
    expect(within(card).getByText('Restaurateur')).toBeInTheDocument();
    expect(within(card).getByText('Reçue le 1 mars 2025')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: pendingAicha.email })).toHaveAttribute(
      'href',
      `mailto:${pendingAicha.email}`,
    );
    expect(within(card).getByText(pendingAicha.phone)).toBeInTheDocument();
    expect(within(card).getByText(pendingAicha.address!)).toBeInTheDocument();
    expect(within(card).getByText(pendingAicha.id.slice(0, 8))).toBeInTheDocument();

    const yannick = cardOf(pendingYannick.name);
    expect(within(yannick).getByText('Livreur')).toBeInTheDocument();
    // No address given: no address line.
    expect(within(yannick).queryByText('Adresse')).not.toBeInTheDocument();
  });

  it("opens each provided document's signed link in a new tab", async () => {
    await openValidations();
    const card = cardOf(pendingAicha.name);
    const license = within(docRow(card, "Licence de restaurant / permis d'exploitation")).getByRole('link', {
      name: /^Voir/,
    });
    expect(license.getAttribute('href')).toMatch(
      new RegExp(`^http://localhost:8000/api/documents/${pendingAicha.id}/license\\?expires=\\d+&signature=`),
    );
    expect(license).toHaveAttribute('target', '_blank');
    expect(license).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(docRow(card, "Pièce d'identité (recto et verso)")).getByRole('link', { name: /^Voir/ }),
    ).toHaveAttribute('href', expect.stringContaining(`/api/documents/${pendingAicha.id}/id_card?`));
  });

  it("marks a missing required document 'Manquant' and a missing optional one 'Non fourni'", async () => {
    await openValidations();
    const aicha = cardOf(pendingAicha.name);
    const register = docRow(aicha, 'Extrait du registre du commerce');
    expect(within(register).getByText('Non fourni')).toBeInTheDocument();
    expect(within(register).queryByRole('link')).not.toBeInTheDocument();

    const yannick = cardOf(pendingYannick.name);
    expect(within(docRow(yannick, 'Permis de conduire')).getByRole('link', { name: /^Voir/ })).toBeInTheDocument();
    expect(within(docRow(yannick, "Pièce d'identité (recto et verso)")).getByText('Manquant')).toBeInTheDocument();
    expect(within(docRow(yannick, 'Assurance responsabilité civile')).getByText('Manquant')).toBeInTheDocument();
  });

  it('warns to contact an applicant who sent no document at all', async () => {
    await openValidations();
    const warning = /contactez l'utilisateur pour obtenir les documents requis/;
    expect(within(cardOf(pendingSekou.name)).getByText(warning)).toBeInTheDocument();
    expect(within(cardOf(pendingSekou.name)).getAllByText('Manquant')).toHaveLength(3);
    expect(within(cardOf(pendingAicha.name)).queryByText(warning)).not.toBeInTheDocument();
  });

  it("says 'Aucune demande en attente' when the queue is empty", async () => {
    server.use(http.get(`${MOCK_API_URL}/admin/users/pending`, () => HttpResponse.json([])));
    renderArea('/admin/validations', { user: demoUser });
    expect(await screen.findByText('Aucune demande en attente')).toBeInTheDocument();
    expect(screen.getByText('0 demande(s) en attente')).toBeInTheDocument();
  });

  it('shows an error with a retry when the queue cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/admin/users/pending`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/validations', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: pendingAicha.name })).toBeInTheDocument();
  });
});

describe('ValidationsPage — approve', () => {
  it('confirms, sends PATCH /verify with an empty body and removes the card', async () => {
    const { events } = await openValidations();
    const before = pendingCount();
    const calls = recordRequests({ method: 'patch', path: /\/verify$/ });

    await events.click(within(cardOf(pendingAicha.name)).getByRole('button', { name: 'Approuver' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Approuver cet utilisateur?')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Approuver' }));

    expect(await screen.findByText('Utilisateur approuvé avec succès')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(`/admin/users/${pendingAicha.id}/verify`);
    expect(calls[0]?.body).toBeUndefined();
    expect(screen.queryByRole('article', { name: pendingAicha.name })).not.toBeInTheDocument();
    expect(screen.getByText(`${before - 1} demande(s) en attente`)).toBeInTheDocument();
    expect(dbUser(pendingAicha.id)?.is_verified).toBe(true);
  });

  it('brings the dashboard count up to date after an approval', async () => {
    const { events } = renderArea('/admin/dashboard', { user: demoUser });
    const before = pendingCount();
    const notice = () => screen.findByText(/demande\(s\) d'inscription en attente de validation$/);
    expect(await notice()).toHaveTextContent(`${before} demande(s)`);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });

    await events.click(within(nav).getByRole('link', { name: 'Validations' }));
    await events.click(
      within(await screen.findByRole('article', { name: pendingAicha.name })).getByRole('button', {
        name: 'Approuver',
      }),
    );
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    await screen.findByText('Utilisateur approuvé avec succès');

    // The counts were cached by the first visit: the approval must not leave them stale.
    await events.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(async () => expect(await notice()).toHaveTextContent(`${before - 1} demande(s)`));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { events } = await openValidations();
    const calls = recordRequests({ method: 'patch', path: /\/verify$/ });
    await events.click(within(cardOf(pendingAicha.name)).getByRole('button', { name: 'Approuver' }));
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cardOf(pendingAicha.name)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Erreur lors de l'approbation' and keeps the card when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openValidations();
    server.use(http.patch(`${MOCK_API_URL}/admin/users/:id/verify`, () => problem(500, 'Erreur interne')));
    await events.click(within(cardOf(pendingAicha.name)).getByRole('button', { name: 'Approuver' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText("Erreur lors de l'approbation")).toBeInTheDocument();
    expect(cardOf(pendingAicha.name)).toBeInTheDocument();
  });

  it('reloads the queue when another admin already handled the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openValidations();
    // Meanwhile, someone else approved Aïcha.
    dbUser(pendingAicha.id)!.is_verified = true;
    await events.click(within(cardOf(pendingAicha.name)).getByRole('button', { name: 'Approuver' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText("Erreur lors de l'approbation")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: pendingAicha.name })).not.toBeInTheDocument());
  });
});

describe('ValidationsPage — reject', () => {
  async function openRejectDialog(name: string) {
    const rendered = await openValidations();
    await rendered.events.click(within(cardOf(name)).getByRole('button', { name: 'Rejeter' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: "Rejeter l'inscription" }) };
  }

  it('does nothing when the reason dialog is cancelled', async () => {
    const calls = recordRequests({ method: 'patch', path: /\/reject$/ });
    const { events, dialog } = await openRejectDialog(pendingYannick.name);
    await events.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), 'Permis illisible');
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardOf(pendingYannick.name)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the default reason when none is given, then removes the card', async () => {
    const calls = recordRequests({ method: 'patch', path: /\/reject$/ });
    const { events, dialog } = await openRejectDialog(pendingYannick.name);
    expect(within(dialog).getByRole('textbox', { name: /Motif du rejet/ })).toHaveFocus();
    await events.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Rejeter' }));

    expect(await screen.findByText('Utilisateur rejeté et email envoyé')).toBeInTheDocument();
    expect(calls[0]?.path).toBe(`/admin/users/${pendingYannick.id}/reject`);
    expect(calls[0]?.body).toEqual({ reason: DEFAULT_REJECT_REASON });
    expect(DEFAULT_REJECT_REASON).toBe('Informations incomplètes ou ne répondant pas aux critères requis.');
    expect(screen.queryByRole('article', { name: pendingYannick.name })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dbUser(pendingYannick.id)?.rejection_reason).toBe(DEFAULT_REJECT_REASON);
  });

  it('sends the reason the admin typed, trimmed', async () => {
    const calls = recordRequests({ method: 'patch', path: /\/reject$/ });
    const { events, dialog } = await openRejectDialog(pendingAicha.name);
    await events.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), '  La licence est illisible.  ');
    await events.click(within(dialog).getByRole('button', { name: 'Rejeter' }));

    expect(await screen.findByText('Utilisateur rejeté et email envoyé')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'La licence est illisible.' });
    expect(dbUser(pendingAicha.id)?.rejection_reason).toBe('La licence est illisible.');
  });

  it('starts every rejection from an empty reason', async () => {
    const { events, dialog } = await openRejectDialog(pendingAicha.name);
    await events.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), 'Brouillon');
    await events.keyboard('{Escape}');
    await events.click(within(cardOf(pendingYannick.name)).getByRole('button', { name: 'Rejeter' }));
    expect(screen.getByRole('textbox', { name: /Motif du rejet/ })).toHaveValue('');
  });

  it("says 'Erreur lors du rejet' and keeps the dialog when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, dialog } = await openRejectDialog(pendingAicha.name);
    server.use(http.patch(`${MOCK_API_URL}/admin/users/:id/reject`, () => problem(500, 'Erreur interne')));
    await events.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await screen.findByText('Erreur lors du rejet')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "Rejeter l'inscription" })).toBeInTheDocument();
    expect(cardOf(pendingAicha.name)).toBeInTheDocument();
  });
});
