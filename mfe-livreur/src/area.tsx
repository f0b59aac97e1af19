import { ActiveDeliveryPage } from './features/active-delivery/active-delivery-page';
import { AvailableDeliveriesPage } from './features/available-deliveries/available-deliveries-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { EarningsPage } from './features/earnings/earnings-page';
import { HistoryPage } from './features/history/history-page';
import { LivreurLayout } from './features/layout/livreur-layout';
import { ProfilePage } from './features/profile/profile-page';
import { AreaRoutes } from '@teranga/shared-ui/area';
import { livreurReady } from './i18n';

const pages = {
  dashboard: <DashboardPage />,
  available: <AvailableDeliveriesPage />,
  active: <ActiveDeliveryPage />,
  history: <HistoryPage />,
  gains: <EarningsPage />,
  profile: <ProfilePage />,
};

/** The host waits for it before the first render: an English page is English from its first frame. */
export const ready = livreurReady;

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/livreur/*`. */
export default function Area() {
  return <AreaRoutes layout={<LivreurLayout />} index="dashboard" pages={pages} />;
}
