import { lazy } from 'react';
import { AnalyticsPage } from './features/analytics/analytics-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { RestaurateurLayout } from './features/layout/restaurateur-layout';
import { MenuPage } from './features/menu/menu-page';
import { OrdersPage } from './features/orders/orders-page';
import { AreaRoutes } from '@teranga/shared-ui/area';
import { restaurateurReady } from './i18n';

/** The shell waits for it before the area's first render: the chosen language's catalogue is there. */
export const ready = restaurateurReady;

// The form pages load on demand: zod and react-hook-form stay off the dashboard and the kitchen
// (measured in `npm run bench`, front section).
const AddDishPage = lazy(() => import('./features/menu/add-dish-page').then((m) => ({ default: m.AddDishPage })));
const EditDishPage = lazy(() => import('./features/menu/edit-dish-page').then((m) => ({ default: m.EditDishPage })));
const RestaurantPage = lazy(() =>
  import('./features/restaurant/restaurant-page').then((m) => ({ default: m.RestaurantPage })),
);
const ReviewsPage = lazy(() => import('./features/reviews/reviews-page').then((m) => ({ default: m.ReviewsPage })));
const CategoriesPage = lazy(() =>
  import('./features/categories/categories-page').then((m) => ({ default: m.CategoriesPage })),
);

const PaymentsPage = lazy(() => import('./features/payments/payments-page').then((m) => ({ default: m.PaymentsPage })));
const PromotionsPage = lazy(() =>
  import('./features/promos/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);

const pages = {
  dashboard: <DashboardPage />,
  restaurant: <RestaurantPage />,
  menu: <MenuPage />,
  'menu/add': <AddDishPage />,
  'menu/:platId/edit': <EditDishPage />,
  categories: <CategoriesPage />,
  orders: <OrdersPage />,
  analytics: <AnalyticsPage />,
  reviews: <ReviewsPage />,
  paiements: <PaymentsPage />,
  promotions: <PromotionsPage />,
};

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/restaurateur/*`. */
export default function Area() {
  return <AreaRoutes layout={<RestaurateurLayout />} index="dashboard" pages={pages} />;
}
