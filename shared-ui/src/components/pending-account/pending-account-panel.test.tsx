import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { frenchLeftovers } from '../../i18n/catalogue-check';
import { setLocale } from '../../i18n/i18n';
import { common as commonEn } from '../../i18n/locales/en';
import { common as commonFr } from '../../i18n/locales/fr';
import { configureApi } from '../../lib/api-client';
import { useSession } from '../../stores/session';
import { makeUser } from '../../test/fixtures';
import type { DocumentKey, User } from '../../types';
import { toast, Toaster } from '../toaster/toaster';
import { PendingAccountPanel } from './pending-account-panel';

const API = 'http://localhost:8000/api';
const link = (user: User, key: DocumentKey) => `/api/documents/${user.id}/${key}?expires=1900000000&signature=sig`;

/** The signed-in user as the API knows it; uploads add to its documents, as the real route does. */
let account: User;
const uploads: { key: string; name: string; size: number; auth: string | null }[] = [];

const server = setupServer(
  http.get(`${API}/auth/me`, () => HttpResponse.json(account)),
  http.post<{ key: DocumentKey }>(`${API}/auth/me/documents/:key`, async ({ request, params }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return HttpResponse.json({ detail: 'Veuillez joindre un fichier' }, { status: 400 });
    uploads.push({ key: params.key, name: file.name, size: file.size, auth: request.headers.get('authorization') });
    account = {
      ...account,
      rejection_reason: undefined,
      documents: { ...account.documents, [params.key]: link(account, params.key) },
    };
    return HttpResponse.json(account);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApi({ baseURL: API, onAuthFailure: () => {} }));
afterEach(() => {
  server.resetHandlers();
  uploads.length = 0;
  toast.dismiss();
  useSession.getState().signOut();
});
afterAll(() => server.close());

function renderPanel(user: User, known: Partial<User> = {}) {
  account = { ...user, ...known };
  // As after a login: the stored user has no document links.
  useSession.getState().signIn({ access_token: 'access-1', refresh_token: 'refresh-1', user });
  const events = userEvent.setup();
  render(
    <>
      <PendingAccountPanel />
      <Toaster />
    </>,
  );
  return events;
}

const livreur = makeUser({ id: 'liv-1', role: 'livreur', is_verified: false, name: 'Moussa Sow' });
const restaurateur = makeUser({ id: 'resto-1', role: 'restaurateur', is_verified: false });
const pdf = (name = 'permis.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const row = (label: RegExp | string) => screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement;

describe('PendingAccountPanel', () => {
  it('says the account awaits validation and lists the livreur documents with their state', async () => {
    renderPanel(livreur, { documents: { driver_license: link(livreur, 'driver_license') } });

    expect(screen.getByRole('heading', { name: 'Compte en attente de validation' })).toBeInTheDocument();
    expect(screen.getByText('Votre compte est en attente de validation par un administrateur.')).toBeInTheDocument();
    await screen.findByRole('list');

    const license = row('Permis de conduire');
    expect(within(license).getByText('Fourni')).toBeInTheDocument();
    const view = within(license).getByRole('link', { name: /Voir/ });
    expect(view).toHaveAttribute('href', `http://localhost:8000${link(livreur, 'driver_license')}`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(license).getByLabelText('Remplacer : Permis de conduire')).toHaveAttribute('type', 'file');

    expect(within(row("Pièce d'identité (recto et verso)")).getByText('Manquant')).toBeInTheDocument();
    expect(within(row('Assurance responsabilité civile')).getByText('Manquant')).toBeInTheDocument();
    expect(screen.getByLabelText('Déposer : Assurance responsabilité civile')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows 'Non fourni' for the restaurateur's optional register extract", async () => {
    renderPanel(restaurateur, { documents: {} });
    await screen.findByRole('list');
    expect(within(row('Extrait du registre du commerce')).getByText('Non fourni')).toBeInTheDocument();
    expect(within(row("Licence de restaurant / permis d'exploitation")).getByText('Manquant')).toBeInTheDocument();
  });

  it('uploads a document as multipart, refreshes the user from GET /auth/me and confirms with a toast', async () => {
    const events = renderPanel(livreur, { documents: {} });
    await screen.findByRole('list');

    await events.upload(screen.getByLabelText('Déposer : Assurance responsabilité civile'), pdf('assurance.pdf'));

    expect(await screen.findByText('Document envoyé : Assurance responsabilité civile')).toBeInTheDocument();
    expect(uploads).toEqual([{ key: 'insurance', name: 'assurance.pdf', size: 2048, auth: 'Bearer access-1' }]);
    expect(within(row('Assurance responsabilité civile')).getByText('Fourni')).toBeInTheDocument();
    expect(useSession.getState().user?.documents).toEqual({ insurance: link(livreur, 'insurance') });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').documents).toHaveProperty('insurance');
    expect(screen.getByLabelText('Remplacer : Assurance responsabilité civile')).toBeEnabled();
  });

  it('disables every file input while a document is being sent', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/auth/me/documents/:key`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ detail: 'Le fichier est vide' }, { status: 400 });
      }),
    );
    const events = renderPanel(livreur, { documents: {} });
    await screen.findByRole('list');
    await events.upload(screen.getByLabelText('Déposer : Permis de conduire'), pdf());

    await waitFor(() => expect(screen.getByLabelText('Déposer : Permis de conduire')).toBeDisabled());
    expect(screen.getByLabelText('Déposer : Assurance responsabilité civile')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Envoi : Permis de conduire' })).toBeInTheDocument();
    expect(screen.getByText('Envoi...')).toBeInTheDocument();

    release();
    expect(await screen.findByText('Le fichier est vide', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Déposer : Permis de conduire')).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Envoi : Permis de conduire' })).not.toBeInTheDocument();
  });

  it('shows the server detail when the API refuses the file', async () => {
    server.use(
      http.post(`${API}/auth/me/documents/:key`, () =>
        HttpResponse.json(
          { detail: 'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG' },
          { status: 415 },
        ),
      ),
    );
    const events = renderPanel(livreur, { documents: {} });
    await screen.findByRole('list');
    await events.upload(screen.getByLabelText('Déposer : Permis de conduire'), pdf('faux.pdf'));
    const messages = await screen.findAllByText(
      'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG',
    );
    expect(messages.length).toBeGreaterThanOrEqual(2); // toast + inline under the document
    expect(within(row('Permis de conduire')).getByText('Manquant')).toBeInTheDocument();
  });

  it('falls back to a generic message when the upload fails without detail', async () => {
    server.use(http.post(`${API}/auth/me/documents/:key`, () => HttpResponse.error()));
    const events = renderPanel(livreur, { documents: {} });
    await screen.findByRole('list');
    await events.upload(screen.getByLabelText('Déposer : Permis de conduire'), pdf());
    expect(await screen.findAllByText("Erreur lors de l'envoi du document")).not.toHaveLength(0);
  });

  it.each([
    ['a file over 10 MB', pdf('gros.pdf', 10 * 1024 * 1024 + 1), 'Le fichier ne doit pas dépasser 10 Mo'],
    [
      'a Word document',
      new File(['x'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG',
    ],
  ])('refuses %s before sending anything', async (_name, file, message) => {
    const events = userEvent.setup({ applyAccept: false });
    account = { ...livreur, documents: {} };
    useSession.getState().signIn({ access_token: 'access-1', refresh_token: 'refresh-1', user: livreur });
    render(
      <>
        <PendingAccountPanel />
        <Toaster />
      </>,
    );
    await screen.findByRole('list');
    await events.upload(screen.getByLabelText('Déposer : Permis de conduire'), file);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(uploads).toEqual([]);
  });

  it('accepts a PNG or JPEG without MIME type by its extension', async () => {
    const events = renderPanel(livreur, { documents: {} });
    await screen.findByRole('list');
    await events.upload(
      screen.getByLabelText("Déposer : Pièce d'identité (recto et verso)"),
      new File([new Uint8Array(10)], 'carte.JPG'),
    );
    expect(await screen.findByText("Document envoyé : Pièce d'identité (recto et verso)")).toBeInTheDocument();
    expect(uploads.map((u) => u.key)).toEqual(['id_card']);
  });

  it('shows the rejection reason, then the pending state once a corrected document is sent', async () => {
    const rejected = { ...restaurateur, rejection_reason: 'La licence est illisible.' };
    const events = renderPanel(rejected, { documents: { license: link(restaurateur, 'license') } });

    expect(screen.getByRole('heading', { name: 'Votre inscription a été refusée' })).toBeInTheDocument();
    expect(screen.getByText('La licence est illisible.')).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez corriger vos documents et les renvoyer/)).toBeInTheDocument();

    await screen.findByRole('list');
    await events.upload(
      screen.getByLabelText("Remplacer : Licence de restaurant / permis d'exploitation"),
      pdf('licence.pdf'),
    );

    expect(await screen.findByRole('heading', { name: 'Compte en attente de validation' })).toBeInTheDocument();
    expect(screen.queryByText('La licence est illisible.')).not.toBeInTheDocument();
  });

  it('says the documents were received once every required one is there', async () => {
    renderPanel(livreur, {
      documents: {
        driver_license: link(livreur, 'driver_license'),
        id_card: link(livreur, 'id_card'),
        insurance: link(livreur, 'insurance'),
      },
    });
    expect(await screen.findByText(/Vos documents ont bien été reçus/)).toBeInTheDocument();
  });

  it("shows the role's own explanation under the message", async () => {
    account = { ...livreur, documents: {} };
    useSession.getState().signIn({ access_token: 'access-1', refresh_token: 'refresh-1', user: livreur });
    render(
      <PendingAccountPanel>
        <p>Vous pourrez accepter des livraisons après validation.</p>
      </PendingAccountPanel>,
    );
    expect(screen.getByText('Vous pourrez accepter des livraisons après validation.')).toBeInTheDocument();
    await screen.findByRole('list');
  });

  it('renders nothing once GET /auth/me says the account was approved', async () => {
    renderPanel(livreur, { is_verified: true });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Compte en attente de validation' })).not.toBeInTheDocument(),
    );
    expect(useSession.getState().user?.is_verified).toBe(true);
  });

  it.each([
    ['a client', makeUser({ role: 'client', is_verified: false })],
    ['a verified livreur', makeUser({ role: 'livreur', is_verified: true })],
  ])('renders nothing for %s', (_name, user) => {
    renderPanel(user);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers a retry when the documents cannot be loaded', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/auth/me`, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }), { once: true }),
    );
    const events = renderPanel(livreur, { documents: {} });
    expect(await screen.findByText('Erreur lors du chargement de vos documents')).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalled();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
  });
});

