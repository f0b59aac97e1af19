import { ACCOUNT_LINK_MESSAGES, localizeMessage } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { SHELL_NS } from '../../i18n';
import { confirmEmail } from './api/confirm-email';
import { refreshSignedInUser } from './api/refresh-signed-in-user';
import { AccountPage } from './components/account-page';
import { LinkOutcome } from './components/link-outcome';
import { useLinkOnce } from './hooks/use-link-once';

async function confirm(token: string): Promise<string> {
  const { message } = await confirmEmail(token);
  await refreshSignedInUser();
  return message || localizeMessage(ACCOUNT_LINK_MESSAGES.emailChanged);
}

/** `/confirm-email?token=…`: the link sent to a new address, which the account takes as it opens. */
export function ConfirmEmailPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const outcome = useLinkOnce({
    kind: 'confirm-email',
    token: params.get('token'),
    send: confirm,
    invalidMessage: localizeMessage(ACCOUNT_LINK_MESSAGES.changeLinkInvalid),
  });
  return (
    <AccountPage title={t('confirmEmail.title')}>
      <LinkOutcome outcome={outcome} pendingMessage={t('confirmEmail.pending')} whatNext={t('confirmEmail.whatNext')} />
    </AccountPage>
  );
}
