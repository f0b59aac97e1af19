import { Navigate, Route, Routes } from 'react-router-dom';
import { AnalyticsPage } from './features/analytics/analytics-page';
import { CategoriesPage } from './features/categories/categories-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { RestaurateurLayout } from './features/layout/restaurateur-layout';
import { AddDishPage } from './features/menu/add-dish-page';
import { EditDishPage } from './features/menu/edit-dish-page';
import { MenuPage } from './features/menu/menu-page';
import { OrdersPage } from './features/orders/orders-page';

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/restaurateur/*`. */
export default function Area() {
  return (
    <Routes>
      <Route element={<RestaurateurLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="menu" element={<MenuPage />} />
        <Route path="menu/add" element={<AddDishPage />} />
        <Route path="menu/:platId/edit" element={<EditDishPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        {/* `..` from the splat climbs one route, back to the area's index whatever the depth. */}
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