describe('PendingAccountPanel in English', () => {
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('explains the pending account, names the documents and says an upload in English', async () => {
    await setLocale('en', { remember: false });
    const events = renderPanel(livreur, { documents: { driver_license: link(livreur, 'driver_license') } });
    expect(screen.getByRole('heading', { name: 'Account awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText(/Upload the documents requested below/)).toBeInTheDocument();
    await screen.findByRole('list');

    const license = row('Driving licence');
    expect(within(license).getByText('Provided')).toBeInTheDocument();
    expect(
      within(license).getByRole('link', { name: 'View Driving licence (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(within(row('Public liability insurance')).getByText('Missing')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload: Public liability insurance')).toHaveAccessibleDescription(
      'PDF, PNG or JPEG, 10 MB maximum',
    );
    expect(frenchLeftovers(document.body.textContent ?? '', commonFr, commonEn)).toEqual([]);

    await events.upload(screen.getByLabelText('Upload: Public liability insurance'), pdf('insurance.pdf'));
    expect(await screen.findByText('Document sent: Public liability insurance')).toBeInTheDocument();
    expect(await within(row('Public liability insurance')).findByText('Provided')).toBeInTheDocument();
  });

  it('refuses a file the API would refuse, in English, before sending it', async () => {
    await setLocale('en', { remember: false });
    const events = userEvent.setup({ applyAccept: false });
    account = { ...livreur, documents: {} };
    useSession.getState().signIn({ access_token: 'access-1', refresh_token: 'refresh-1', user: livreur });
    render(
      <>
        <PendingAccountPanel />
        <Toaster />
      </>,
    );
    await screen.findByRole('list');
    await events.upload(
      screen.getByLabelText('Upload: Driving licence'),
      new File(['x'], 'cv.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findAllByText('File format not accepted: send a PDF, a PNG image or a JPEG image'),
    ).toHaveLength(2);
    expect(uploads).toEqual([]);
  });
});
