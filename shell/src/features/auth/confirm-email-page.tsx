import { ACCOUNT_LINK_MESSAGES } from '@teranga/shared-ui';
import { useSearchParams } from 'react-router-dom';

import { confirmEmail } from './api/confirm-email';
import { refreshSignedInUser } from './api/refresh-signed-in-user';
import { AccountPage } from './components/account-page';
import { LinkOutcome } from './components/link-outcome';
import { useLinkOnce } from './hooks/use-link-once';

async function confirm(token: string): Promise<string> {
  const { message } = await confirmEmail(token);
  await refreshSignedInUser();
  return message || ACCOUNT_LINK_MESSAGES.emailChanged;
}

/** `/confirm-email?token=…`: the link sent to a new address, which the account takes as it opens. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const outcome = useLinkOnce({
    kind: 'confirm-email',
    token: params.get('token'),
    send: confirm,
    invalidMessage: ACCOUNT_LINK_MESSAGES.changeLinkInvalid,
  });
  return (
    <AccountPage title="Confirmation de votre nouvelle adresse email">
      <LinkOutcome
        outcome={outcome}
        pendingMessage="Confirmation de votre nouvelle adresse..."
        whatNext="Votre compte garde son adresse actuelle. Pour en changer, refaites la demande depuis votre profil."
      />
    </AccountPage>
  );
}
