import { lazy } from 'react';
import { AuditPage } from './features/audit/audit-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminLayout } from './features/layout/admin-layout';
import { RestaurantsPage } from './features/restaurants/restaurants-page';
import { SettingsPage } from './features/settings/settings-page';
import { UsersPage } from './features/users/users-page';
import { ValidationsPage } from './features/validations/validations-page';
import { AreaRoutes } from '@teranga/shared-ui/area';

// The live board loads on demand: the admin lands on the dashboard, and the board's table,
// clock and live refresh are only needed by whoever watches the orders.
const LiveOrdersPage = lazy(() =>
  import('./features/live-orders/live-orders-page').then((m) => ({ default: m.LiveOrdersPage })),
);

// Its hide form (react-hook-form, zod) comes with the page, not with the area's first download.
const ReviewsPage = lazy(() => import('./features/reviews/reviews-page').then((m) => ({ default: m.ReviewsPage })));

const pages = {
  dashboard: <DashboardPage />,
  live: <LiveOrdersPage />,
  restaurants: <RestaurantsPage />,
  reviews: <ReviewsPage />,
  users: <UsersPage />,
  validations: <ValidationsPage />,
  settings: <SettingsPage />,
  history: <AuditPage />,
};

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/admin/*`. */
export default function Area() {
  return <AreaRoutes layout={<AdminLayout />} index="dashboard" pages={pages} />;
}
