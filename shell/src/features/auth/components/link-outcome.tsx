import {
  ErrorState,
  LoadingState,
  Notice,
  Text,
  buttonClasses,
  landingPathForRole,
  useSession,
} from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SHELL_NS } from '../../../i18n';
import type { LinkOutcome as Outcome } from '../hooks/use-link-once';

interface LinkOutcomeProps {
  outcome: Outcome;
  /** While the request runs, e.g. 'Vérification de votre adresse...'. */
  pendingMessage: string;
  /** Under a refusal, what the visitor can do next. */
  whatNext: string;
}

/**
 * What following an e-mailed link gave: progress, the API's sentence, then the way on (the
 * visitor's area when signed in, else the sign-in). Words carry the outcome; colours echo them.
 */
export function LinkOutcome({ outcome, pendingMessage, whatNext }: LinkOutcomeProps) {
  const { t } = useTranslation(SHELL_NS);
  const user = useSession((state) => (state.isAuthenticated ? state.user : null));
  const next = user ? (
    <Link to={landingPathForRole(user.role)} className={buttonClasses({ size: 'lg', fullWidth: true })}>
      {t('account.goToArea')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      {t('account.signIn')}
    </Link>
  );

  switch (outcome.status) {
    case 'pending':
      return <LoadingState message={pendingMessage} />;
    case 'success':
      return (
        <>
          <Notice tone="success" bar role="status">
            {outcome.message}
          </Notice>
          {next}
        </>
      );
    case 'error':
      return outcome.retry ? (
        <ErrorState message={outcome.message} onRetry={outcome.retry} />
      ) : (
        <>
          <Notice tone="danger" bar role="alert">
            {outcome.message}
          </Notice>
          <Text>{whatNext}</Text>
          {next}
        </>
      );
  }
}
