import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_MESSAGES,
  emailSchema,
  MIN_PASSWORD_LENGTH,
  phoneSchema,
} from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { invalidateAccountTokens } from '../../auth/account-tokens';
import { newPasswordProblem, newPasswordSchema } from '../../auth/password-policy';
import { LOGIN_THROTTLED } from '../../auth/rate-limit';
import { endSession, revokeUserSessions, rotateSession, startSession } from '../../auth/sessions';
import { landingPath, toUserJson, UserSchema } from '../../auth/users';
import { REGISTRABLE_ROLES, users, type NewUser, type User } from '../../db/schema';
import { LOCALES } from '../../i18n';
import { clientIp } from '../../lib/client-ip';
import { ApiError, badRequest, conflict, conflictOnDuplicate, forbidden } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { userJsonWithDocuments } from '../../domain/documents';
import type { AppDeps } from '../../types';
import { publicAccess, routeFactory, signedIn } from '../kit';
import { accountLinkRoutes, startEmailVerification } from './account-links';
import { authDocumentRoutes } from './documents';
import { requestEmailChange } from './email-change';
import { authNotificationRoutes } from './notifications';

export const AUTH_ERRORS = {
  emailTaken: 'Cet email est déjà utilisé',
  badCredentials: 'Email ou mot de passe incorrect',
  inactive: 'Compte désactivé',
  tooManyAttempts: LOGIN_THROTTLED,
  wrongCurrentPassword: 'Mot de passe actuel incorrect',
  newPasswordTooShort: ACCOUNT_MESSAGES.newPasswordTooShort,
  passwordMismatch: ACCOUNT_MESSAGES.passwordMismatch,
} as const;

// ---------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------

// Email, password and phone follow the shared account rules (same checks and messages as the sign-up form).
// `.meta()`, not `.openapi()`: the rules may be built before @hono/zod-openapi extends zod, and zod
// copies methods onto each schema when it is created; zod-to-openapi reads `.meta()` as well.
const emailField = emailSchema.meta({
  type: 'string',
  format: 'email',
  example: 'client@teranga.test',
  description: 'Normalisé (espaces retirés, minuscules)',
});

const passwordField = newPasswordSchema.meta({
  example: 'teranga123',
  description:
    'Au moins 6 caractères, pas uniquement des espaces, sans caractère de contrôle ni invisible, absent de la liste des mots de passe courants',
});

const nameField = z.string().trim().min(1).max(100).openapi({ example: 'Aminata Ndiaye' });

const phoneField = phoneSchema.meta({ example: '06 12 34 56 78' });

/** Optional address: absent, null or blank all mean "none" (stored as null). */
const addressField = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((value) => (value ? value : null))
  .openapi({ type: ['string', 'null'], example: '12 Rue des Poissonniers, 75018 Paris' });

const optionalSecret = z.string().max(128).nullish();

const localeField = z.enum(LOCALES).openapi({ description: 'Langue de l’utilisateur : `fr` ou `en`', example: 'fr' });

// ---------------------------------------------------------------------------
// Payload / response schemas
// ---------------------------------------------------------------------------

const RegisterSchema = z
  .strictObject({
    email: emailField,
    password: passwordField,
    name: nameField,
    phone: phoneField,
    address: addressField.optional(),
    role: z.enum(REGISTRABLE_ROLES).default('client').openapi({ description: 'admin n’est jamais accepté' }),
    locale: localeField.optional().openapi({
      description:
        'La langue dans laquelle le visiteur s’inscrit ; absente : celle d’`Accept-Language` (`fr` par défaut)',
    }),
  })
  .openapi('RegisterPayload');

const LoginSchema = z
  .strictObject({
    email: z
      .string()
      .max(254)
      .trim()
      .toLowerCase()
      .pipe(z.string().min(1))
      .openapi({ type: 'string', example: 'client@teranga.test' }),
    password: z.string().min(1).max(256).openapi({ example: 'teranga123' }),
  })
  .openapi('LoginPayload');

const RefreshSchema = z.strictObject({ refresh_token: z.string().min(1).max(512) }).openapi('RefreshPayload');

const ProfileUpdateSchema = z
  .strictObject({
    name: nameField.optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
    address: addressField.optional(),
    locale: localeField.optional(),
    current_password: optionalSecret,
    new_password: optionalSecret,
    confirm_password: optionalSecret,
  })
  .openapi('ProfileUpdatePayload');

const TokenPairSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().openapi({ description: 'Durée de vie du jeton d’accès (secondes)', example: 900 }),
  })
  .openapi('TokenPair');

const AuthResultSchema = TokenPairSchema.extend({
  user: UserSchema,
  redirect: z.string().openapi({ example: '/client/explorer', description: 'Page d’accueil selon le rôle' }),
}).openapi('AuthResult');

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Authentification');

