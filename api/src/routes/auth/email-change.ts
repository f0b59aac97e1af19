/**
 * Changing the login address (issue 15, finding 8). `PUT /auth/me` with another `email` (and the
 * right current password) only REQUESTS the change: a link goes to the new address, a notice to
 * the current one, and the account keeps its address until `POST /auth/email/confirm` spends the
 * link. A stolen access token alone can no longer take the account over, and the answer to the
 * PUT is the same whether the new address is free or already an account's (no oracle).
 */
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_TOKEN_PURPOSES } from '@teranga/shared-ui/rules';
import { and, eq, ne } from 'drizzle-orm';
import {
  consumeAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
  LINK_LIFETIME_MINUTES,
} from '../../auth/account-tokens';
import { users, type User } from '../../db/schema';
import { badRequest, isUniqueViolation } from '../../lib/errors';
import {
  accountLinkUrl,
  emailAlreadyUsedEmail,
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from '../../mail/templates';
import type { MailMessage } from '../../mail';
import type { AppDeps } from '../../types';

type Deps = Pick<AppDeps, 'db' | 'auth' | 'mailer' | 'logger' | 'appUrl'>;

/** Sends after the answer or the commit: a mail failure is logged, never turned into an API error. */
export async function sendAccountMail(deps: Deps, message: MailMessage, context: Record<string, unknown>) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, ...context }, 'account e-mail not sent');
  }
}

/**
 * The work of a change request, meant to run AFTER the answer (`void`): whether the address is
 * taken decides what is written and sent, so doing it before answering would show in the timing.
 * Free address: a new `email_change` link (the previous pending one stops working) to it.
 * Taken address: nothing stored; its owner is told someone asked (choice: they learn of it, the
 * requester learns nothing, and a request costs the requester their password each time). In both
 * cases the current address is told, with what to do if it was not its owner.
 */
export async function requestEmailChange(deps: Deps, user: User, newEmail: string, now: Date): Promise<void> {
  const context = { userId: user.id, purpose: 'email_change' };
  try {
    const owner = await deps.auth.findUserByEmail(newEmail);
    const messages = [
      emailChangeRequestedEmail({ name: user.name, email: user.email, locale: user.locale }, newEmail, deps.appUrl),
    ];
    if (owner) {
      // The latest request is the one that counts: an earlier link to another address stops too.
      await invalidateAccountTokens(deps.db, user.id, 'email_change', now);
      messages.push(emailAlreadyUsedEmail({ name: owner.name, email: owner.email, locale: owner.locale }, deps.appUrl));
    } else {
      const link = await issueAccountToken(deps.db, { userId: user.id, purpose: 'email_change', email: newEmail, now });
      messages.push(
        emailChangeConfirmEmail(
          { name: user.name, email: newEmail, locale: user.locale },
          accountLinkUrl(deps.appUrl, '/confirm-email', link.token),
          LINK_LIFETIME_MINUTES.email_change,
        ),
      );
    }
    for (const message of messages) await sendAccountMail(deps, message, context);
  } catch (error) {
    deps.logger.error({ err: error, ...context }, 'e-mail change request failed');
  }
}

/**
 * `POST /auth/email/confirm`: spends the link and applies the change in one transaction, the
 * address marked verified (the link reached it), every other pending link of the account spent
 * (they went to, or were about, the old address). The old address is told afterwards.
 * 400 for a bad link, and 400 (not 409) when the address became another account's meanwhile.
 */
export async function confirmEmailChange(deps: Deps, token: string, now: Date): Promise<User> {
  const nowIso = now.toISOString();
  let outcome: { user: User; oldEmail: string } | 'taken' | null;
  try {
    outcome = await deps.db.tx(async (tx) => {
      const link = await consumeAccountToken(tx, token, 'email_change', now);
      if (!link?.email) return null;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, link.email), ne(users.id, link.userId)))
        .limit(1);
      // Spent all the same (committed): a link is one-shot, and this one can no longer succeed.
      if (taken) return 'taken' as const;
      await tx.lockRows(users, [link.userId]);
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).limit(1);
      if (!before) return null;
      const [user] = await tx
        .update(users)
        .set({ email: link.email, emailVerified: true, updatedAt: nowIso })
        .where(eq(users.id, link.userId))
        .returning();
      await invalidateAccountTokens(tx, link.userId, ACCOUNT_TOKEN_PURPOSES, now);
      return { user: user!, oldEmail: before.email };
    });
  } catch (error) {
    // The address was taken between the check and the write (PostgreSQL, another transaction): rolled back.
    if (isUniqueViolation(error)) throw badRequest(ACCOUNT_LINK_MESSAGES.emailTakenMeanwhile);
    throw error;
  }
  if (outcome === null) throw badRequest(ACCOUNT_LINK_MESSAGES.changeLinkInvalid);
  if (outcome === 'taken') throw badRequest(ACCOUNT_LINK_MESSAGES.emailTakenMeanwhile);
  const { user, oldEmail } = outcome;
  if (oldEmail !== user.email) {
    void sendAccountMail(
      deps,
      emailChangedEmail({ name: user.name, email: oldEmail, locale: user.locale }, user.email, deps.appUrl),
      {
        userId: user.id,
        purpose: 'email_changed',
      },
    );
  }
  return user;
}
