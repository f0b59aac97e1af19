import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminLayout } from './features/layout/admin-layout';
import { SettingsPage } from './features/settings/settings-page';
import { UsersPage } from './features/users/users-page';
import { ValidationsPage } from './features/validations/validations-page';

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/admin/*`. */
export default function Area() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="validations" element={<ValidationsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {/* `..` from the splat climbs one route, back to the area's index whatever the depth. */}
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
