import { ACCOUNT_LINK_MESSAGES } from '@teranga/shared-ui';
import { useSearchParams } from 'react-router-dom';

import { refreshSignedInUser } from './api/refresh-signed-in-user';
import { verifyEmail } from './api/verify-email';
import { AccountPage } from './components/account-page';
import { LinkOutcome } from './components/link-outcome';
import { useLinkOnce } from './hooks/use-link-once';

async function verify(token: string): Promise<string> {
  const { message } = await verifyEmail(token);
  await refreshSignedInUser();
  return message || ACCOUNT_LINK_MESSAGES.emailVerified;
}

/** `/verify-email?token=…`: the link sent at sign-up (or resent), followed as the page opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const outcome = useLinkOnce({
    kind: 'verify-email',
    token: params.get('token'),
    send: verify,
    invalidMessage: ACCOUNT_LINK_MESSAGES.verifyLinkInvalid,
  });
  return (
    <AccountPage title="Vérification de votre adresse email">
      <LinkOutcome
        outcome={outcome}
        pendingMessage="Vérification de votre adresse..."
        whatNext="Pour recevoir un nouveau lien, choisissez « Renvoyer le lien » dans votre espace, une fois connecté(e)."
      />
    </AccountPage>
  );
}
