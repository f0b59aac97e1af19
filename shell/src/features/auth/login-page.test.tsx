import { useSession, type Role } from '@teranga/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeLoginResult, makeUser, renderRoute, storeSession } from '../../test/render';
import { API, HttpResponse, http, server } from '../../test/server';
import { LoginPage } from './login-page';

function renderLogin() {
  const user = userEvent.setup();
  renderRoute(<LoginPage />, { path: '/login' });
  return user;
}

const location = () => screen.getByTestId('location');

/** Label queries scoped to the sign-in panel, so a mistake in tab state cannot go unnoticed. */
const signInPanel = () => within(screen.getByRole('tabpanel', { name: 'Connexion' }));

type Events = ReturnType<typeof userEvent.setup>;

/** Types each value into the panel's field whose label starts with the key. */
async function fill(user: Events, panel: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(within(panel).getByLabelText(new RegExp(`^${label}`)), value);
  }
}

async function signInWith(user: Events, email: string, password: string) {
  await fill(user, screen.getByRole('tabpanel', { name: 'Connexion' }), { Email: email, 'Mot de passe': password });
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

/** A sign-up the rules accept (the address left empty). */
const NEW_ACCOUNT = {
  'Nom complet': 'Awa Diop',
  Email: 'awa@example.com',
  Téléphone: '0600000000',
  'Mot de passe': 'secret1',
};

async function openSignUp(user: Events) {
  await user.click(screen.getByRole('tab', { name: 'Inscription' }));
  return screen.getByRole('tabpanel', { name: 'Inscription' });
}

/** Records every body sent to an endpoint and answers with `reply`. */
function capture(method: 'post', path: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('LoginPage — tabs', () => {
  it('shows Connexion first, with its form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenue sur Teranga');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Connexion', 'Inscription']);
    expect(screen.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Connexion' });
    expect(within(panel).getByLabelText(/Email/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Mot de passe/)).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Inscription' })).not.toBeInTheDocument();
    // Only the visible form is in the page: one field per label.
    expect(screen.getAllByLabelText(/Email/)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('switches to Inscription on click', async () => {
    const user = renderLogin();
    const panel = await openSignUp(user);
    expect(screen.getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    for (const label of [/Nom complet/, /Email/, /Téléphone/, /Adresse/, /Type de compte/, /Mot de passe/]) {
      expect(within(panel).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('moves between tabs with arrows, Home and End, keeping one tab in the Tab order', async () => {
    const user = renderLogin();
    const signIn = screen.getByRole('tab', { name: 'Connexion' });
    const signUp = screen.getByRole('tab', { name: 'Inscription' });
    expect(signIn).toHaveAttribute('tabindex', '0');
    expect(signUp).toHaveAttribute('tabindex', '-1');

    signIn.focus();
    await user.keyboard('{ArrowRight}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(signUp).toHaveAttribute('tabindex', '0');

    await user.keyboard('{ArrowRight}');
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(signUp).toHaveFocus();
    await user.keyboard('{Home}');
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(signUp).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed when coming back to a tab', async () => {
    const user = renderLogin();
    await user.type(signInPanel().getByLabelText(/Email/), 'awa@example.com');
    await openSignUp(user);
    const signUp = screen.getByRole('tabpanel', { name: 'Inscription' });
    await user.type(within(signUp).getByLabelText(/Nom complet/), 'Awa Diop');
    await user.click(screen.getByRole('tab', { name: 'Connexion' }));
    expect(signInPanel().getByLabelText(/Email/)).toHaveValue('awa@example.com');
    await openSignUp(user);
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Awa Diop');
  });

  it('offers client, restaurateur and livreur accounts, never admin', async () => {
    const user = renderLogin();
    const panel = await openSignUp(user);
    const select = within(panel).getByRole('combobox', { name: /Type de compte/ });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Client', 'Restaurateur', 'Livreur']);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['client', 'restaurateur', 'livreur']);
    expect(select).toHaveValue('client');
    expect(within(select).queryByRole('option', { name: /admin/i })).not.toBeInTheDocument();
  });
});

describe('LoginPage — sign in', () => {
  it("offers 'Mot de passe oublié ?' under the password, towards /forgot-password", async () => {
    const user = renderLogin();
    const link = signInPanel().getByRole('link', { name: 'Mot de passe oublié ?' });
    expect(link.compareDocumentPosition(signInPanel().getByLabelText(/Mot de passe/))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    await user.click(link);
    expect(location()).toHaveTextContent('/forgot-password');
  });

  it('requires email and password before calling the API', async () => {
    const bodies = capture('post', '/auth/login', () => HttpResponse.json(makeLoginResult()));
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const email = signInPanel().getByLabelText(/Email/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Veuillez saisir votre email');
    expect(email).toHaveFocus();
    expect(signInPanel().getByLabelText(/Mot de passe/)).toHaveAccessibleDescription(
      'Veuillez saisir votre mot de passe',
    );
    expect(bodies).toHaveLength(0);

    await user.type(email, 'awa@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('signs in, stores tokens and user, toasts and goes to the returned redirect', async () => {
    const result = makeLoginResult({
      access_token: 'A1',
      refresh_token: 'R1',
      user: makeUser({ role: 'restaurateur' }),
      redirect: '/restaurateur/dashboard',
    });
    const bodies = capture('post', '/auth/login', () => HttpResponse.json(result));
    const user = renderLogin();

    await signInWith(user, '  moussa@example.com ', 'teranga123');

    expect(await screen.findByText('Connexion réussie!')).toBeInTheDocument();
    // Navigation runs in a transition: it may commit after the toast.
    await waitFor(() => expect(location()).toHaveTextContent('/restaurateur/dashboard'));
    expect(bodies).toEqual([{ email: 'moussa@example.com', password: 'teranga123' }]);
    expect(localStorage.getItem('access_token')).toBe('A1');
    expect(localStorage.getItem('refresh_token')).toBe('R1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(result.user);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('falls back to the role landing path when the answer has no redirect', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json(makeLoginResult({ user: makeUser({ role: 'livreur' }), redirect: undefined })),
    );
    const user = renderLogin();
    await signInWith(user, 'ibou@example.com', 'secret1');
    await waitFor(() => expect(location()).toHaveTextContent('/livreur/dashboard'));
  });

  it('ignores a redirect that would leave the app', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json(makeLoginResult({ user: makeUser({ role: 'client' }), redirect: '//evil.example/x' })),
    );
    const user = renderLogin();
    await signInWith(user, 'awa@example.com', 'secret1');
    await waitFor(() => expect(location()).toHaveTextContent('/client/explorer'));
  });

  it('shows the server detail in a toast and stays on the page', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ detail: 'Email ou mot de passe incorrect' }, { status: 401 }),
    );
    const user = renderLogin();
    await signInWith(user, 'awa@example.com', 'mauvais');

    expect(await screen.findByText('Email ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it("falls back to 'Erreur de connexion' without a server detail", async () => {
    capture('post', '/auth/login', () => new HttpResponse(null, { status: 502 }));
    const user = renderLogin();
    await signInWith(user, 'awa@example.com', 'secret1');
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
  });

  it('disables the button and shows progress while signing in', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${API}/auth/login`, async () => {
        await gate;
        return HttpResponse.json(makeLoginResult());
      }),
    );
    const user = renderLogin();
    await signInWith(user, 'awa@example.com', 'secret1');

    const busy = await screen.findByRole('button', { name: 'Connexion...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(location()).toHaveTextContent('/client/explorer'));
  });
});

describe('LoginPage — sign up', () => {
  it('requires name, email, phone and password, but not the address', async () => {
    const bodies = capture('post', '/auth/register', () => HttpResponse.json(makeLoginResult()));
    const user = renderLogin();
    const panel = await openSignUp(user);
    await user.click(within(panel).getByRole('button', { name: 'Créer mon compte' }));

    expect(within(panel).getByLabelText(/Nom complet/)).toHaveAccessibleDescription(
      'Veuillez saisir votre nom complet',
    );
    expect(within(panel).getByLabelText(/Nom complet/)).toHaveFocus();
    expect(within(panel).getByLabelText(/Email/)).toHaveAccessibleDescription('Veuillez saisir votre email');
    expect(within(panel).getByLabelText(/Téléphone/)).toHaveAccessibleDescription(
      'Veuillez saisir votre numéro de téléphone',
    );
    expect(within(panel).getByLabelText(/Mot de passe/)).toHaveAccessibleDescription(
      'Au moins 6 caractères Veuillez saisir votre mot de passe',
    );
    const address = within(panel).getByLabelText(/Adresse/);
    expect(address).not.toBeRequired();
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(bodies).toHaveLength(0);
  });

  it.each([
    ['Email', 'awa@example', 'Veuillez saisir une adresse email valide'],
    ['Téléphone', 'appelez-moi', 'Le numéro de téléphone est invalide'],
    ['Mot de passe', '12345', 'Au moins 6 caractères Le mot de passe doit contenir au moins 6 caractères'],
  ])('checks the %s against the shared account rules', async (label, value, description) => {
    const bodies = capture('post', '/auth/register', () => HttpResponse.json(makeLoginResult()));
    const user = renderLogin();
    const panel = await openSignUp(user);
    await fill(user, panel, { ...NEW_ACCOUNT, [label]: value });
    await user.click(within(panel).getByRole('button', { name: 'Créer mon compte' }));

    const field = within(panel).getByLabelText(new RegExp(`^${label}`));
    expect(field).toHaveAccessibleDescription(description);
    expect(field).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('creates the account with the chosen role, toasts and goes to the redirect', async () => {
    const result = makeLoginResult({ user: makeUser({ role: 'livreur' }), redirect: '/livreur/dashboard' });
    const bodies = capture('post', '/auth/register', () => HttpResponse.json(result, { status: 201 }));
    const user = renderLogin();
    const panel = await openSignUp(user);

    await fill(user, panel, {
      'Nom complet': 'Ibrahima Fall',
      Email: 'ibrahima@example.com',
      Téléphone: '06 11 22 33 44',
      'Mot de passe': 'teranga123',
    });
    await user.selectOptions(within(panel).getByLabelText(/Type de compte/), 'livreur');
    await user.click(within(panel).getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Inscription réussie!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/livreur/dashboard'));
    expect(bodies).toEqual([
      {
        name: 'Ibrahima Fall',
        email: 'ibrahima@example.com',
        phone: '06 11 22 33 44',
        role: 'livreur',
        password: 'teranga123',
      },
    ]);
    expect(localStorage.getItem('access_token')).toBe('access-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ role: 'livreur' });
  });

  it('sends the address when one is given', async () => {
    const bodies = capture('post', '/auth/register', () => HttpResponse.json(makeLoginResult(), { status: 201 }));
    const user = renderLogin();
    const panel = await openSignUp(user);
    await fill(user, panel, { ...NEW_ACCOUNT, Adresse: '3 rue Myrha, Paris' });
    await user.click(within(panel).getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ address: '3 rue Myrha, Paris', role: 'client' });
  });

  it('shows the server detail, else "Erreur d\'inscription"', async () => {
    server.use(
      http.post(
        `${API}/auth/register`,
        () => HttpResponse.json({ detail: 'Cet email est déjà utilisé' }, { status: 409 }),
        {
          once: true,
        },
      ),
      http.post(`${API}/auth/register`, () => HttpResponse.json({}, { status: 500 })),
    );
    const user = renderLogin();
    const panel = await openSignUp(user);
    await fill(user, panel, NEW_ACCOUNT);
    const submit = within(panel).getByRole('button', { name: 'Créer mon compte' });

    await user.click(submit);
    expect(await screen.findByText('Cet email est déjà utilisé')).toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('LoginPage — already signed in', () => {
  it.each<[Role, string]>([
    ['client', '/client/explorer'],
    ['restaurateur', '/restaurateur/dashboard'],
    ['livreur', '/livreur/dashboard'],
    ['admin', '/admin/dashboard'],
  ])('sends a signed-in %s to %s', (role, path) => {
    storeSession({ user: makeUser({ role }) });
    renderLogin();
    expect(location()).toHaveTextContent(path);
  });

  it('compares the stored role case-insensitively', () => {
    storeSession({ user: makeUser({ role: 'ADMIN' as Role }) });
    renderLogin();
    expect(location()).toHaveTextContent('/admin/dashboard');
  });

  it('sends a token without a stored user to the explorer', () => {
    storeSession({ user: null });
    renderLogin();
    expect(location()).toHaveTextContent('/client/explorer');
  });

  it('shows the form when the stored user is unreadable (the guard sent them here)', () => {
    storeSession({ user: '{cassé' });
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Connexion' })).toBeInTheDocument();
  });
});
