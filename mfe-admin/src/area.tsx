import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminLayout } from './features/layout/admin-layout';
import { SettingsPage } from './features/settings/settings-page';
import { UsersPage } from './features/users/users-page';
import { ValidationsPage } from './features/validations/validations-page';
import { AreaRoutes } from '@teranga/shared-ui/area';

const pages = {
  dashboard: <DashboardPage />,
  users: <UsersPage />,
  validations: <ValidationsPage />,
  settings: <SettingsPage />,
};

/** Federated `./Area`: mounted by the host (and the standalone bootstrap) under `/admin/*`. */
export default function Area() {
  return <AreaRoutes layout={<AdminLayout />} index="dashboard" pages={pages} />;
}
