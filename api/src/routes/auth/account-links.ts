/**
 * The routes of the one-time links sent by e-mail (issue 15): forgotten password, address
 * verification, address change confirmation. Mounted under `/auth` by `authRoutes`.
 */
import { z } from '@hono/zod-openapi';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS, emailSchema } from '@teranga/shared-ui/rules';
import { and, eq } from 'drizzle-orm';
import {
  consumeAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
  issueAccountTokenAfterCooldown,
  LINK_LIFETIME_MINUTES,
  peekAccountToken,
} from '../../auth/account-tokens';
import { FailureLimiter } from '../../auth/rate-limit';
import { revokeUserSessions } from '../../auth/sessions';
import { newPasswordSchema } from '../../auth/password-policy';
import { users, type User } from '../../db/schema';
import { localized } from '../../i18n';
import { clientIp } from '../../lib/client-ip';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { accountLinkUrl, emailVerificationEmail, passwordResetEmail } from '../../mail/templates';
import type { AppDeps } from '../../types';
import { publicAccess, routeFactory, signedIn } from '../kit';
import { confirmEmailChange, sendAccountMail } from './email-change';

/**
 * How often `POST /auth/password/forgot` may be called (API-side only, the front never needs it):
 * per IP, to stop one address mailing many accounts (answered 429); per e-mail, to stop anyone
 * flooding one inbox (answered 202 like any other request, but nothing is sent: the requester
 * cannot tell). Counted in `login_failures` under their own scopes, across processes.
 */
export const FORGOT_PASSWORD_LIMITS = {
  perIp: 20,
  perEmail: 3,
  windowMs: 15 * 60 * 1000,
} as const;

type Deps = Pick<AppDeps, 'db' | 'auth' | 'mailer' | 'logger' | 'appUrl'>;

// The limiters keep per-process sweep state: one pair per app (its deps), like the login limiter.
const forgotLimiters = new WeakMap<AppDeps, { byIp: FailureLimiter; byEmail: FailureLimiter }>();

function limitersOf(deps: AppDeps) {
  let limiters = forgotLimiters.get(deps);
  if (!limiters) {
    const { perIp, perEmail, windowMs } = FORGOT_PASSWORD_LIMITS;
    limiters = {
      byIp: new FailureLimiter(deps.db, 'forgot-ip', perIp, windowMs),
      byEmail: new FailureLimiter(deps.db, 'forgot-email', perEmail, windowMs),
    };
    forgotLimiters.set(deps, limiters);
  }
  return limiters;
}

/**
 * The link of a new account (`POST /auth/register`): stored before the sign-up answers (so the
 * resend cooldown counts from it), sent after. A failure is logged and never fails the sign-up:
 * `POST /auth/email/resend` sends another.
 */
export async function startEmailVerification(deps: Deps, user: User, now: Date): Promise<void> {
  try {
    const link = await issueAccountToken(deps.db, { userId: user.id, purpose: 'email_verify', email: user.email, now });
    void sendVerificationMail(deps, user, link.token);
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'verification link not created');
  }
}

const sendVerificationMail = (deps: Deps, user: User, token: string) =>
  sendAccountMail(
    deps,
    emailVerificationEmail(
      { name: user.name, email: user.email, locale: user.locale },
      accountLinkUrl(deps.appUrl, '/verify-email', token),
      LINK_LIFETIME_MINUTES.email_verify,
    ),
    { userId: user.id, purpose: 'email_verify' },
  );

/** The reset link of `POST /auth/password/forgot`, created and sent after the answer. */
async function sendResetLink(deps: Deps, user: User, now: Date): Promise<void> {
  try {
    const link = await issueAccountToken(deps.db, { userId: user.id, purpose: 'password_reset', now });
    await sendAccountMail(
      deps,
      passwordResetEmail(
        { name: user.name, email: user.email, locale: user.locale },
        accountLinkUrl(deps.appUrl, '/reset-password', link.token),
        LINK_LIFETIME_MINUTES.password_reset,
      ),
      { userId: user.id, purpose: 'password_reset' },
    );
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'reset link not created');
  }
}

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const tokenField = z
  .string()
  .min(1)
  .max(256)
  .openapi({ description: 'Le jeton du lien reçu par e-mail (paramètre `token` de son adresse)', example: 'q3Zr…' });

const ForgotPasswordSchema = z
  .strictObject({
    email: emailSchema.meta({ type: 'string', format: 'email', example: 'client@teranga.test' }),
  })
  .openapi('ForgotPasswordPayload');

const ResetPasswordSchema = z
  .strictObject({
    token: tokenField,
    password: newPasswordSchema.meta({ description: 'Le nouveau mot de passe (mêmes règles qu’à l’inscription)' }),
  })
  .openapi('ResetPasswordPayload');

