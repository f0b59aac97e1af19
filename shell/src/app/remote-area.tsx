import { Suspense, lazy, useMemo, useState } from 'react';
import { LoadingState } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';

import { SHELL_NS } from '../i18n';
import { isRemoteUnavailable } from './remote-fallback';
import { loadArea } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import type { RemoteName } from './paths';

interface Props {
  remote: RemoteName;
}

/** Mounts a remote's area lazily: a visitor only ever downloads the areas they open. */
export function RemoteArea({ remote }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);

  const Area = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadArea(remote, attempt > 0);
        if (isRemoteUnavailable(mod)) return { default: () => <RemoteUnavailable onRetry={retry} kind={mod.kind} /> };
        return mod;
      }),
    [remote, attempt],
  );

  return (
    <RemoteErrorBoundary onReset={retry} fallback={(reset) => <RemoteUnavailable onRetry={reset} />}>
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