const registerRoute = route.post('/register', 'register', publicAccess, {
  summary: 'Créer un compte (client, restaurateur ou livreur)',
  description:
    'Les restaurateurs et livreurs démarrent avec `is_verified: false` (validation par un administrateur) ; les clients sont vérifiés d’office. ' +
    'Tous démarrent avec `email_verified: false` : un lien de vérification (`/verify-email?token=…`, voir `POST /auth/email/verify`) est envoyé à l’adresse après la réponse.',
  request: { body: jsonBody(RegisterSchema) },
  responses: {
    201: jsonResponse(AuthResultSchema, 'Compte créé, session ouverte'),
    ...errorResponses(400, 409, 413, 415),
  },
});

const loginRoute = route.post('/login', 'login', publicAccess, {
  summary: 'Se connecter',
  description:
    'Après 5 échecs pour un même couple (email, IP), ce couple attend 1 minute, puis 2, 4, 8 et 15 minutes après chaque nouvel échec (429 + `Retry-After`) ; les autres adresses IP ne sont pas ralenties. 20 échecs d’une IP en 15 minutes, tous emails confondus, bloquent cette IP. L’IP est celle ajoutée par le proxy de confiance (`TRUST_PROXY`, `TRUST_PROXY_HOPS`).',
  request: { body: jsonBody(LoginSchema) },
  responses: { 200: jsonResponse(AuthResultSchema, 'Session ouverte'), ...errorResponses(400, 401, 403, 415, 429) },
});

const meRoute = route.get('/me', 'getMe', signedIn, {
  summary: 'Utilisateur connecté',
  responses: { 200: jsonResponse(UserSchema, 'Utilisateur courant'), ...errorResponses(401, 403) },
});