const LinkTokenSchema = z.strictObject({ token: tokenField }).openapi('AccountLinkTokenPayload');

const AccountMessageSchema = z
  .object({
    message: z.string().openapi({
      example: ACCOUNT_LINK_MESSAGES.emailVerified,
      description: 'Dans la langue d’`Accept-Language` (français par défaut)',
    }),
  })
  .openapi('AccountMessage');

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Authentification');

const forgotRoute = route.post('/password/forgot', 'forgotPassword', publicAccess, {
  summary: 'Mot de passe oublié : recevoir un lien de réinitialisation',
  description:
    `Répond toujours **202** avec le même corps, que l’adresse soit celle d’un compte ou non, actif ou non : la réponse ne dit pas si un compte existe. ` +
    `Si c’est celle d’un compte actif, un e-mail lui est envoyé (après la réponse) avec un lien vers \`/reset-password?token=…\`, valable ${ACCOUNT_LINKS.passwordResetMinutes} minutes et une seule fois ; un nouveau lien remplace le précédent. ` +
    `Limites : ${FORGOT_PASSWORD_LIMITS.perIp} demandes par IP en 15 minutes (ensuite 429 + \`Retry-After\`) ; au plus ${FORGOT_PASSWORD_LIMITS.perEmail} e-mails par adresse en 15 minutes (au-delà, même réponse 202 mais rien n’est envoyé).`,
  request: { body: jsonBody(ForgotPasswordSchema) },
  responses: {
    202: jsonResponse(AccountMessageSchema, 'Demande prise en compte (toujours la même réponse)'),
    ...errorResponses(400, 415, 429),
  },
});

const resetRoute = route.post('/password/reset', 'resetPassword', publicAccess, {
  summary: 'Choisir un nouveau mot de passe avec le lien reçu par e-mail',
  description:
    'Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien de `POST /auth/password/forgot` : valable 30 minutes, une seule fois. ' +
    'Effets, ensemble : le mot de passe est remplacé, **toutes les sessions du compte sont fermées** (jetons de rafraîchissement révoqués, jetons d’accès refusés aussitôt : 401), les autres liens de réinitialisation et un changement d’adresse en attente sont annulés, et l’adresse est marquée vérifiée (`email_verified: true` : le lien l’a atteinte). ' +
    'Il faut ensuite se connecter avec le nouveau mot de passe. 400 pour un lien inconnu, expiré ou déjà utilisé (même message), ou un mot de passe refusé par les règles.',
  request: { body: jsonBody(ResetPasswordSchema) },
  responses: {
    200: jsonResponse(AccountMessageSchema, 'Mot de passe changé, sessions fermées'),
    ...errorResponses(400, 415),
  },
});

const verifyRoute = route.post('/email/verify', 'verifyEmail', publicAccess, {
  summary: 'Vérifier son adresse email avec le lien reçu',
  description:
    `Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien envoyé à l’inscription ou par \`POST /auth/email/resend\` (\`/verify-email?token=…\`), valable ${ACCOUNT_LINKS.emailVerifyHours} heures et une seule fois : le compte passe à \`email_verified: true\`. ` +
    'Sans rapport avec `is_verified` (l’approbation d’un restaurateur ou d’un livreur par un administrateur). 400 pour un lien inconnu, expiré, déjà utilisé, ou envoyé à une adresse que le compte n’a plus.',
  request: { body: jsonBody(LinkTokenSchema) },
  responses: { 200: jsonResponse(AccountMessageSchema, 'Adresse vérifiée'), ...errorResponses(400, 415) },
});

const resendRoute = route.post('/email/resend', 'resendEmailVerification', signedIn, {
  summary: 'Recevoir un nouveau lien de vérification de son adresse',
  description:
    `Tout utilisateur connecté dont l’adresse n’est pas encore vérifiée. Envoie un nouveau lien à l’adresse du compte (le précédent cesse de fonctionner). ` +
    `409 si l’adresse est déjà vérifiée ; 429 + \`Retry-After\` moins de ${ACCOUNT_LINKS.resendCooldownS} secondes après le dernier lien (inscription comprise).`,
  responses: {
    202: jsonResponse(AccountMessageSchema, 'Lien envoyé'),
    ...errorResponses(401, 403, 409, 429),
  },
});

