import { Navigate, Route, Routes } from 'react-router-dom';
import { ActiveDeliveryPage } from './features/active-delivery/active-delivery-page';
import { AvailableDeliveriesPage } from './features/available-deliveries/available-deliveries-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { HistoryPage } from './features/history/history-page';
import { LivreurLayout } from './features/layout/livreur-layout';

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/livreur/*`. */
export default function Area() {
  return (
    <Routes>
      <Route element={<LivreurLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="available" element={<AvailableDeliveriesPage />} />
        <Route path="active" element={<ActiveDeliveryPage />} />
        <Route path="history" element={<HistoryPage />} />
        {/* `..` from the splat climbs one route, back to the area's index whatever the depth. */}
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
