import { ACCOUNT_LINK_MESSAGES, localizeMessage } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { SHELL_NS } from '../../i18n';
import { refreshSignedInUser } from './api/refresh-signed-in-user';
import { verifyEmail } from './api/verify-email';
import { AccountPage } from './components/account-page';
import { LinkOutcome } from './components/link-outcome';
import { useLinkOnce } from './hooks/use-link-once';

async function verify(token: string): Promise<string> {
  const { message } = await verifyEmail(token);
  await refreshSignedInUser();
  return message || localizeMessage(ACCOUNT_LINK_MESSAGES.emailVerified);
}

/** `/verify-email?token=…`: the link sent at sign-up (or resent), followed as the page opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const outcome = useLinkOnce({
    kind: 'verify-email',
    token: params.get('token'),
    send: verify,
    invalidMessage: localizeMessage(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid),
  });
  return (
    <AccountPage title={t('verifyEmail.title')}>
      <LinkOutcome outcome={outcome} pendingMessage={t('verifyEmail.pending')} whatNext={t('verifyEmail.whatNext')} />
    </AccountPage>
  );
}
