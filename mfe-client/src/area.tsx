import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckoutPage } from './features/checkout/checkout-page';
import { ExplorerPage } from './features/explorer/explorer-page';
import { ClientLayout } from './features/layout/client-layout';
import { OrdersPage } from './features/orders/orders-page';
import { ProfilePage } from './features/profile/profile-page';
import { RestaurantPage } from './features/restaurant/restaurant-page';

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/client/*`. */
export default function Area() {
  return (
    <Routes>
      <Route element={<ClientLayout />}>
        <Route index element={<Navigate to="explorer" replace />} />
        <Route path="explorer" element={<ExplorerPage />} />
        <Route path="restaurants/:id" element={<RestaurantPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="profile" element={<ProfilePage />} />
        {/* `..` from the splat climbs one route, back to the area's index whatever the depth. */}
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
