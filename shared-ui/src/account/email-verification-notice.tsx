import { Trans } from 'react-i18next';

import { Button } from '../components/button/button';
import { cx } from '../components/layout/class-names';
import { Notice } from '../components/notice/notice';
import { useSession } from '../stores/session';
import { useResendVerification } from './resend-verification';
import { useCommonTranslation } from '../i18n/use-common';
import styles from './email-verification-notice.module.css';

export interface ResendVerificationButtonProps {
  className?: string;
}

/**
 * 'Renvoyer le lien' (`POST /auth/email/resend`), disabled with the seconds left while the API
 * would refuse another link, and what the last send answered. The countdown lives in the
 * disabled button's label, never in a live region: only the outcome is announced, once.
 */
export function ResendVerificationButton({ className }: ResendVerificationButtonProps) {
  const { t } = useCommonTranslation();
  const { resend, pending, secondsLeft, outcome } = useResendVerification();
  return (
    <div className={cx(styles.resend, className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={resend}
        disabled={secondsLeft > 0}
        loading={pending}
        loadingText={t('emailVerification.sending')}
      >
        {secondsLeft > 0 ? t('emailVerification.resendIn', { seconds: secondsLeft }) : t('emailVerification.resend')}
      </Button>
      {/* Always in the page, so that the outcome written into it is announced. */}
      <span
        role="status"
        className={cx(styles.outcome, outcome?.tone === 'danger' && styles.failure)}
        data-tone={outcome?.tone}
      >
        {outcome?.text}
      </span>
    </div>
  );
}

export interface EmailVerificationNoticeProps {
  className?: string;
}

/**
 * The reminder every area shows while the signed-in account's address is not verified
 * (`email_verified: false`, issue 15), with the resend action. Nothing otherwise, so layouts
 * may always mount it. Not about `is_verified` (an administrator's approval of the account).
 */
export function EmailVerificationNotice({ className }: EmailVerificationNoticeProps) {
  const { t, i18n } = useCommonTranslation();
  const user = useSession((state) => state.user);
  if (!user || user.email_verified !== false) return null;
  return (
    <Notice as="div" tone="warning" bar className={cx(styles.notice, className)}>
      <p className={styles.text}>
        <Trans
          t={t}
          i18n={i18n}
          i18nKey="emailVerification.notice"
          values={{ email: user.email }}
          components={{ strong: <strong /> }}
        />
      </p>
      <ResendVerificationButton />
    </Notice>
  );
}
