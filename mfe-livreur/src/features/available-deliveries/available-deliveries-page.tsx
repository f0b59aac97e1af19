import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, DELAYS_MS, EmptyState, PageHeader, buttonClasses, toast, useSession } from '@teranga/shared-ui';
import { QueryState, useAccountPending, useLiveStatus } from '@teranga/shared-ui/area';
import { Cluster, Grid, Stack, Text } from '@teranga/shared-ui';
import { useAcceptDelivery } from '../deliveries/api/accept-delivery';
import { useActiveDelivery } from '../deliveries/api/get-active-delivery';
import { useAvailableDeliveries } from '../deliveries/api/get-available-deliveries';
import { useLiveOffers, useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useLivePolling } from '../deliveries/api/polling';
import { LIVREUR_NS } from '../../i18n';
import { livreur } from '../../locales/fr';
import { livreurPaths } from '../layout/paths';
import { AvailableDeliveryCard } from './components/available-delivery-card';
import { PendingAcceptNotice } from './components/pending-accept-notice';
import { useArrivalsAnnouncement } from './hooks/use-arrivals-announcement';
import styles from './available-deliveries-page.module.css';

/** The toast's French words, as the tests read them; the screen says them in the reader's language. */
export const TAKEN_MESSAGE = livreur.available.taken;

export function AvailableDeliveriesPage() {
  const { t } = useTranslation(LIVREUR_NS);
  const userId = useSession((state) => state.user?.id);
  const pending = useAccountPending({ recheck: true });
  const polling = useLivePolling(DELAYS_MS.availableDeliveriesPoll);
  // The API refuses the list to an account awaiting approval: nothing to ask for until then.
  const offers = useAvailableDeliveries({ enabled: !pending, ...polling });
  // The API refuses a second delivery while one lasts. Not knowing it only costs the hint.
  const active = useActiveDelivery(userId, { enabled: !pending, ...polling });
  const current = active.data ?? null;
  useLiveOffers(() => toast.info(t('available.taken')));
  useLiveOwnDeliveries(userId);
  const live = useLiveStatus() === 'open';
  const arrivals = useArrivalsAnnouncement(offers.data);
  const accept = useAcceptDelivery();
  const navigate = useNavigate();
  const busyNoticeId = useId();
  const acceptingId = accept.isPending ? accept.variables.livraisonId : null;

  function acceptOffer(livraisonId: string) {
    const livreurId = useSession.getState().user?.id;
    if (!livreurId) {
      toast.error(t('available.notSignedIn'));
      return;
    }
    accept.mutate({ livraisonId, livreurId }, { onSuccess: () => navigate(livreurPaths.active) });
  }

  const freshness = live
    ? t('available.live')
    : t('available.polled', { seconds: DELAYS_MS.availableDeliveriesPoll / 1000 });
  const subtitle = offers.data
    ? t('available.subtitle', { offers: t('available.count', { count: offers.data.length }), freshness })
    : undefined;

  return (
    <Stack gap={5}>
      <PageHeader
        title={t('available.title')}
        subtitle={subtitle}
        actions={
          !pending && (
            <Button
              variant="secondary"
              onClick={() => void Promise.all([offers.refetch(), active.refetch()])}
              loading={offers.isRefetching}
              disabled={offers.isPending}
            >
              {t('available.refresh')}
            </Button>
          )
        }
      />

      {pending && <PendingAcceptNotice />}

      {/* Always in the page, so that assistive technology hears each arrival as it is written. */}
      <p role="status" aria-live="polite" className="tg-visually-hidden">
        {arrivals}
      </p>

      <QueryState query={offers} loadingMessage={t('available.loading')}>
        {current && (
          <Cluster justify="space-between" gap={3} id={busyNoticeId} className={styles.busy} role="note">
            <Text>{t('available.busy.text')}</Text>
            <Link to={livreurPaths.active} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('available.busy.link')}
            </Link>
          </Cluster>
        )}

        {offers.data?.length === 0 && (
          <EmptyState title={t('available.empty.title')} description={t('available.empty.description')} />
        )}

        {offers.data && offers.data.length > 0 && (
          <Grid as="ul" min="20rem">
            {offers.data.map((livraison) => (
              <li key={livraison.id}>
                <AvailableDeliveryCard
                  livraison={livraison}
                  onAccept={acceptOffer}
                  accepting={acceptingId === livraison.id}
                  disabled={acceptingId !== null || current !== null}
                  disabledReasonId={current ? busyNoticeId : undefined}
                />
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