const updateMeRoute = route.put('/me', 'updateMe', signedIn, {
  summary: 'Mettre à jour son profil (et éventuellement son mot de passe ou son adresse email)',
  description:
    'Champs absents = inchangés. `locale` (`fr` ou `en`) : la langue des e-mails et notifications de l’utilisateur, et des écrans une fois connecté (une autre valeur : 400). Pour changer de mot de passe : `current_password` + `new_password` (≥ 6, mêmes règles qu’à l’inscription : ni blanc, ni caractère de contrôle, ni mot de passe courant), `confirm_password` facultatif mais vérifié s’il est envoyé. Un changement de mot de passe révoque les autres sessions. Un `current_password` faux compte comme un échec de connexion du couple (email du compte, IP) : même limitation que `POST /auth/login` (429 + `Retry-After`).' +
    ' Ces sessions sont fermées aussitôt (leurs jetons d’accès sont refusés : 401), et un changement d’adresse ou un lien de réinitialisation en attente est annulé.' +
    '\n\n**Changer d’adresse email** : `email` différent de l’actuel + `current_password` obligatoire (absent : 400 ; faux : 400 `Mot de passe actuel incorrect`, avec la même limitation). L’adresse n’est **pas** changée par cet appel : un lien de confirmation (`/confirm-email?token=…`, voir `POST /auth/email/confirm`, valable 24 heures) est envoyé à la nouvelle adresse et l’adresse actuelle est prévenue ; la réponse (200, l’utilisateur avec son adresse actuelle) est la même que la nouvelle adresse soit libre ou déjà celle d’un compte (dans ce cas aucun lien n’est envoyé : le titulaire de cette adresse est prévenu qu’on a voulu l’utiliser). Une nouvelle demande remplace la précédente.',
  request: { body: jsonBody(ProfileUpdateSchema) },
  responses: {
    200: jsonResponse(UserSchema, 'Utilisateur mis à jour'),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

const refreshRoute = route.post('/refresh', 'refreshSession', publicAccess, {
  summary: 'Renouveler le jeton d’accès (rotation du jeton de rafraîchissement)',
  description:
    'Chaque appel renvoie un NOUVEAU `refresh_token` (l’ancien devient inutilisable). Réutiliser un jeton déjà utilisé révoque toute la session (401).',
  request: { body: jsonBody(RefreshSchema) },
  responses: { 200: jsonResponse(TokenPairSchema, 'Nouveaux jetons'), ...errorResponses(400, 401, 403, 415) },
});

const logoutRoute = route.post('/logout', 'logout', publicAccess, {
  summary: 'Se déconnecter (révoque la session du jeton de rafraîchissement)',
  request: { body: jsonBody(RefreshSchema) },
  responses: { 204: { description: 'Session révoquée' }, ...errorResponses(400, 415) },
});

/** A new session for `user`, answered as `AuthResult` (tokens, profile, landing page). */
async function openSession(deps: AppDeps, user: User) {
  const tokens = await startSession(deps, user.id);
  return { ...tokens, user: toUserJson(user), redirect: landingPath(user.role) };
}

export function authRoutes() {
  const router = createRouter();

  // Responses carry tokens or personal data: never cache them.
  router.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  router.openapi(registerRoute, async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    if (await deps.auth.findUserByEmail(input.email)) throw conflict(AUTH_ERRORS.emailTaken);

    const now = new Date().toISOString();
    // `id`: the column's default (a random UUID).
    const row: NewUser = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address ?? null,
      role: input.role,
      // The language the visitor was using: the front sends it, a bare client gets its header's.
      locale: input.locale ?? c.get('locale'),
      passwordHash: await deps.auth.passwords.hash(input.password),
      isActive: true,
      isVerified: input.role === 'client',
      createdAt: now,
      updatedAt: now,
    };
    const inserted = await conflictOnDuplicate(
      () => deps.db.insert(users).values(row).returning(),
      AUTH_ERRORS.emailTaken,
    );
    const user = inserted[0]!;
    deps.logger.info({ userId: user.id, role: user.role }, 'user registered');
    await startEmailVerification(deps, user, new Date());
    return c.json(await openSession(deps, user), 201);
  });

  router.openapi(loginRoute, async (c) => {
    const deps = c.get('deps');
    const { email, password } = c.req.valid('json');
    const ip = clientIp(c);

    const user = await deps.auth.findUserByEmail(email);
    // 429 while (email, IP) or the IP waits, before any password is checked.
    const valid = await deps.auth.loginLimiter.attempt(email, ip, async () =>
      user
        ? deps.auth.passwords.verify(user.passwordHash, password)
        : (await deps.auth.passwords.dummyVerify(password), false),
    );
    if (!user || !valid) {
      deps.logger.info({ ip }, 'login failed');
      throw new ApiError(401, AUTH_ERRORS.badCredentials);
    }
    if (!user.isActive) throw forbidden(AUTH_ERRORS.inactive);

    return c.json(await openSession(deps, user), 200);
  });

  router.openapi(meRoute, async (c) => c.json(await userJsonWithDocuments(c.get('deps'), c.get('user')), 200));
  router.route('/me/documents', authDocumentRoutes());
  router.route('/me/notifications', authNotificationRoutes());
  router.route('/', accountLinkRoutes());

  router.openapi(updateMeRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const input = c.req.valid('json');
    const changes: Partial<NewUser> = {};

    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.address !== undefined) changes.address = input.address;
    if (input.locale !== undefined) changes.locale = input.locale;
    // Another address is only requested here (`email-change.ts`), never applied (issue 15, finding 8).
    const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
    if (newEmail && !input.current_password) throw badRequest(ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword);

    const newPassword = input.new_password ?? '';
    const passwordChange = newPassword !== '';
    if (passwordChange) {
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw badRequest(AUTH_ERRORS.newPasswordTooShort);
      const problem = newPasswordProblem(newPassword);
      if (problem) throw badRequest(problem);
      if (input.confirm_password != null && input.confirm_password !== newPassword) {
        throw badRequest(AUTH_ERRORS.passwordMismatch);
      }
    }
    if (passwordChange || newEmail) {
      const current = input.current_password ?? '';
      // A wrong current password is a guess like a wrong login: same throttle, same (email, IP) pair.
      const valid =
        current !== '' &&
        (await deps.auth.loginLimiter.attempt(user.email, clientIp(c), () =>
          deps.auth.passwords.verify(user.passwordHash, current),
        ));
      if (!valid) throw badRequest(AUTH_ERRORS.wrongCurrentPassword);
    }
    if (passwordChange) changes.passwordHash = await deps.auth.passwords.hash(newPassword);

    let updated = user;
    if (Object.keys(changes).length > 0) {
      changes.updatedAt = new Date().toISOString();
      const write = () => deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
      updated = (await conflictOnDuplicate(write, AUTH_ERRORS.emailTaken))[0] ?? user;
    }
    if (passwordChange) {
      // Other devices must log in again; the current session keeps working.
      await revokeUserSessions(deps, user.id, c.get('sessionId') || undefined);
      // A pending address change or reset link may be an intruder's: the owner's new password ends them.
      await invalidateAccountTokens(deps.db, user.id, ['password_reset', 'email_change'], new Date());
    }
    // After the answer: its timing must not tell whether the address is taken.
    if (newEmail) void requestEmailChange(deps, updated, newEmail, new Date());
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(refreshRoute, async (c) => {
    const { refresh_token } = c.req.valid('json');
    return c.json(await rotateSession(c.get('deps'), refresh_token), 200);
  });

  router.openapi(logoutRoute, async (c) => {
    await endSession(c.get('deps'), c.req.valid('json').refresh_token);
    return c.body(null, 204);
  });

  return router;
}
