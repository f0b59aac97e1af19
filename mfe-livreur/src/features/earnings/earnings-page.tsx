import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAxiosError } from 'axios';
import {
  Button,
  DEFAULT_TIME_ZONE,
  Notice,
  PageHeader,
  PeriodFilter,
  Stack,
  getErrorDetail,
  isValidPeriod,
  presetPeriod,
  useSession,
  type Period,
} from '@teranga/shared-ui';
import { QueryState, useAccountPending } from '@teranga/shared-ui/area';
import { LIVREUR_NS } from '../../i18n';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useDownloadEarningsCsv } from './api/download-earnings-csv';
import { useEarnings } from './api/get-earnings';
import { EarningsReport } from './components/earnings-report';

/** The API counts a courier's days in this zone: "this week" must be the same days here. */
const TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * A period the API refuses (400, e.g. longer than it reports on) is no passing failure: its
 * reason is shown without 'Réessayer', which would only ask for the same period again.
 */
const periodRefusal = (error: Error) =>
  isAxiosError(error) && error.response?.status === 400 ? <PeriodRefusal error={error} /> : undefined;

function PeriodRefusal({ error }: { error: Error }) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Notice tone="warning" bar>
      {getErrorDetail(error, t('earnings.periodRefused'))}
    </Notice>
  );
}

export function EarningsPage() {
  const { t } = useTranslation(LIVREUR_NS);
  const userId = useSession((state) => state.user?.id);
  // The API keeps the earnings for approved couriers: nothing to ask for until then.
  const pending = useAccountPending();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('week', new Date(), TIME_ZONE));
  const valid = isValidPeriod(period);
  const earnings = useEarnings(userId, period, { enabled: valid && !pending });
  // A delivery completed meanwhile (here, on another device, by support) adds its line.
  useLiveOwnDeliveries(userId);
  const download = useDownloadEarningsCsv();

  return (
    <Stack gap={5}>
      <PageHeader
        title={t('earnings.title')}
        subtitle={t('earnings.subtitle')}
        actions={
          !pending && (
            <Button
              variant="secondary"
              loading={download.isPending}
              loadingText={t('earnings.downloading')}
              disabled={!valid}
              onClick={() => download.mutate(period)}
            >
              {t('earnings.download')}
            </Button>
          )
        }
      />

      {pending ? (
        <Notice tone="info" bar>
          {t('earnings.pending')}
        </Notice>
      ) : (
        <>
          <PeriodFilter value={period} onChange={setPeriod} timeZone={TIME_ZONE} />
          {/* An unfinished period is told on its field by the filter; nothing is asked for it. */}
          {valid && (
            <QueryState query={earnings} loadingMessage={t('earnings.loading')} renderError={periodRefusal}>
              {(data) => <EarningsReport earnings={data} />}
            </QueryState>
          )}
        </>
      )}
    </Stack>
  );
}
