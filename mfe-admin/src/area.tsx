import { lazy } from 'react';
import { AuditPage } from './features/audit/audit-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminLayout } from './features/layout/admin-layout';
import { RestaurantsPage } from './features/restaurants/restaurants-page';
import { UsersPage } from './features/users/users-page';
import { ValidationsPage } from './features/validations/validations-page';
import { AreaRoutes } from '@teranga/shared-ui/area';
import { adminReady } from './i18n';

// The live board loads on demand: the admin lands on the dashboard, and the board's table,
// clock and live refresh are only needed by whoever watches the orders.
const LiveOrdersPage = lazy(() =>
  import('./features/live-orders/live-orders-page').then((m) => ({ default: m.LiveOrdersPage })),
);

// Its hide form (react-hook-form, zod) comes with the page, not with the area's first download.
const ReviewsPage = lazy(() => import('./features/reviews/reviews-page').then((m) => ({ default: m.ReviewsPage })));

// The money pages: the settings and promo codes bring their forms; the finances, read now and
// then, their tables and the ledger's check.
const SettingsPage = lazy(() => import('./features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const FinancesPage = lazy(() => import('./features/finances/finances-page').then((m) => ({ default: m.FinancesPage })));
const PromotionsPage = lazy(() =>
  import('./features/promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);

const pages = {
  dashboard: <DashboardPage />,
  live: <LiveOrdersPage />,
  restaurants: <RestaurantsPage />,
  reviews: <ReviewsPage />,
  users: <UsersPage />,
  validations: <ValidationsPage />,
  finances: <FinancesPage />,
  promotions: <PromotionsPage />,
  settings: <SettingsPage />,
  history: <AuditPage />,
};

/** The shell awaits it before the area's first render: an English page is English from its first frame. */
export const ready = adminReady;

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/admin/*`. */
export default function Area() {
  return <AreaRoutes layout={<AdminLayout />} index="dashboard" pages={pages} />;
}