const confirmRoute = route.post('/email/confirm', 'confirmEmailChange', publicAccess, {
  summary: 'Confirmer un changement d’adresse email avec le lien reçu',
  description:
    `Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien envoyé à la NOUVELLE adresse après \`PUT /auth/me\` (\`/confirm-email?token=…\`), valable ${ACCOUNT_LINKS.emailChangeHours} heures et une seule fois. ` +
    'Le compte prend alors cette adresse (`email_verified: true`), ses autres liens en attente sont annulés et l’ancienne adresse est prévenue par e-mail. ' +
    '400 pour un lien inconnu, expiré ou déjà utilisé, et 400 aussi si l’adresse est devenue entre-temps celle d’un autre compte (rien n’est changé). ' +
    'Un changement de mot de passe ou une réinitialisation avant la confirmation annule le lien.',
  request: { body: jsonBody(LinkTokenSchema) },
  responses: { 200: jsonResponse(AccountMessageSchema, 'Adresse changée'), ...errorResponses(400, 415) },
});

/** The link routes (mounted at `/auth` by `authRoutes`). */
export function accountLinkRoutes() {
  const router = createRouter();

  router.openapi(forgotRoute, async (c) => {
    const deps = c.get('deps');
    const { email } = c.req.valid('json');
    const now = new Date();
    const limits = limitersOf(deps);
    const ip = clientIp(c);

    const wait = await limits.byIp.retryAfter(ip);
    if (wait > 0) throw tooManyRequests(ACCOUNT_LINK_MESSAGES.tooManyRequests, wait);
    await limits.byIp.fail(ip);
    // The same queries whether the address is an account's or not; the link and the mail come
    // after the answer (`void`), so neither the body nor, grossly, the timing tells.
    const user = await deps.auth.findUserByEmail(email);
    const inboxFlooded = (await limits.byEmail.retryAfter(email)) > 0;
    if (!inboxFlooded) await limits.byEmail.fail(email);
    if (user?.isActive && !inboxFlooded) void sendResetLink(deps, user, now);
    return c.json({ message: localized(c, ACCOUNT_LINK_MESSAGES.forgotSent) }, 202);
  });

  router.openapi(resetRoute, async (c) => {
    const deps = c.get('deps');
    const { token, password } = c.req.valid('json');
    const now = new Date();
    // argon2 is the expensive part: only for a link that can still work.
    if (!(await peekAccountToken(deps.db, token, 'password_reset', now))) {
      throw badRequest(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    }
    const passwordHash = await deps.auth.passwords.hash(password);
    const done = await deps.db.tx(async (tx) => {
      // Spent here, in the transaction of its effects: of two uses at once, one wins, the other gets 400.
      const link = await consumeAccountToken(tx, token, 'password_reset', now);
      if (!link) return false;
      await tx
        .update(users)
        .set({ passwordHash, emailVerified: true, updatedAt: now.toISOString() })
        .where(eq(users.id, link.userId));
      // Every session, the one that asked included: whoever held one may be who the reset is against.
      await revokeUserSessions({ db: tx }, link.userId);
      // A pending address change may be the attacker's: it must not survive the owner taking the account back.
      await invalidateAccountTokens(tx, link.userId, ['password_reset', 'email_change'], now);
      return true;
    });
    if (!done) throw badRequest(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    deps.logger.info('password reset by e-mailed link');
    return c.json({ message: localized(c, ACCOUNT_LINK_MESSAGES.passwordReset) }, 200);
  });

  router.openapi(verifyRoute, async (c) => {
    const deps = c.get('deps');
    const { token } = c.req.valid('json');
    const now = new Date();
    const verified = await deps.db.tx(async (tx) => {
      const link = await consumeAccountToken(tx, token, 'email_verify', now);
      if (!link?.email) return false;
      // Only the address the link was sent to: after a change of address it proves nothing.
      const updated = await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: now.toISOString() })
        .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
        .returning({ id: users.id });
      return updated.length === 1;
    });
    if (!verified) throw badRequest(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid);
    return c.json({ message: localized(c, ACCOUNT_LINK_MESSAGES.emailVerified) }, 200);
  });

  router.openapi(resendRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    if (user.emailVerified) throw conflict(ACCOUNT_LINK_MESSAGES.alreadyVerified);
    const issued = await issueAccountTokenAfterCooldown(
      deps.db,
      { userId: user.id, purpose: 'email_verify', email: user.email, now: new Date() },
      ACCOUNT_LINKS.resendCooldownS,
    );
    if ('retryAfterS' in issued) throw tooManyRequests(ACCOUNT_LINK_MESSAGES.resendTooSoon, issued.retryAfterS);
    void sendVerificationMail(deps, user, issued.token);
    return c.json({ message: localized(c, ACCOUNT_LINK_MESSAGES.verificationSent) }, 202);
  });

  router.openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid('json');
    await confirmEmailChange(c.get('deps'), token, new Date());
    return c.json({ message: localized(c, ACCOUNT_LINK_MESSAGES.emailChanged) }, 200);
  });

  return router;
}
