import { lazy } from 'react';
import { ExplorerPage } from './features/explorer/explorer-page';
import { ClientLayout } from './features/layout/client-layout';
import { OrdersPage } from './features/orders/orders-page';
import { RestaurantPage } from './features/restaurant/restaurant-page';
import { AreaRoutes } from '@teranga/shared-ui/area';
import { clientReady } from './i18n';

/** The shell awaits it before the area's first render: an English page is English from its first frame. */
export const ready = clientReady;

// The form pages load on demand: zod and react-hook-form stay off the explorer (measured in
// `npm run bench`, front section).
const CheckoutPage = lazy(() => import('./features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ProfilePage = lazy(() => import('./features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
// Leaflet and its CSS too: only the tracking page draws a map.
const OrderTrackingPage = lazy(() =>
  import('./features/orders/order-tracking-page').then((m) => ({ default: m.OrderTrackingPage })),
);
// Printed once in a while: it stays out of the orders list's bundle.
const ReceiptPage = lazy(() => import('./features/orders/receipt-page').then((m) => ({ default: m.ReceiptPage })));

const pages = {
  explorer: <ExplorerPage />,
  'restaurants/:id': <RestaurantPage />,
  checkout: <CheckoutPage />,
  orders: <OrdersPage />,
  'orders/:id': <OrderTrackingPage />,
  'orders/:id/recu': <ReceiptPage />,
  profile: <ProfilePage />,
};

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/client/*`. */
export default function Area() {
  return <AreaRoutes layout={<ClientLayout />} index="explorer" pages={pages} />;
}
